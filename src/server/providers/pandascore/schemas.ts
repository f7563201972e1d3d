import { z } from 'zod'
import { GAME_SLUGS } from '#shared/domain/games'

// PandaScore wire records, trimmed to the fields the product reads. Objects are loose, so fields we do
// not use (and fields PandaScore adds later) pass through untouched. PandaScore sends a field without a
// value as null; `.nullish()` is used where the field may also be missing from trimmed payloads, such as
// the short objects embedded in other records.

/** ISO-8601 time; PandaScore writes UTC with a Z, an offset is accepted too. */
const IsoTime = z.iso.datetime({ offset: true })

export const VideogameSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
})
export type Videogame = z.infer<typeof VideogameSchema>

/** The CS2 marker on records served under the CS:GO videogame ({"id":14,"slug":"cs-2"}). */
export const VideogameTitleSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
})
export type VideogameTitle = z.infer<typeof VideogameTitleSchema>

/** The short team object embedded in players, opponents and tournaments. */
const TeamRefSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullish(),
  acronym: z.string().nullish(),
  location: z.string().nullish(),
  image_url: z.string().nullish(),
})

/** A player as embedded in a team's players[]: no current_team, the team is the parent. */
const TeamPlayerSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  nationality: z.string().nullish(),
  role: z.string().nullish(),
  image_url: z.string().nullish(),
  modified_at: IsoTime.nullish(),
  /** false: retired or released; such a player is on no team (decision 036). */
  active: z.boolean().nullish(),
})

export const PlayerSchema = TeamPlayerSchema.extend({
  current_team: TeamRefSchema.nullish(),
  current_videogame: VideogameSchema.nullish(),
})
export type PandaScorePlayer = z.infer<typeof PlayerSchema>

export const TeamSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  acronym: z.string().nullish(),
  location: z.string().nullish(),
  image_url: z.string().nullish(),
  modified_at: IsoTime.nullish(),
  current_videogame: VideogameSchema.nullish(),
  players: z.array(TeamPlayerSchema).nullish(),
})
export type PandaScoreTeam = z.infer<typeof TeamSchema>

export const LeagueSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullish(),
  image_url: z.string().nullish(),
})
export type PandaScoreLeague = z.infer<typeof LeagueSchema>

export const SerieSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  full_name: z.string().nullish(),
  year: z.number().int().nullish(),
  tier: z.string().nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  league_id: z.number().int().nullish(),
  winner_id: z.number().int().nullish(),
  modified_at: IsoTime.nullish(),
})
export type PandaScoreSerie = z.infer<typeof SerieSchema>

/**
 * The tournament object embedded in a match (a stage of an event). region/country/type come with PandaScore's
 * context fields (2.58.0): absent on older payloads, null when unknown.
 */
export const TournamentRefSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullish(),
  tier: z.string().nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  league_id: z.number().int().nullish(),
  serie_id: z.number().int().nullish(),
  region: z.string().nullish(),
  country: z.string().nullish(),
  type: z.string().nullish(),
  /** Free text, e.g. "5,000 United States Dollar". */
  prizepool: z.string().nullish(),
  has_bracket: z.boolean().nullish(),
  live_supported: z.boolean().nullish(),
  winner_id: z.number().int().nullish(),
  winner_type: z.string().nullish(),
  modified_at: IsoTime.nullish(),
})
export type PandaScoreTournamentRef = z.infer<typeof TournamentRefSchema>

/** A tournament from /tournaments, with its league, serie and videogame embedded. */
export const TournamentSchema = TournamentRefSchema.extend({
  league: LeagueSchema,
  serie: SerieSchema,
  videogame: VideogameSchema,
  videogame_title: VideogameTitleSchema.nullish(),
})
export type PandaScoreTournament = z.infer<typeof TournamentSchema>

const MATCH_STATUSES = ['not_started', 'running', 'finished', 'canceled', 'postponed'] as const
const GAME_STATUSES = ['not_started', 'running', 'finished', 'not_played'] as const

const OpponentSchema = z.looseObject({
  // "Team" for the four games we carry; "Player" exists for one-versus-one titles.
  type: z.string(),
  opponent: TeamRefSchema,
})

/** A side's series score; paired with opponents by team_id, never by index (pitfalls). */
const MatchResultSchema = z.looseObject({
  team_id: z.number().int().nullish(),
  score: z.number().int().nullish(),
})

const MatchGameSchema = z.looseObject({
  id: z.number().int(),
  position: z.number().int(),
  status: z.enum(GAME_STATUSES),
  finished: z.boolean().nullish(),
  forfeit: z.boolean().nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  /** Seconds; null while not finished and on forfeits. */
  length: z.number().int().nullish(),
  // Upcoming matches carry placeholder games: {"id": null, "type": "Team"}.
  winner: z.looseObject({ id: z.number().int().nullish(), type: z.string().nullish() }).nullish(),
  // Only some endpoints carry the map; absent or null means "not known", never "no map".
  map: z.looseObject({ name: z.string().min(1) }).nullish(),
})
export type PandaScoreGame = z.infer<typeof MatchGameSchema>

