import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tsvector } from './types'

export interface FaqItem {
  question: string
  answer: string
}

export interface MapPlayed {
  name: string
  result: 'win' | 'loss' | 'draw' | null
}

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

// §3 Team.
export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    pandascoreId: integer().unique(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    acronym: text(),
    location: text(),
    imageUrl: text(),
    currentVideogame: text().notNull(),
    tier: text().notNull().default('unknown'),
    qualityScore: real().notNull().default(0),
    tournamentCount: integer().notNull().default(0),
    prioritySync: boolean().notNull().default(false),
    matchesCount: integer().notNull().default(0),
    faqContent: jsonb().$type<FaqItem[]>().notNull().default([]),
    faqGeneratedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(acronym, '')), 'A') || setweight(to_tsvector('simple', coalesce(location, '')), 'C')`,
    ),
  },
  (t) => [
    index('teams_quality_idx').on(t.qualityScore.desc().nullsFirst(), t.name),
    // A game's directory in its order (quality, then name): the first page is read off the index (decision 042).
    index('teams_game_quality_idx').on(t.currentVideogame, t.qualityScore.desc().nullsFirst(), t.name),
    index('teams_search_gin').using('gin', t.search),
    index('teams_name_trgm').using('gin', sql`search_fold(${t.name}) gin_trgm_ops`),
  ],
)

// §3 Player.
export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    pandascoreId: integer().unique(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    firstName: text(),
    lastName: text(),
    nationality: text(),
    role: text(),
    imageUrl: text(),
    currentVideogame: text(),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    lastSync: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'B')`,
    ),
  },
  (t) => [
    index('players_team_idx').on(t.teamId),
    index('players_name_idx').on(sql`lower(${t.name})`, t.name),
    index('players_search_gin').using('gin', t.search),
    index('players_name_trgm').using('gin', sql`search_fold(${t.name}) gin_trgm_ops`),
    index('players_real_name_trgm').using(
      'gin',
      sql`search_fold(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
)

// §3 Player stat. stat_value is a number or a string, so it is kept as JSON.
export const playerStats = pgTable(
  'player_stats',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    game: text().notNull(),
    statType: text().notNull(),
    statValue: jsonb().$type<number | string>().notNull(),
    matchesPlayed: integer().notNull().default(0),
    wins: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('player_stats_player_game_type_key').on(t.playerId, t.game, t.statType)],
)

/** §Event: one PandaScore serie, e.g. "Longship Masters Autumn 2026". */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    pandascoreId: integer().notNull().unique(),
    game: text().notNull(),
    /** URL slug: the slugified name, then "-{pandascoreId}" (docs/decisions/027). */
    slug: text().notNull().unique(),
    /** "{league} {serie full name}", e.g. "Longship Masters Autumn 2026". */
    name: text().notNull(),
    leaguePandascoreId: integer(),
    leagueName: text().notNull(),
    leagueImageUrl: text(),
    serieName: text(),
    year: integer(),
    /** Best tier of its stages, as ours (tier-1, tier-2, tier-3, unknown; src/shared/domain/tiers.ts). */
    tier: text().notNull().default('unknown'),
    beginAt: timestamp({ withTimezone: true, mode: 'date' }),
    endAt: timestamp({ withTimezone: true, mode: 'date' }),
    winnerPandascoreId: integer(),
    /** PandaScore's modified_at of the serie. */
    modifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
    /** The chat's full-text search over events: name, league and serie ('simple', no stemming). */
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(league_name, '') || ' ' || coalesce(serie_name, ''))`,
    ),
  },
  (t) => [
    index('events_search_gin').using('gin', t.search),
    index('events_game_begin_idx').on(t.game, t.beginAt),
    index('events_game_end_idx').on(t.game, t.endAt),
  ],
)

