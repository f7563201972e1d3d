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
})
export type PandaScoreSerie = z.infer<typeof SerieSchema>

/** The tournament object embedded in a match. */
export const TournamentRefSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullish(),
  tier: z.string().nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  league_id: z.number().int().nullish(),
  serie_id: z.number().int().nullish(),
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

const OpponentSchema = z.looseObject({
  // "Team" for the four games we carry; "Player" exists for one-versus-one titles.
  type: z.string(),
  opponent: TeamRefSchema,
})

const MatchResultSchema = z.looseObject({
  team_id: z.number().int().nullish(),
  score: z.number().int().nullish(),
})

const MatchGameSchema = z.looseObject({
  id: z.number().int(),
  position: z.number().int(),
  status: z.string(),
  finished: z.boolean().nullish(),
  winner: z.looseObject({ id: z.number().int().nullable(), type: z.string().nullish() }).nullish(),
  // Only some endpoints carry the map; absent or null means "not known", never "no map".
  map: z.looseObject({ name: z.string().min(1) }).nullish(),
})

export const MatchSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
  status: z.enum(MATCH_STATUSES),
  match_type: z.string().nullish(),
  number_of_games: z.number().int().nullish(),
  scheduled_at: IsoTime.nullish(),
  begin_at: IsoTime.nullish(),
  end_at: IsoTime.nullish(),
  draw: z.boolean().nullish(),
  forfeit: z.boolean().nullish(),
  winner_id: z.number().int().nullish(),
  videogame: VideogameSchema,
  videogame_title: VideogameTitleSchema.nullish(),
  league: LeagueSchema,
  serie: SerieSchema,
  tournament: TournamentRefSchema,
  opponents: z.array(OpponentSchema),
  results: z.array(MatchResultSchema).nullish(),
  games: z.array(MatchGameSchema).nullish(),
})
export type PandaScoreMatch = z.infer<typeof MatchSchema>

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
