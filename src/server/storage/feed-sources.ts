import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { feedSources } from '../db/schema/index'

export type FeedSourceRow = typeof feedSources.$inferSelect
export type NewFeedSource = typeof feedSources.$inferInsert

export async function listActiveFeedSources(db: Db): Promise<FeedSourceRow[]> {
  return db.select().from(feedSources).where(eq(feedSources.isActive, true)).orderBy(asc(feedSources.name))
}

/** Adds feed sources by URL; an existing URL is left as it is. Returns every row for those URLs. */
export async function upsertFeedSources(db: Db, rows: NewFeedSource[]): Promise<FeedSourceRow[]> {
  if (!rows.length) return []
  await db.insert(feedSources).values(rows).onConflictDoNothing({ target: feedSources.url })
  const all = await db.select().from(feedSources)
  const urls = new Set(rows.map((r) => r.url))
  return all.filter((row) => urls.has(row.url))
}