/** A tournament is one stage of an event ("Group Stage", "Playoffs"); see schema/matches.ts. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid().primaryKey().defaultRandom(),
    pandascoreId: integer().unique(),
    /** "{league} {serie}: {stage}", e.g. "Longship Masters Autumn 2026: Playoffs" (tournamentDisplayName). */
    name: text().notNull(),
    tier: text().notNull().default('unknown'),
    imageUrl: text(),
    game: text().notNull(),
    leagueName: text(),
    serieName: text(),
    beginAt: timestamp({ withTimezone: true, mode: 'date' }),
    endAt: timestamp({ withTimezone: true, mode: 'date' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    /** PandaScore's own tournament name: the stage, e.g. "Playoffs". */
    stageName: text(),
    leaguePandascoreId: integer(),
    seriePandascoreId: integer(),
    /** PandaScore region: AF, ASIA, EEU, ME, NA, OCE, SA, WEU. */
    region: text(),
    /** ISO 3166-1 alpha-2 of an offline event. */
    country: text(),
    /** online | offline | online/offline */
    eventType: text(),
    /** Free text as PandaScore gives it, e.g. "250,000 United States Dollar". */
    prizepool: text(),
    hasBracket: boolean().notNull().default(false),
    liveSupported: boolean().notNull().default(false),
    winnerPandascoreId: integer(),
    /** PandaScore's modified_at. */
    modifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('tournaments_event_begin_idx').on(t.eventId, t.beginAt)],
)

// §3 Team match: one row per (match, side we hold a team page for), so each side sees itself as "team". Since
// issue #14 it is a view over matches + match_games + teams (migration 0016; docs/decisions/027): one source of
// truth, read only. Canceled and postponed matches and matches without a time are not team rows.
export const teamMatches = pgView('team_matches', {
  /** Stable per (match, side). */
  id: uuid('id').notNull(),
  pandascoreMatchId: integer('pandascore_match_id').notNull(),
  teamId: uuid('team_id').notNull(),
  opponentTeamId: uuid('opponent_team_id'),
  tournamentId: uuid('tournament_id'),
  game: text('game').notNull(),
  matchDate: timestamp('match_date', { withTimezone: true, mode: 'date' }).notNull(),
  /** win | loss | draw; null until finished. */
  result: text('result'),
  scoreTeam: integer('score_team'),
  scoreOpponent: integer('score_opponent'),
  /** null: the opponent is still TBD. */
  opponentName: text('opponent_name'),
  opponentAcronym: text('opponent_acronym'),
  mapsPlayed: jsonb('maps_played').$type<MapPlayed[]>().notNull(),
  matchType: text('match_type'),
  isFinished: boolean('is_finished').notNull(),
  tournamentName: text('tournament_name'),
  /** The match page's slug (paths.match). */
  matchSlug: text('match_slug').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}).existing()

// §3 Team ranking.
export const teamRankings = pgTable(
  'team_rankings',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    game: text().notNull(),
    rank: integer().notNull(),
    points: integer(),
    rankingDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('team_rankings_team_game_date_key').on(t.teamId, t.game, t.rankingDate)],
)

// §3 Team analysis: only the row with is_current true is read.
export const teamAnalysis = pgTable(
  'team_analysis',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    analysisType: text().notNull().default('current_form'),
    isCurrent: boolean().notNull().default(true),
    content: text().notNull(),
    engine: text().notNull().default('local'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_analysis_current_key').on(t.teamId, t.analysisType).where(sql`is_current`)],
)

/** What a finished sync run stores: the §3 Sync result plus the PandaScore ids of the teams it wrote. */
export interface SyncRunResult {
  success: boolean
  message: string
  teams: number
  players: number
  errors: string[]
  /** Teams this run synced; a later run without force refresh skips them for a while (ADR 009). */
  syncedTeamIds: number[]
}

// §2.24 Team quality sync: one row per run of sync-pandascore-data, so the admin page can follow a
// background run (pg-boss job output cannot be updated while the job runs).
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** null: all games. */
    game: text(),
    forceRefresh: boolean().notNull().default(false),
    /** queued | running | done | failed */
    status: text().notNull().default('queued'),
    progress: integer().notNull().default(0),
    stage: text().notNull().default('queued'),
    result: jsonb().$type<SyncRunResult>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sync_runs_status_finished_idx').on(t.status, t.finishedAt.desc())],
)
