import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { events, tournaments } from './esports'
import { tsvector } from './types'

// Matches and events (issue #14; docs/decisions/027-matches-and-events.md). PandaScore's hierarchy is
// league → serie → tournament (a stage) → match → game. An *event* is a serie ("Longship Masters Autumn 2026"),
// its stages are tournaments ("Group Stage", "Playoffs"). Every row is keyed by its PandaScore id; the sync
// writes them idempotently (nothing is written when nothing changed, judged by the data and `modified_at`).
//
// A match side is kept as the PandaScore team id plus what the page shows of it (name, acronym, logo), so a
// side we hold no team page for is still shown, and a TBD side is a null id. Our team page's match list
// (team_matches) is derived from these rows, never written separately.

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}
const at = () => timestamp({ withTimezone: true, mode: 'date' })

export type MatchStatus = 'not_started' | 'running' | 'finished' | 'canceled' | 'postponed'
export type GameStatus = 'not_started' | 'running' | 'finished' | 'not_played'

/** One stream of a match (PandaScore streams_list). */
export interface MatchStream {
  url: string
  embedUrl: string | null
  /** ISO 639-1, e.g. "en". */
  language: string
  main: boolean
  official: boolean
}

/** A bracket link: the winner (or loser) of match `pandascoreId` plays this match. */
export interface PreviousMatch {
  pandascoreId: number
  type: 'winner' | 'loser'
}

