import { storyTypeLabel } from '#shared/domain/story'
import type { StoryDraft } from '#shared/schemas/transfers'
import type { Db } from '../db/client'
import { listStoryDrafts } from '../storage/story-drafts'

// The drafts the site wrote for the admin (a "Roster Move" per detected move, roster-sync.ts): listed on the admin
// articles page for review. Nothing here publishes.

/** Newest first, at most `limit`. */
export async function listStoryDraftsForAdmin(db: Db, limit: number): Promise<StoryDraft[]> {
  return (await listStoryDrafts(db, limit)).map((row) => ({
    id: row.id,
    storyType: row.storyType,
    storyTypeLabel: storyTypeLabel(row.storyType),
    game: row.game,
    title: row.title,
    summary: row.summary,
    content: row.content,
    tags: row.tags,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
  }))
}
