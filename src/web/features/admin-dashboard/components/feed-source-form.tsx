import { CheckCircle2, Loader2, Search } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { GAMES, type GameSlug, isGameSlug } from '#shared/domain/games'
import type { FeedSource, FeedSourceCheckResult } from '#shared/schemas/admin'
import { FormField } from '#web/components/admin/form-field'
import { Button } from '#web/components/ui/button'
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { apiErrorMessage } from '#web/lib/api-client'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useCheckFeedSource } from '../api/check-feed-source'
import { useCreateFeedSource, useUpdateFeedSource } from '../api/save-feed-source'

/** The form's state: a new feed's URL must be checked (fetched once) before it can be saved. */
function useFeedSourceForm(feed: FeedSource | null, onDone: () => void) {
  const isNew = feed === null
  const [name, setName] = useState(feed?.name ?? '')
  const [url, setUrl] = useState(feed?.url ?? '')
  const [game, setGame] = useState<GameSlug | ''>(feed?.game ?? '')
  const [checked, setChecked] = useState<{ url: string; result: FeedSourceCheckResult } | null>(null)
  const check = useCheckFeedSource()
  const create = useCreateFeedSource()
  const update = useUpdateFeedSource()
  const urlChecked = checked !== null && checked.url === url.trim()

  async function runCheck() {
    const target = url.trim()
    if (!target) return
    setChecked(null)
    try {
      const result = await check.mutateAsync(target)
      setChecked({ url: target, result })
      if (!name.trim() && result.title) setName(result.title)
    } catch {
      // The error is shown under the URL field.
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim()) return
    try {
      if (isNew) {
        if (!urlChecked) return
        await create.mutateAsync({ name: name.trim(), url: url.trim(), game: game || null })
        toast.success(adminMessages.feedSourceAdded, { description: name.trim() })
      } else {
        await update.mutateAsync({ id: feed.id, changes: { name: name.trim(), game: game || null } })
        toast.success(adminMessages.feedSourceUpdated, { description: name.trim() })
      }
      onDone()
    } catch (error) {
      toast.error(adminMessages.error, {
        description: apiErrorMessage(error) ?? adminMessages.feedSourceSaveFailed,
      })
    }
  }

  return {
    isNew,
    fields: { name, setName, url, setUrl, game, setGame },
    check,
    checkResult: urlChecked ? checked.result : null,
    runCheck,
    submit,
    saving: create.isPending || update.isPending,
    canSave: Boolean(name.trim()) && (!isNew || urlChecked),
  }
}

/** Add (URL checked by fetching it once first) or edit (name and game) one feed source. */
export function FeedSourceForm({ feed, onDone }: { feed: FeedSource | null; onDone: () => void }) {
  const form = useFeedSourceForm(feed, onDone)
  const { isNew, fields } = form
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{isNew ? 'Add Feed Source' : 'Edit Feed Source'}</DialogTitle>
        <DialogDescription>
          {isNew
            ? 'The feed is fetched once to check it before it is saved.'
            : 'Change the name or the game of this feed source.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-4">
        <FeedUrlField form={form} />
        <FormField label="Name">
          {(id) => (
            <Input
              id={id}
              required
              value={fields.name}
              onChange={(event) => fields.setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Game">
          {(id) => (
            <Select
              id={id}
              value={fields.game}
              onChange={(event) => fields.setGame(isGameSlug(event.target.value) ? event.target.value : '')}
            >
              <option value="">General</option>
              {GAMES.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.saving || !form.canSave}>
            {form.saving ? 'Saving...' : isNew ? 'Add Feed Source' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}

/** The feed URL (read-only when editing), "Check Feed", and what the check found or why it failed. */
function FeedUrlField({ form }: { form: ReturnType<typeof useFeedSourceForm> }) {
  const { isNew, fields, check, checkResult } = form
  const ids = { url: useId(), check: useId() }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={ids.url}>Feed URL</Label>
      <div className="flex gap-2">
        <Input
          id={ids.url}
          type="url"
          required
          readOnly={!isNew}
          placeholder="https://example.com/feed.xml"
          value={fields.url}
          onChange={(event) => fields.setUrl(event.target.value)}
          aria-describedby={ids.check}
        />
        {isNew ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void form.runCheck()}
            disabled={!fields.url.trim() || check.isPending}
          >
            {check.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Search aria-hidden="true" />
            )}
            {check.isPending ? 'Checking...' : 'Check Feed'}
          </Button>
        ) : null}
      </div>
      <div id={ids.check} aria-live="polite" className="text-sm">
        {isNew && checkResult ? (
          <p className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="font-medium">{checkResult.title || 'Untitled feed'}</span> ·{' '}
              {checkResult.itemCount} {checkResult.itemCount === 1 ? 'item' : 'items'}
            </span>
          </p>
        ) : isNew && check.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {apiErrorMessage(check.error) ?? 'Could not read this feed.'}
          </p>
        ) : null}
      </div>
    </div>
  )
}
