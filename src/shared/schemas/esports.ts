import { z } from 'zod'

// The esports API contract (spec §3 Team, Player, Player stat, Team match, Team analysis, Game hub stats), in the
// client's camelCase names. Both the server and the browser import these.

export const GameSlugSchema = z.enum(['cs2', 'lol', 'dota2', 'valorant'])

export const TeamRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  acronym: z.string().nullable(),
  imageUrl: z.string().nullable(),
  currentVideogame: z.string(),
})
export type TeamRef = z.infer<typeof TeamRefSchema>

/** A team as lists show it (§2.10 card). */
export const TeamSummarySchema = TeamRefSchema.extend({
  location: z.string().nullable(),
  /** `countryFlag(location)`, worked out by the server so pages need not download the country table. */
  locationFlag: z.string().nullable(),
  tier: z.string(),
  qualityScore: z.number(),
  pandascoreId: z.number().nullable(),
  tournamentCount: z.number(),
  matchesCount: z.number(),
  prioritySync: z.boolean(),
  playerCount: z.number(),
})
export type TeamSummary = z.infer<typeof TeamSummarySchema>

export const TeamListQuerySchema = z.object({
  game: GameSlugSchema.optional(),
  sort: z.enum(['quality', 'tier', 'name']).default('quality'),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
})
export type TeamListQuery = z.infer<typeof TeamListQuerySchema>
export const TeamListSchema = z.object({ teams: z.array(TeamSummarySchema) })
export type TeamList = z.infer<typeof TeamListSchema>

/** §3 Player, with its embedded team. */
export const PlayerSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nationality: z.string().nullable(),
  /** `countryFlag(nationality)`, worked out by the server so pages need not download the country table. */
  nationalityFlag: z.string().nullable(),
  role: z.string().nullable(),
  imageUrl: z.string().nullable(),
  currentVideogame: z.string().nullable(),
  lastSync: z.string().nullable(),
  team: TeamRefSchema.nullable(),
})
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>

export const PlayerListQuerySchema = z.object({
  game: GameSlugSchema.optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(2000),
})
export type PlayerListQuery = z.infer<typeof PlayerListQuerySchema>
export const PlayerListSchema = z.object({ players: z.array(PlayerSummarySchema) })
export type PlayerList = z.infer<typeof PlayerListSchema>

export const FaqItemSchema = z.object({ question: z.string(), answer: z.string() })
export type FaqItem = z.infer<typeof FaqItemSchema>

/** §2.11 team detail: the team, its roster, and its real rank within its game by quality score. */
export const TeamDetailSchema = z.object({
  team: TeamSummarySchema.extend({
    players: z.array(PlayerSummarySchema),
    faqContent: z.array(FaqItemSchema),
    faqGeneratedAt: z.string().nullable(),
    rank: z.object({ position: z.number(), of: z.number() }),
  }),
})
export type TeamDetail = z.infer<typeof TeamDetailSchema>

export const MapPlayedSchema = z.object({
  name: z.string(),
  result: z.enum(['win', 'loss', 'draw']).nullable(),
})

/** §3 Team match; id is "{pandascore match id}-{teamId}". */
export const TeamMatchSchema = z.object({
  id: z.string(),
  pandascoreMatchId: z.number(),
  matchDate: z.string(),
  result: z.enum(['win', 'loss', 'draw']).nullable(),
  scoreTeam: z.number().nullable(),
  scoreOpponent: z.number().nullable(),
  opponentName: z.string().nullable(),
  opponentAcronym: z.string().nullable(),
  mapsPlayed: z.array(MapPlayedSchema),
  matchType: z.string().nullable(),
  isFinished: z.boolean(),
  tournamentName: z.string().nullable(),
  tournament: z.object({ name: z.string(), tier: z.string(), imageUrl: z.string().nullable() }).nullable(),
  /** The match page (paths.match); null when there is none to link to. */
  matchPath: z.string().nullable(),
})
export type TeamMatch = z.infer<typeof TeamMatchSchema>

