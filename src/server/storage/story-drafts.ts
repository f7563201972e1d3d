import { desc, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rosterChanges, storyDrafts } from '../db/schema/index'

// story_drafts: stories the site drafted for the admin to review (a "Roster Move" per detected transfer). Nothing
// public reads this table: a draft is never published by itself.

export type StoryDraftRow = typeof storyDrafts.$inferSelect
export type NewStoryDraft = typeof storyDrafts.$inferInsert
type RosterChangeRecord = typeof rosterChanges.$inferSelect

/** The stored changes with these ids (the sync's new moves). */
export async function getRosterChangesByIds(db: Db, ids: readonly string[]): Promise<RosterChangeRecord[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(rosterChanges)
    .where(inArray(rosterChanges.id, [...ids]))
}

/** One draft per roster change: a second one for the same change is skipped. True when written. */
export async function insertStoryDraft(db: Db, draft: NewStoryDraft): Promise<boolean> {
  const written = await db
    .insert(storyDrafts)
    .values(draft)
    .onConflictDoNothing({ target: storyDrafts.rosterChangeId })
    .returning({ id: storyDrafts.id })
  return written.length > 0
}

export async function listStoryDrafts(db: Db, limit: number): Promise<StoryDraftRow[]> {
  return db.select().from(storyDrafts).orderBy(desc(storyDrafts.createdAt), desc(storyDrafts.id)).limit(limit)
}
