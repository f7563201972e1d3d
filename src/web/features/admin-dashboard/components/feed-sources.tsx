import { Loader2, Pause, Pencil, Play, Plus } from 'lucide-react'
import { useState } from 'react'
import { getGame } from '#shared/domain/games'
import type { FeedSource } from '#shared/schemas/admin'
import { RowDeleteButton } from '#web/components/admin/admin-table'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { ConfirmDialog, Dialog } from '#web/components/ui/dialog'
import { apiErrorMessage } from '#web/lib/api-client'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useDeleteFeedSource, useUpdateFeedSource } from '../api/save-feed-source'
import { FeedSourceForm } from './feed-source-form'

/** §2.18: a feed's game, or "General". */
function gameName(game: string | null): string {
  if (!game) return 'General'
  return getGame(game)?.name ?? game
}

interface FeedSourceListProps {
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
      toast.success(isActive ? adminMessages.feedSourceResumed : adminMessages.feedSourcePaused, {
        description: feed.name,
      })
    } catch (error) {
      toast.error(adminMessages.error, {
        description: apiErrorMessage(error) ?? adminMessages.feedSourceUpdateFailed,
      })
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(adminMessages.feedSourceDeleted, { description: deleting.name })
      setDeleting(null)
    } catch (error) {
      toast.error(adminMessages.error, {
        description: apiErrorMessage(error) ?? adminMessages.feedSourceDeleteFailed,
      })
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
      <FeedSourceItems
        feeds={feeds}
        loading={loading}
        failed={failed}
        processingFeeds={processingFeeds}
        updating={update.isPending}
        onProcess={onProcess}
        onToggle={(feed) => void setActive(feed, !feed.isActive)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
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

interface FeedSourceItemsProps extends Omit<FeedSourceListProps, 'onProcess'> {
  updating: boolean
  onProcess: (feedId: string) => void
  onToggle: (feed: FeedSource) => void
  onEdit: (feed: FeedSource) => void
  onDelete: (feed: FeedSource) => void
}

/** The list itself, or its loading, failed or empty line. */
function FeedSourceItems({
  feeds,
  loading,
  failed,
  processingFeeds,
  updating,
  onProcess,
  onToggle,
  onEdit,
  onDelete,
}: FeedSourceItemsProps) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading...
      </p>
    )
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {adminMessages.feedDataLoadFailed}
      </p>
    )
  }
  if (!feeds?.length) return <p className="text-sm text-muted-foreground">No feed sources yet.</p>
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {feeds.map((feed) => (
        <FeedSourceItem
          key={feed.id}
          feed={feed}
          busy={processingFeeds.has(feed.id)}
          updating={updating}
          onProcess={() => onProcess(feed.id)}
          onToggle={() => onToggle(feed)}
          onEdit={() => onEdit(feed)}
          onDelete={() => onDelete(feed)}
        />
      ))}
    </ul>
  )
}

interface FeedSourceItemProps {
  feed: FeedSource
  /** Its own run is going on. */
  busy: boolean
  /** A pause or resume is being saved. */
  updating: boolean
  onProcess: () => void
  onToggle: () => void
  onEdit: () => void
  onDelete: () => void
}

/** One feed source: name, game, state, address, last fetch and error; Process, Pause/Resume, Edit, Delete. */
function FeedSourceItem({
  feed,
  busy,
  updating,
  onProcess,
  onToggle,
  onEdit,
  onDelete,
}: FeedSourceItemProps) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
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
          onClick={onProcess}
          disabled={busy || !feed.isActive}
          aria-label={`Process ${feed.name}`}
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
          {busy ? 'Processing...' : 'Process'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onToggle}
          disabled={updating}
          aria-label={`${feed.isActive ? 'Pause' : 'Resume'} ${feed.name}`}
        >
          {feed.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {feed.isActive ? 'Pause' : 'Resume'}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onEdit}
          aria-label={`Edit ${feed.name}`}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <RowDeleteButton label={`Delete ${feed.name}`} className="size-9" onClick={onDelete} />
      </div>
    </li>
  )
}
