import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Decision 020: the slugs an article, team or player had before, each pointing at its row (target_id is the
// row's id as text). Filled by the slug_history triggers of migration 0013, read when a slug has no match.
export const slugHistory = pgTable(
  'slug_history',
  {
    kind: text().$type<'article' | 'team' | 'player'>().notNull(),
    oldSlug: text().notNull(),
    targetId: text().notNull(),
    changedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'slug_history_pkey', columns: [t.kind, t.oldSlug] })],
)
