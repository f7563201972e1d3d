import { z } from 'zod'
import { GameSlugSchema } from './esports'

// The matches and events API contract (issue #14; docs/decisions/027-matches-and-events.md). Times are ISO-8601
// instants in UTC; pages convert them to the reader's time zone when they render. A side is TBD when its
// pandascoreId is null. `path` is the page's URL from src/shared/paths.ts, worked out by the server.

export const MatchStatusSchema = z.enum(['not_started', 'running', 'finished', 'canceled', 'postponed'])
export type MatchStatus = z.infer<typeof MatchStatusSchema>

export const MatchSideSchema = z.object({
  /** null: TBD. */
  pandascoreId: z.number().nullable(),
  name: z.string().nullable(),
  acronym: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Our team page, when we hold one for this side. */
  path: z.string().nullable(),
  /** Series score; null before the match starts. */
  score: z.number().nullable(),
})
export type MatchSide = z.infer<typeof MatchSideSchema>

export const MatchTournamentRefSchema = z.object({
  /** The display name, e.g. "Longship Masters Autumn 2026: Playoffs". */
  name: z.string(),
  /** The stage, e.g. "Playoffs". */
  stageName: z.string().nullable(),
  tier: z.string(),
  eventName: z.string().nullable(),
  /** The event page. */
  eventPath: z.string().nullable(),
})

/** A match as lists show it (matches page, team page rows, event schedule, bracket cells). */
export const MatchSummarySchema = z.object({
  pandascoreId: z.number(),
  slug: z.string(),
  path: z.string(),
  game: GameSlugSchema,
  /** PandaScore's name, e.g. "Grand final: GEN vs HLE". */
  name: z.string(),
  status: MatchStatusSchema,
  /** begin_at, else scheduled_at: what lists sort and group on. */
  startsAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  beginAt: z.string().nullable(),
  endAt: z.string().nullable(),
  originalScheduledAt: z.string().nullable(),
  rescheduled: z.boolean(),
  matchType: z.string().nullable(),
  numberOfGames: z.number().nullable(),
  teams: z.tuple([MatchSideSchema, MatchSideSchema]),
  /** 1 or 2: which side won; null before the end, on a draw, and for a canceled match. */
  winner: z.union([z.literal(1), z.literal(2)]).nullable(),
  forfeit: z.boolean(),
  draw: z.boolean(),
  tournament: MatchTournamentRefSchema.nullable(),
})
export type MatchSummary = z.infer<typeof MatchSummarySchema>

export const MatchGameSchema = z.object({
  position: z.number(),
  status: z.enum(['not_started', 'running', 'finished', 'not_played']),
  /** 1 or 2, as on the match. */
  winner: z.union([z.literal(1), z.literal(2)]).nullable(),
  lengthSeconds: z.number().nullable(),
  forfeit: z.boolean(),
  mapName: z.string().nullable(),
})
export type MatchGame = z.infer<typeof MatchGameSchema>

export const MatchStreamSchema = z.object({
  url: z.string(),
  embedUrl: z.string().nullable(),
  language: z.string(),
  main: z.boolean(),
  official: z.boolean(),
})

