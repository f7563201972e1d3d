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
 * The ledger entries that match any of the given keys: the feed's own by guid or title hash, any feed's (a
 * deleted one's too) by canonical URL. An entry seen once, even if its article was deleted since, is never
 * imported again, also when its feed is deleted and added back.
 */
export async function findSeenFeedEntries(
  db: Db,
  feedId: string,
  keys: EntryKeys[],
): Promise<(EntryKeys & { feedId: string | null })[]> {
  if (!keys.length) return []
  const guids = keys.map((k) => k.guid)
  const urls = keys.map((k) => k.url).filter(Boolean)
  const hashes = keys.map((k) => k.titleHash)
  return db
    .select({
      feedId: feedEntries.feedId,
      guid: feedEntries.guid,
      url: feedEntries.url,
      titleHash: feedEntries.titleHash,
    })
    .from(feedEntries)
    .where(
      or(
        and(
          eq(feedEntries.feedId, feedId),
          or(inArray(feedEntries.guid, guids), inArray(feedEntries.titleHash, hashes)),
        ),
        urls.length ? inArray(feedEntries.url, urls) : undefined,
      ),
    )
}
