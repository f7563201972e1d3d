import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * What a trash item holds: the deleted rows as PostgreSQL wrote them (`to_jsonb`, snake_case keys, generated
 * columns left out), so a restore puts back exactly what was there.
 */
export type TrashData =
  | { article: Record<string, unknown> }
  | {
      team: Record<string, unknown>
      players: Record<string, unknown>[]
      player_stats: Record<string, unknown>[]
      /** Entries written before team_matches became a view (0016): put back as matches on restore. */
      team_matches?: Record<string, unknown>[]
      team_rankings: Record<string, unknown>[]
      team_analysis: Record<string, unknown>[]
      /** Entries written before 0016 only; the view now finds a restored team's matches by its PandaScore id. */
      opponent_match_ids?: string[]
    }

// ARCHITECTURE.md: deleted articles and teams are kept here for 30 days, restorable by admins, then purged by
// the purge-trash job.
export const trash = pgTable(
  'trash',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ['article', 'team'] }).notNull(),
    entityId: text().notNull(),
    /** The article title or team name, for the list. */
    title: text().notNull(),
    data: jsonb().$type<TrashData>().notNull(),
    /** Email of the admin who deleted it (kept as text: the account may be deleted later). */
    deletedBy: text(),
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('trash_deleted_at_idx').on(t.deletedAt),
    index('trash_kind_entity_idx').on(t.kind, t.entityId),
  ],
)