/** GET /api/matches?section=…: one section of the matches page. */
export const MatchListQuerySchema = z.object({
  section: z.enum(['live', 'upcoming', 'results']),
  game: GameSlugSchema.optional(),
  tier: z.enum(['tier-1', 'tier-2', 'tier-3']).optional(),
  /** upcoming: from this instant (default now); results: before this instant (the cursor). */
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  /** The cursor of the previous page's last row: "{startsAt ISO}_{pandascoreId}". */
  cursor: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export type MatchListQuery = z.infer<typeof MatchListQuerySchema>
export const MatchListSchema = z.object({
  matches: z.array(MatchSummarySchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  next: z.string().nullable(),
})
export type MatchList = z.infer<typeof MatchListSchema>

export const RosterPlayerSchema = z.object({
  pandascoreId: z.number(),
  name: z.string(),
  role: z.string().nullable(),
  nationality: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Our player page, when we hold one. */
  path: z.string().nullable(),
})
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>

export const MatchTextSchema = z.object({
  content: z.string(),
  engine: z.enum(['local', 'llm']),
  createdAt: z.string(),
})

export const TeamFormSchema = z.object({
  /** Last finished matches, newest first (at most 5). */
  recent: z.array(MatchSummarySchema),
  wins: z.number(),
  losses: z.number(),
})

/** GET /api/matches/:game/:slug: everything the match page shows. */
export const MatchDetailSchema = z.object({
  match: MatchSummarySchema,
  games: z.array(MatchGameSchema),
  streams: z.array(MatchStreamSchema),
  headToHead: z.object({
    team1Wins: z.number(),
    team2Wins: z.number(),
    draws: z.number(),
    /** Their earlier finished meetings, newest first (at most 10). */
    matches: z.array(MatchSummarySchema),
  }),
  form: z.tuple([TeamFormSchema, TeamFormSchema]),
  /** Each side's players: the event roster when synced, else the team's current players. */
  rosters: z.tuple([z.array(RosterPlayerSchema), z.array(RosterPlayerSchema)]),
  /** Stories that mention both teams, newest first (at most 6). */
  news: z.array(
    z.object({
      title: z.string(),
      path: z.string(),
      publishedAt: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  preview: MatchTextSchema.nullable(),
  recap: MatchTextSchema.nullable(),
})
export type MatchDetail = z.infer<typeof MatchDetailSchema>

// ---------------------------------------------------------------------------------------------------------
// Events.

export const EventStatusSchema = z.enum(['ongoing', 'upcoming', 'past'])
export type EventStatus = z.infer<typeof EventStatusSchema>

export const EventTeamRefSchema = z.object({
  pandascoreId: z.number(),
  name: z.string(),
  acronym: z.string().nullable(),
  imageUrl: z.string().nullable(),
  path: z.string().nullable(),
})

export const EventSummarySchema = z.object({
  pandascoreId: z.number(),
  slug: z.string(),
  path: z.string(),
  game: GameSlugSchema,
  name: z.string(),
  leagueName: z.string(),
  tier: z.string(),
  status: EventStatusSchema,
  beginAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** As the stages give it, e.g. "250,000 United States Dollar"; null when none does. */
  prizepool: z.string().nullable(),
  /** AF, ASIA, EEU, ME, NA, OCE, SA, WEU. */
  region: z.string().nullable(),
  /** online | offline | online/offline */
  eventType: z.string().nullable(),
  winner: EventTeamRefSchema.nullable(),
  teamCount: z.number(),
})
export type EventSummary = z.infer<typeof EventSummarySchema>

export const EventListQuerySchema = z.object({
  game: GameSlugSchema.optional(),
  status: EventStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const EventListSchema = z.object({
  ongoing: z.array(EventSummarySchema),
  upcoming: z.array(EventSummarySchema),
  past: z.array(EventSummarySchema),
})
export type EventList = z.infer<typeof EventListSchema>

export const StandingRowSchema = z.object({
  rank: z.number(),
  team: EventTeamRefSchema,
  wins: z.number().nullable(),
  losses: z.number().nullable(),
  ties: z.number().nullable(),
  gameWins: z.number().nullable(),
  gameLosses: z.number().nullable(),
})

/** A match in a bracket, with where its sides come from ("Winner of …", "Loser of …"). */
export const BracketMatchSchema = z.object({
  match: MatchSummarySchema,
  from: z.array(z.object({ pandascoreId: z.number(), type: z.enum(['winner', 'loser']) })),
})
export const BracketRoundSchema = z.object({
  /** e.g. "Quarterfinals", "Upper bracket semifinal", "Grand final". */
  label: z.string(),
  matches: z.array(BracketMatchSchema),
})
export const BracketSchema = z.object({
  upper: z.array(BracketRoundSchema),
  lower: z.array(BracketRoundSchema),
  /** The grand final (and a bracket reset), when the bracket has a lower half. */
  final: z.array(BracketRoundSchema),
})
export type Bracket = z.infer<typeof BracketSchema>

export const EventStageSchema = z.object({
  pandascoreId: z.number(),
  /** e.g. "Group Stage", "Playoffs". */
  name: z.string(),
  beginAt: z.string().nullable(),
  endAt: z.string().nullable(),
  tier: z.string(),
  hasBracket: z.boolean(),
  standings: z.array(StandingRowSchema),
  bracket: BracketSchema.nullable(),
  /** The stage's schedule and results, in time order. */
  matches: z.array(MatchSummarySchema),
})

/** GET /api/events/:game/:slug: everything the event page shows. */
export const EventDetailSchema = z.object({
  event: EventSummarySchema,
  stages: z.array(EventStageSchema),
  /** Teams with the players who played this event for them. */
  participants: z.array(EventTeamRefSchema.extend({ players: z.array(RosterPlayerSchema) })),
})
export type EventDetail = z.infer<typeof EventDetailSchema>
