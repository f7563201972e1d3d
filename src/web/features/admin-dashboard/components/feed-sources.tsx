import { CheckCircle2, Loader2, Pause, Pencil, Play, Plus, Search, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { toast } from '#web/lib/toast'
import { GAMES, type GameSlug, getGame, isGameSlug } from '#shared/domain/games'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import {
  ConfirmDialog,
  Dialog,
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
import { useCheckFeedSource } from '../api/check-feed-source'
import { useCreateFeedSource, useDeleteFeedSource, useUpdateFeedSource } from '../api/save-feed-source'
import type { FeedSource, FeedSourceCheckResult } from '#shared/schemas/admin'

function messageOf(error: unknown, fallback: string): string {
  return apiErrorMessage(error) ?? fallback
}

/** §2.18: a feed's game, or "General". */
function gameName(game: string | null): string {
  if (!game) return 'General'
  return getGame(game)?.name ?? game
}

export interface FeedSourceListProps {
  feeds: FeedSource[] | undefined
  loading: boolean
  failed: boolean
  processingFeeds: ReadonlySet<string>
  onProcess: (feedId: string) => void
}

/** §2.18 the feed sources with a "Process" button each; plus adding, editing, pausing and deleting them. */
export function FeedSourceList({ feeds, loading, failed, processingFeeds, onProcess }: FeedSourceListProps) {
  const [editing, setEditing] = useState<FeedSource | 'new' | null>(null)
  const [deleting, setDeleting] = useState<FeedSource | null>(null)
  const update = useUpdateFeedSource()
  const remove = useDeleteFeedSource()

  async function setActive(feed: FeedSource, isActive: boolean) {
    try {
      await update.mutateAsync({ id: feed.id, changes: { isActive } })
      toast.success(isActive ? 'Feed source resumed' : 'Feed source paused', { description: feed.name })
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to update feed source') })
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success('Feed source deleted', { description: deleting.name })
      setDeleting(null)
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to delete feed source') })
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Feed Sources</h3>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add Feed Source
        </Button>
      </div>
      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading...
        </p>
      ) : failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Failed to fetch feed data.
        </p>
      ) : !feeds?.length ? (
        <p className="text-sm text-muted-foreground">No feed sources yet.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {feeds.map((feed) => {
            const busy = processingFeeds.has(feed.id)
            return (
              <li
                key={feed.id}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{feed.name}</span>
                    <Badge variant="secondary">{gameName(feed.game)}</Badge>
                    {feed.isActive ? null : <Badge variant="outline">Paused</Badge>}
                  </div>
                  <span className="truncate text-xs text-muted-foreground">{feed.url}</span>
                  <span className="text-xs text-muted-foreground">
                    Last fetched: {feed.lastFetched ? new Date(feed.lastFetched).toLocaleString() : 'Never'}
                  </span>
                  {feed.lastError ? (
                    <span className="text-xs break-words text-red-700 dark:text-red-400">
                      Last error: {feed.lastError}
                    </span>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-wrap gap-1.5">
                  <Button
                    size="sm"
                    onClick={() => onProcess(feed.id)}
                    disabled={busy || !feed.isActive}
                    aria-label={`Process ${feed.name}`}
                  >
                    {busy ? (
                      <Loader2 aria-hidden="true" className="animate-spin" />
                    ) : (
                      <Play aria-hidden="true" />
                    )}
                    {busy ? 'Processing...' : 'Process'}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void setActive(feed, !feed.isActive)}
                    disabled={update.isPending}
                    aria-label={`${feed.isActive ? 'Pause' : 'Resume'} ${feed.name}`}
                  >
                    {feed.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                    {feed.isActive ? 'Pause' : 'Resume'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    onClick={() => setEditing(feed)}
                    aria-label={`Edit ${feed.name}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-red-700 hover:text-red-700 dark:text-red-400 dark:hover:text-red-400"
                    onClick={() => setDeleting(feed)}
                    aria-label={`Delete ${feed.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <FeedSourceForm
            key={editing === 'new' ? 'new' : editing.id}
            feed={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete feed source"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        busy={remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}

/** Add (URL checked by fetching it once first) or edit (name and game) one feed source. */
function FeedSourceForm({ feed, onDone }: { feed: FeedSource | null; onDone: () => void }) {
  const isNew = feed === null
  const [name, setName] = useState(feed?.name ?? '')
  const [url, setUrl] = useState(feed?.url ?? '')
  const [game, setGame] = useState<GameSlug | ''>(feed?.game ?? '')
  const [checked, setChecked] = useState<{ url: string; result: FeedSourceCheckResult } | null>(null)
  const check = useCheckFeedSource()
  const create = useCreateFeedSource()
  const update = useUpdateFeedSource()
  const ids = { name: useId(), url: useId(), game: useId(), check: useId() }
  const saving = create.isPending || update.isPending
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
        toast.success('Feed source added', { description: name.trim() })
      } else {
        await update.mutateAsync({ id: feed.id, changes: { name: name.trim(), game: game || null } })
        toast.success('Feed source updated', { description: name.trim() })
      }
      onDone()
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to save feed source') })
    }
  }

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
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.url}>Feed URL</Label>
          <div className="flex gap-2">
            <Input
              id={ids.url}
              type="url"
              required
              readOnly={!isNew}
              placeholder="https://example.com/feed.xml"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-describedby={ids.check}
            />
            {isNew ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => void runCheck()}
                disabled={!url.trim() || check.isPending}
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
            {isNew && urlChecked ? (
              <p className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="font-medium">{checked.result.title || 'Untitled feed'}</span> ·{' '}
                  {checked.result.itemCount} {checked.result.itemCount === 1 ? 'item' : 'items'}
                </span>
              </p>
            ) : isNew && check.isError ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {messageOf(check.error, 'Could not read this feed.')}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} required value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.game}>Game</Label>
          <Select
            id={ids.game}
            value={game}
            onChange={(event) => setGame(isGameSlug(event.target.value) ? event.target.value : '')}
          >
            <option value="">General</option>
            {GAMES.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
          </Select>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || !name.trim() || (isNew && !urlChecked)}>
            {saving ? 'Saving...' : isNew ? 'Add Feed Source' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}
