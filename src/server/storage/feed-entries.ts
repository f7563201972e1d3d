import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { feedEntries } from '../db/schema/index'

export type NewFeedEntry = typeof feedEntries.$inferInsert

export interface EntryKeys {
  guid: string
  url: string
  titleHash: string
}

/**
 * The ledger entries of a feed that match any of the given keys (guid, canonical URL or title hash): an entry
 * seen once, even if its article was deleted since, is never imported again.
 */
export async function findSeenFeedEntries(db: Db, feedId: string, keys: EntryKeys[]): Promise<EntryKeys[]> {
  if (!keys.length) return []
  const guids = keys.map((k) => k.guid)
  const urls = keys.map((k) => k.url).filter(Boolean)
  const hashes = keys.map((k) => k.titleHash)
  return db
    .select({ guid: feedEntries.guid, url: feedEntries.url, titleHash: feedEntries.titleHash })
    .from(feedEntries)
    .where(
      and(
        eq(feedEntries.feedId, feedId),
        or(
          inArray(feedEntries.guid, guids),
          urls.length ? inArray(feedEntries.url, urls) : undefined,
          inArray(feedEntries.titleHash, hashes),
        ),
      ),
    )
}
