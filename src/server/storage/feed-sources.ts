import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { feedSources } from '../db/schema/index'

export type FeedSourceRow = typeof feedSources.$inferSelect
type NewFeedSource = typeof feedSources.$inferInsert

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

export async function getFeedSource(db: Db, id: string): Promise<FeedSourceRow | null> {
  const [row] = await db.select().from(feedSources).where(eq(feedSources.id, id))
  return row ?? null
}

/**
 * Takes the feed for one run if no other run holds it (or the holder stopped renewing its lease): two workers
 * never process the same feed at once, and a crashed run does not block the feed for long.
 */
export async function claimFeedSource(db: Db, id: string, holder: string, holdMs: number): Promise<boolean> {
  const rows = await db
    .update(feedSources)
    .set({ lockedUntil: sql`now() + (${holdMs} * interval '1 millisecond')`, lockedBy: holder })
    .where(
      and(
        eq(feedSources.id, id),
        or(isNull(feedSources.lockedUntil), lt(feedSources.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: feedSources.id })
  return rows.length === 1
}

/** Extends every feed lease this holder has by holdMs from now: the heartbeat of a running feed run. */
export async function renewFeedLeases(db: Db, holder: string, holdMs: number): Promise<void> {
  await db
    .update(feedSources)
    .set({ lockedUntil: sql`now() + (${holdMs} * interval '1 millisecond')` })
    .where(and(eq(feedSources.lockedBy, holder), isNotNull(feedSources.lockedUntil)))
}

/**
 * Frees every feed lease held by another holder than this one: only for a process that knows no other can be
 * running (PGlite, one process per data directory), so every other holder is a process that died.
 */
export async function releaseFeedLeasesOfOthers(db: Db, holder: string): Promise<number> {
  const rows = await db
    .update(feedSources)
    .set({ lockedUntil: null, lockedBy: null })
    .where(
      and(
        isNotNull(feedSources.lockedUntil),
        or(isNull(feedSources.lockedBy), ne(feedSources.lockedBy, holder)),
      ),
    )
    .returning({ id: feedSources.id })
  return rows.length
}

/** Ends a run: releases the feed and records what the fetch learned. */
export async function finishFeedRun(
  db: Db,
  id: string,
  result: { etag?: string | null; lastModified?: string | null; lastError: string | null; fetchedAt: Date },
): Promise<void> {
  await db
    .update(feedSources)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastFetched: result.fetchedAt,
      lastError: result.lastError,
      updatedAt: result.fetchedAt,
      ...(result.etag !== undefined ? { etag: result.etag } : {}),
      ...(result.lastModified !== undefined ? { lastModified: result.lastModified } : {}),
    })
    .where(eq(feedSources.id, id))
}

/** Every feed source, active or not, by name: the admin dashboard's list. */
export async function listFeedSources(db: Db): Promise<FeedSourceRow[]> {
  return db.select().from(feedSources).orderBy(asc(feedSources.name))
}

export async function countActiveFeedSources(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedSources)
    .where(eq(feedSources.isActive, true))
  return row?.n ?? 0
}

export async function feedSourceUrlExists(db: Db, url: string): Promise<boolean> {
  const [row] = await db.select({ id: feedSources.id }).from(feedSources).where(eq(feedSources.url, url))
  return Boolean(row)
}

/** Adds a feed source; null when its URL is already listed. */
export async function createFeedSource(db: Db, row: NewFeedSource): Promise<FeedSourceRow | null> {
  const [created] = await db
    .insert(feedSources)
    .values(row)
    .onConflictDoNothing({ target: feedSources.url })
    .returning()
  return created ?? null
}

export async function updateFeedSource(
  db: Db,
  id: string,
  update: Partial<Pick<NewFeedSource, 'name' | 'game' | 'isActive'>>,
): Promise<FeedSourceRow | null> {
  const [row] = await db
    .update(feedSources)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(feedSources.id, id))
    .returning()
  return row ?? null
}

/** Removes a feed source (its ledger goes with it; its articles stay, no longer linked to it). */
export async function deleteFeedSource(db: Db, id: string): Promise<FeedSourceRow | null> {
  const [row] = await db.delete(feedSources).where(eq(feedSources.id, id)).returning()
  return row ?? null
}
