import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

// §3 Feed source, plus what conditional GET and the admin panel need.
export const feedSources = pgTable('feed_sources', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  url: text().notNull().unique(),
  game: text(),
  isActive: boolean().notNull().default(true),
  lastFetched: timestamp({ withTimezone: true, mode: 'date' }),
  etag: text(),
  lastModified: text(),
  lastError: text(),
  /**
   * A run holds the feed until this time, so two workers never process it at once; the run renews it every few
   * seconds, so it lapses soon after its holder dies (docs/decisions/017).
   */
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  /** Which process holds the feed (host, pid and a random part). */
  lockedBy: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// The ingestion ledger: every entry ever seen per feed, so re-runs add nothing and a deleted article
// is not imported again (ARCHITECTURE.md "Ingestion"). It outlives its feed (feed_id becomes null): a feed
// deleted and added again must not bring back the articles deleted in between.
export const feedEntries = pgTable(
  'feed_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    feedId: uuid().references(() => feedSources.id, { onDelete: 'set null' }),
    guid: text().notNull(),
    url: text().notNull().default(''),
    titleHash: text().notNull(),
    articleId: text(),
    seenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('feed_entries_feed_guid_key').on(t.feedId, t.guid),
    index('feed_entries_url_idx').on(t.url),
    index('feed_entries_title_hash_idx').on(t.titleHash),
  ],
)
