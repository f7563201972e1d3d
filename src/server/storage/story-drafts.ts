import { desc } from 'drizzle-orm'
import type { Db } from '../db/client'
import { storyDrafts } from '../db/schema/index'

// story_drafts: stories the site drafted for the admin to review (a "Roster Move" per detected transfer). Nothing
// public reads this table: a draft is never published by itself.

export type StoryDraftRow = typeof storyDrafts.$inferSelect
export type NewStoryDraft = typeof storyDrafts.$inferInsert
/** One draft per roster change: a second one for the same change is skipped. How many were written. */
export async function insertStoryDrafts(db: Db, drafts: readonly NewStoryDraft[]): Promise<number> {
  if (!drafts.length) return 0
  const written = await db
    .insert(storyDrafts)
    .values([...drafts])
    .onConflictDoNothing({ target: storyDrafts.rosterChangeId })
    .returning({ id: storyDrafts.id })
  return written.length
}

export async function listStoryDrafts(db: Db, limit: number): Promise<StoryDraftRow[]> {
  return db.select().from(storyDrafts).orderBy(desc(storyDrafts.createdAt), desc(storyDrafts.id)).limit(limit)
}
