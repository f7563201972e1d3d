import { TRASH_RETENTION_DAYS } from '#shared/domain/trash'
import type { TrashItem, TrashRestoreResult } from '#shared/schemas/admin'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { recountArticleTags } from '../storage/article-tags'
import { listTrash, purgeTrashBefore, restoreFromTrash } from '../storage/trash'

const DAY_MS = 24 * 60 * 60 * 1000
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS

/** The list holds at most this many items, newest first. */
const TRASH_LIST_LIMIT = 1000

export async function listTrashItems(db: Db): Promise<TrashItem[]> {
  const rows = await listTrash(db, TRASH_LIST_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    entityId: row.entityId,
    title: row.title,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: row.deletedBy,
    purgeAt: new Date(row.deletedAt.getTime() + RETENTION_MS).toISOString(),
  }))
}

/**
 * Puts an article or a team back. An article whose slug was taken meanwhile gets a numbered one; a team whose
 * slug (or PandaScore id) another team took since is refused with 409, as two teams cannot share an address.
 */
export async function restoreTrashItem(db: Db, id: string): Promise<TrashRestoreResult> {
  const outcome = await restoreFromTrash(db, id)
  if (outcome.status === 'not-found') {
    throw new AppError('NOT_FOUND', 'This item is no longer in the trash')
  }
  if (outcome.status === 'conflict') {
    throw new AppError(
      'CONFLICT',
      outcome.reason === 'slug'
        ? `The team "${outcome.title}" can't be restored: another team now uses its address (${outcome.slug}). Delete that team first, then restore this one.`
        : `The team "${outcome.title}" can't be restored: it was synced again from the data provider since it was deleted.`,
    )
  }
  if (outcome.kind === 'article') await recountArticleTags(db)
  const what = outcome.kind === 'article' ? 'Article' : 'Team'
  return {
    success: true,
    message: `${what} restored successfully`,
    kind: outcome.kind,
    entityId: outcome.entityId,
    slug: outcome.slug,
  }
}

/** purge-trash: items deleted more than 30 days before `now` are removed for good. */
export async function purgeTrash(db: Db, now: Date = new Date()): Promise<{ purged: number }> {
  return { purged: await purgeTrashBefore(db, new Date(now.getTime() - RETENTION_MS)) }
}