const StreamSchema = z.looseObject({
  raw_url: z.string().nullish(),
  embed_url: z.string().nullish(),
  language: z.string().nullish(),
  main: z.boolean().nullish(),
  official: z.boolean().nullish(),
})

/** A bracket link: the winner (or loser) of match_id plays this match. */
const PreviousMatchSchema = z.looseObject({
  match_id: z.number().int(),
  type: z.enum(['winner', 'loser']),
})

export const MatchSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
  status: z.enum(MATCH_STATUSES),
  match_type: z.string().nullish(),
  number_of_games: z.number().int().nullish(),
  // Canceled matches have been seen with every time null.
  scheduled_at: IsoTime.nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  original_scheduled_at: IsoTime.nullish(),
  rescheduled: z.boolean().nullish(),
  modified_at: IsoTime.nullish(),
  draw: z.boolean().nullish(),
  forfeit: z.boolean().nullish(),
  winner_id: z.number().int().nullish(),
  // "Team" even before a winner exists: read winner_id / winner, never winner_type.
  winner: TeamRefSchema.nullish(),
  videogame: VideogameSchema,
  videogame_title: VideogameTitleSchema.nullish(),
  league: LeagueSchema,
  serie: SerieSchema,
  tournament: TournamentRefSchema,
  /** 0, 1 or 2 entries: fewer than 2 while a side is TBD. */
  opponents: z.array(OpponentSchema),
  results: z.array(MatchResultSchema).nullish(),
  games: z.array(MatchGameSchema).nullish(),
  streams_list: z.array(StreamSchema).nullish(),
  /** Bracket links (from /tournaments/{id}/brackets); [] elsewhere and in a bracket's first round. */
  previous_matches: z
    .array(PreviousMatchSchema)
    .nullish()
    .transform((links) => links ?? []),
})
export type PandaScoreMatch = z.infer<typeof MatchSchema>

/**
 * A match of /tournaments/{id}/brackets: the match fields without league, serie or tournament objects, plus
 * previous_matches. Only the links are read from it (the full match comes from the match lists).
 */
export const BracketMatchSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  tournament_id: z.number().int().nullish(),
  previous_matches: z
    .array(PreviousMatchSchema)
    .nullish()
    .transform((links) => links ?? []),
})
export type PandaScoreBracketMatch = z.infer<typeof BracketMatchSchema>

/**
 * One row of /tournaments/{id}/standings: a group table row (wins, losses, ties only if any, game_* since
 * 2.57.0) or a bracket placing (last_match, a BaseMatch).
 */
export const StandingSchema = z.looseObject({
  rank: z.number().int(),
  team: TeamRefSchema,
  wins: z.number().int().nullish(),
  losses: z.number().int().nullish(),
  ties: z.number().int().nullish(),
  total: z.number().int().nullish(),
  game_wins: z.number().int().nullish(),
  game_losses: z.number().int().nullish(),
  game_ties: z.number().int().nullish(),
  last_match: z.looseObject({ id: z.number().int() }).nullish(),
})
export type PandaScoreStanding = z.infer<typeof StandingSchema>

/** One team of /tournaments/{id}/rosters with the players who played the stage for it. */
export const RosterTeamSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string().nullish(),
  image_url: z.string().nullish(),
  players: z.array(TeamPlayerSchema).nullish(),
})
export type PandaScoreRosterTeam = z.infer<typeof RosterTeamSchema>

/** /tournaments/{id}/rosters: {"type":"Team","rosters":[team + players]} (or "Player" for 1v1 titles). */
export const TournamentRostersSchema = z.looseObject({
  type: z.string(),
  rosters: z.array(RosterTeamSchema),
})
export type PandaScoreTournamentRosters = z.infer<typeof TournamentRostersSchema>

/**
 * What the sync reads per tournament besides its matches: /standings, /brackets (bracket links) and /rosters.
 * null: not read (the tournament did not change, or the request failed), so what is stored stays.
 */
export const TournamentDetailsSchema = z.looseObject({
  tournament_id: z.number().int(),
  standings: z.array(StandingSchema).nullish(),
  brackets: z.array(BracketMatchSchema).nullish(),
  rosters: TournamentRostersSchema.nullish(),
})
export type PandaScoreTournamentDetails = z.infer<typeof TournamentDetailsSchema>

/**
 * Our own player-stat shape (fixtures/pandascore/README.md): PandaScore's player-stats endpoints differ
 * per game and plan, so the data set stores the few numbers the player page shows in one flat form.
 */
export const PlayerStatSchema = z.object({
  player_id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  // §2.13 shows stat_type with underscores as spaces, so underscores are the only separator.
  stat_type: z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/),
  stat_value: z.union([z.number(), z.string()]),
  matches_played: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
})
export type PlayerStat = z.infer<typeof PlayerStatSchema>

/** fixtures/pandascore/meta.json: the instant the bundled times were written relative to. */
export const BundledMetaSchema = z.looseObject({
  anchor: IsoTime,
})