export const TeamMatchesQuerySchema = z.object({
  /** past: finished, newest first (default 20); upcoming: not finished, soonest first (default 5). */
  kind: z.enum(['past', 'upcoming']).default('past'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** Only matches at or after this instant: a player's page lists his team's results since he joined it. */
  since: z.iso.datetime({ offset: true }).optional(),
})
export const TeamMatchListSchema = z.object({ matches: z.array(TeamMatchSchema) })
export type TeamMatchList = z.infer<typeof TeamMatchListSchema>

/** §7 get-team-matches: live matches for a team, cached briefly on the server. */
export const GetTeamMatchesBodySchema = z.object({
  game: GameSlugSchema.default('cs2'),
  pandascore_id: z.number().int().positive(),
  teamName: z.string().max(200).optional(),
  upcomingLimit: z.number().int().min(0).max(50).default(3),
  recentLimit: z.number().int().min(0).max(100).default(5),
})
export const LiveMatchesSchema = z.object({
  upcoming: z.array(TeamMatchSchema),
  recent: z.array(TeamMatchSchema),
})
export type LiveMatches = z.infer<typeof LiveMatchesSchema>

/** §3 Team analysis (only the current row is read). */
export const TeamAnalysisSchema = z.object({
  analysis: z.object({ content: z.string(), engine: z.string(), createdAt: z.string() }).nullable(),
})
export type TeamAnalysis = z.infer<typeof TeamAnalysisSchema>

export const TeamFaqSchema = z.object({ items: z.array(FaqItemSchema), generatedAt: z.string().nullable() })
export type TeamFaq = z.infer<typeof TeamFaqSchema>

/** §3 Player stat. */
export const PlayerStatSchema = z.object({
  id: z.string(),
  game: z.string(),
  statType: z.string(),
  statValue: z.union([z.number(), z.string()]),
  matchesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
})
export type PlayerStat = z.infer<typeof PlayerStatSchema>

export const PlayerDetailSchema = z.object({
  player: PlayerSummarySchema.extend({
    stats: z.array(PlayerStatSchema),
    /**
     * When our syncs saw the player join his present team (the newest roster change, when it is that join); null
     * when he was on it from the first sync on, or is on no team.
     */
    joinedTeamAt: z.string().nullable(),
  }),
})
export type PlayerDetail = z.infer<typeof PlayerDetailSchema>

/** §3 Game hub stats. */
export const GameHubStatsSchema = z.object({
  teamsCount: z.number(),
  playersCount: z.number(),
  articlesCount: z.number(),
})
export type GameHubStats = z.infer<typeof GameHubStatsSchema>

/** §3 Sync result. */
export const SyncResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  teams: z.number(),
  players: z.number(),
  errors: z.array(z.string()),
})
export type SyncResult = z.infer<typeof SyncResultSchema>

export const SyncBodySchema = z.object({
  game: GameSlugSchema.optional(),
  forceRefresh: z.boolean().default(false),
})
export type SyncBody = z.infer<typeof SyncBodySchema>

/** POST /admin/sync-pandascore-data as a background run (202): the run to poll. */
export const SyncStartResultSchema = z.object({
  success: z.boolean(),
  runId: z.string(),
  jobId: z.string().nullable(),
  message: z.string(),
})
export type SyncStartResult = z.infer<typeof SyncStartResultSchema>

export const SyncRunStateSchema = z.enum(['queued', 'running', 'done', 'failed'])
export type SyncRunState = z.infer<typeof SyncRunStateSchema>

/** GET /admin/sync-runs/:id: the run's real progress (replaces §9's +10 every 500 ms). */
export const SyncRunSchema = z.object({
  id: z.string(),
  game: z.string().nullable(),
  forceRefresh: z.boolean(),
  status: SyncRunStateSchema,
  progress: z.number(),
  stage: z.string(),
  result: SyncResultSchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type SyncRun = z.infer<typeof SyncRunSchema>

/** POST /teams/:id/auto-sync (§4): whether a sync of the team's game was queued. */
export const TeamAutoSyncResultSchema = z.object({ queued: z.boolean() })
export type TeamAutoSyncResult = z.infer<typeof TeamAutoSyncResultSchema>
