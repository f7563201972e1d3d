import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

// Transfers from roster diffs (issue #18; docs/decisions/036-transfers-from-roster-diffs.md). PandaScore has no
// transfers endpoint: each sync compares a team's roster with the stored one and writes what changed here. A row
// names its player and teams by PandaScore id (pages join them to our rows, so a row outlives a deleted team)
// and keeps their names as seen, for a team we hold no page for.

export type RosterChangeKind = 'joined' | 'left' | 'moved'

export const rosterChanges = pgTable(
  'roster_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    game: text().notNull(),
    kind: text().$type<RosterChangeKind>().notNull(),
    playerPandascoreId: integer().notNull(),
    playerName: text().notNull(),
    /** The team the player was on before; null for a join. */
    fromTeamPandascoreId: integer(),
    fromTeamName: text(),
    /** The team the player is on now; null for a departure. */
    toTeamPandascoreId: integer(),
    toTeamName: text(),
    /** When the sync saw the change (not a contract date). */
    seenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One change per player per sync: a retried or concurrent run cannot write it twice.
    uniqueIndex('roster_changes_player_seen_key').on(t.playerPandascoreId, t.seenAt),
    index('roster_changes_seen_idx').on(t.seenAt.desc(), t.id.desc()),
    index('roster_changes_game_seen_idx').on(t.game, t.seenAt.desc()),
    index('roster_changes_from_team_idx').on(t.fromTeamPandascoreId),
    index('roster_changes_to_team_idx').on(t.toTeamPandascoreId),
  ],
)

/**
 * A "Roster Move" story draft written from one roster change, for the admin to review: never published by
 * itself (a draft is not an article; nothing public reads this table).
 */
export const storyDrafts = pgTable(
  'story_drafts',
  {
    id: uuid().primaryKey().defaultRandom(),
    rosterChangeId: uuid()
      .notNull()
      .references(() => rosterChanges.id, { onDelete: 'cascade' }),
    /** §4 story type; 'roster_change' reads "Roster Move". */
    storyType: text().notNull().default('roster_change'),
    game: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    content: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** Which AI engine wrote the text (local: from our data only). */
    engine: text().notNull().default('local'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('story_drafts_roster_change_key').on(t.rosterChangeId),
    index('story_drafts_created_idx').on(t.createdAt.desc()),
  ],
)