/** §Match: one row per PandaScore match. */
export const matches = pgTable(
  'matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    pandascoreId: integer().notNull().unique(),
    game: text().notNull(),
    /** URL slug: "{side 1}-vs-{side 2}-{pandascoreId}" ("tbd" for an unknown side); the trailing id finds it. */
    slug: text().notNull().unique(),
    /** PandaScore's name, e.g. "Grand final: GEN vs HLE". */
    name: text().notNull(),
    status: text().$type<MatchStatus>().notNull(),
    tournamentId: uuid().references(() => tournaments.id, { onDelete: 'set null' }),
    tournamentPandascoreId: integer(),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    scheduledAt: at(),
    beginAt: at(),
    endAt: at(),
    originalScheduledAt: at(),
    rescheduled: boolean().notNull().default(false),
    /** The instant lists sort on: begin_at, else scheduled_at, else original_scheduled_at. */
    startsAt: at().generatedAlwaysAs(sql`coalesce(begin_at, scheduled_at, original_scheduled_at)`),
    /** best_of | first_to | all_games_played | custom | ow_best_of | red_bull_home_ground */
    matchType: text(),
    /** best_of: the most games ("BO3" = 3). */
    numberOfGames: integer(),
    team1PandascoreId: integer(),
    team1Name: text(),
    team1Acronym: text(),
    team1ImageUrl: text(),
    team1Score: integer(),
    team2PandascoreId: integer(),
    team2Name: text(),
    team2Acronym: text(),
    team2ImageUrl: text(),
    team2Score: integer(),
    winnerPandascoreId: integer(),
    forfeit: boolean().notNull().default(false),
    draw: boolean().notNull().default(false),
    streams: jsonb().$type<MatchStream[]>().notNull().default([]),
    /** Bracket links (PandaScore previous_matches); [] outside brackets and in a bracket's first round. */
    previousMatches: jsonb().$type<PreviousMatch[]>().notNull().default([]),
    /** PandaScore's modified_at: the sync skips a match whose modified_at did not move. */
    modifiedAt: at(),
    ...timestamps,
    /** The chat's full-text search over matches: the match's name and both sides ('simple', no stemming). */
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(team1_name, '') || ' ' || coalesce(team1_acronym, '') || ' ' || coalesce(team2_name, '') || ' ' || coalesce(team2_acronym, ''))`,
    ),
  },
  (t) => [
    index('matches_search_gin').using('gin', t.search),
    index('matches_status_starts_idx').on(t.status, t.startsAt),
    index('matches_game_status_starts_idx').on(t.game, t.status, t.startsAt),
    index('matches_team1_starts_idx').on(t.team1PandascoreId, t.startsAt.desc()),
    index('matches_team2_starts_idx').on(t.team2PandascoreId, t.startsAt.desc()),
    // The chat's "X vs Y": the meetings of two teams, newest first.
    index('matches_pair_starts_idx').on(t.team1PandascoreId, t.team2PandascoreId, t.startsAt.desc()),
    index('matches_tournament_starts_idx').on(t.tournamentId, t.startsAt),
    index('matches_event_starts_idx').on(t.eventId, t.startsAt),
    // The matches page's sections, keyset-paged on (starts_at, pandascore_id): one partial index each, every game
    // and per game (storage/match-reads.ts writes the same status lists, so the planner can use them).
    index('matches_upcoming_idx')
      .on(t.startsAt, t.pandascoreId)
      .where(sql`status IN ('not_started', 'postponed')`),
    index('matches_game_upcoming_idx')
      .on(t.game, t.startsAt, t.pandascoreId)
      .where(sql`status IN ('not_started', 'postponed')`),
    // Results read newest first: a backward scan of these (DESC NULLS FIRST, as `ORDER BY … DESC` means).
    index('matches_results_idx')
      .on(t.startsAt, t.pandascoreId)
      .where(sql`status IN ('finished', 'canceled')`),
    index('matches_game_results_idx')
      .on(t.game, t.startsAt, t.pandascoreId)
      .where(sql`status IN ('finished', 'canceled')`),
  ],
)

/** One game (map) of a match, by position from 1. */
export const matchGames = pgTable(
  'match_games',
  {
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    pandascoreId: integer(),
    status: text().$type<GameStatus>().notNull(),
    winnerPandascoreId: integer(),
    /** Seconds; null while not finished, and for forfeited games. */
    lengthSeconds: integer(),
    beginAt: at(),
    endAt: at(),
    forfeit: boolean().notNull().default(false),
    /** CS2 and Valorant map name when the source gives one. */
    mapName: text(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.position] })],
)

/** A group stage's table (PandaScore /tournaments/{id}/standings), or a bracket's final placings. */
export const standings = pgTable(
  'standings',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamPandascoreId: integer().notNull(),
    teamName: text().notNull(),
    teamAcronym: text(),
    teamImageUrl: text(),
    rank: integer().notNull(),
    wins: integer(),
    losses: integer(),
    ties: integer(),
    gameWins: integer(),
    gameLosses: integer(),
    /** Bracket standings: the team's last match. */
    lastMatchPandascoreId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.teamPandascoreId] }),
    index('standings_tournament_rank_idx').on(t.tournamentId, t.rank),
  ],
)

/** A player as a tournament roster lists them. */
export interface RosterPlayer {
  pandascoreId: number
  name: string
  firstName: string | null
  lastName: string | null
  nationality: string | null
  role: string | null
  imageUrl: string | null
}

/** Who played a tournament for a team (PandaScore /tournaments/{id}/rosters), not the team's current contracts. */
export const tournamentRosters = pgTable(
  'tournament_rosters',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamPandascoreId: integer().notNull(),
    teamName: text().notNull(),
    teamAcronym: text(),
    teamImageUrl: text(),
    players: jsonb().$type<RosterPlayer[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.teamPandascoreId] })],
)

/** AI preview (before) and recap (after) of a match, with the engine that wrote it. */
export const matchTexts = pgTable(
  'match_texts',
  {
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** preview | recap */
    kind: text().$type<'preview' | 'recap'>().notNull(),
    content: text().notNull(),
    /** local | llm */
    engine: text().notNull(),
    /** The match's modified_at the text was written from: a later change makes it stale. */
    sourceModifiedAt: at(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('match_texts_match_kind_key').on(t.matchId, t.kind)],
)
