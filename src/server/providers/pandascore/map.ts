import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { countryNameFromIso2 } from '#shared/domain/countries'
import type { GameSlug } from '#shared/domain/games'
import { slugify } from '#shared/domain/slug'
import { type Tier, tierFromPandaScore, tierRank } from '#shared/domain/tiers'
import type { MapPlayed, players, playerStats, teamMatches, teams, tournaments } from '../../db/schema/index'
import {
  MatchSchema,
  type PandaScoreLeague,
  type PandaScoreMatch,
  type PandaScorePlayer,
  type PandaScoreSerie,
  type PandaScoreTeam,
  type PandaScoreTournament,
  type PandaScoreTournamentRef,
  PlayerSchema,
  type PlayerStat,
  PlayerStatSchema,
  TeamSchema,
  TournamentSchema,
  type Videogame,
  type VideogameTitle,
} from './schemas'

// PandaScore → product rows. Pure: no I/O, no database, no clock (the caller passes `now`). The rows
// carry deterministic ids, so a re-import of the same records upserts the same rows and the foreign
// keys (players.team_id, team_matches.team_id, ...) link without a round trip to the database.

export type TournamentRow = typeof tournaments.$inferInsert
export type TeamRow = typeof teams.$inferInsert
export type PlayerRow = typeof players.$inferInsert
export type PlayerStatRow = typeof playerStats.$inferInsert
export type TeamMatchRow = typeof teamMatches.$inferInsert

const DAY_MS = 86_400_000

// ---------------------------------------------------------------------------------------------------------
// Ids.

// A fixed namespace of our own, so ids are UUID v5 (RFC 9562 name-based, SHA-1) and never collide with
// the random v4 ids the tables default to.
const ROW_ID_NAMESPACE = Buffer.from('6b0e3d4a2f5c4e8b9a1d7c3e5f2a4b6c', 'hex')

/** Deterministic UUID v5 for a row, from its kind and its PandaScore key(s). */
export function esportsRowId(kind: string, ...keys: readonly (string | number)[]): string {
  const hash = createHash('sha1')
    .update(ROW_ID_NAMESPACE)
    .update(`pandascore:${kind}:${keys.join(':')}`)
    .digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// ---------------------------------------------------------------------------------------------------------
// Games.

const GAME_BY_VIDEOGAME_SLUG: Readonly<Record<string, GameSlug>> = {
  'cs-go': 'cs2',
  csgo: 'cs2',
  'cs-2': 'cs2',
  cs2: 'cs2',
  'league-of-legends': 'lol',
  lol: 'lol',
  'dota-2': 'dota2',
  dota2: 'dota2',
  valorant: 'valorant',
}

function isCs2Title(title: Pick<VideogameTitle, 'name' | 'slug'>): boolean {
  return /^cs-?2$/i.test(title.slug) || /counter-strike 2/i.test(title.name)
}

/**
 * The product game of a PandaScore videogame. PandaScore serves CS2 under the CS:GO videogame and marks
 * it with videogame_title "cs-2". Decision: under CS:GO, a CS2 title or no title at all is cs2 (team and
 * player records never carry a title, and the product's only Counter-Strike is CS2); a title naming
 * anything else (the CS:GO era, before September 2023) is undefined, so old-game matches are not counted
 * in a CS2 team's form. The title is ignored for the other games.
 */
export function gameFromVideogame(
  videogame: Pick<Videogame, 'slug'> | null | undefined,
  videogameTitle?: Pick<VideogameTitle, 'name' | 'slug'> | null,
): GameSlug | undefined {
  if (!videogame) return undefined
  const game = GAME_BY_VIDEOGAME_SLUG[videogame.slug.trim().toLowerCase()]
  if (game === 'cs2' && videogameTitle && !isCs2Title(videogameTitle)) return undefined
  return game
}

// ---------------------------------------------------------------------------------------------------------
// Times.

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

function shiftIso(text: string, offsetMs: number): string {
  const shifted = new Date(Date.parse(text) + offsetMs).toISOString()
  // Keep PandaScore's whole-second form when the shift leaves whole seconds.
  return shifted.endsWith('.000Z') ? `${shifted.slice(0, -5)}Z` : shifted
}

/**
 * A deep copy of a JSON value with every ISO-8601 date-time string moved by offsetMs. Date-only strings
 * (a player's birthday) are left alone: they are facts about a person, not about the schedule.
 */
export function shiftTimes<T>(value: T, offsetMs: number): T {
  if (typeof value === 'string') {
    return (
      ISO_DATETIME.test(value) && !Number.isNaN(Date.parse(value)) ? shiftIso(value, offsetMs) : value
    ) as T
  }
  if (Array.isArray(value)) return value.map((item) => shiftTimes(item, offsetMs)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftTimes(item, offsetMs)]),
    ) as T
  }
  return value
}

/**
 * The shift that moves bundled times from their anchor to today: (now − anchor) rounded to whole days,
 * so a match written at 18:00 UTC stays at 18:00 UTC. The fixture generator keeps every match at least
 * 12 hours from the anchor, so the rounding never turns a finished match into a future one.
 */
export function bundledTimeOffset(anchor: Date, now: Date): number {
  return Math.round((now.getTime() - anchor.getTime()) / DAY_MS) * DAY_MS
}

function toDate(iso: string | null | undefined): Date | null {
  return iso ? new Date(iso) : null
}

// ---------------------------------------------------------------------------------------------------------
// Tournaments.

/**
 * The readable tournament name shown on match rows ("Unknown Tournament" otherwise, §2.11):
 * "{league} {serie full name}: {tournament}", e.g. "Longship Masters Autumn 2026: Playoffs". A serie
 * name that already starts with the league name is not repeated.
 */
export function tournamentDisplayName(
  league: Pick<PandaScoreLeague, 'name'> | null | undefined,
  serie: Pick<PandaScoreSerie, 'full_name' | 'name' | 'year'> | null | undefined,
  tournament: Pick<PandaScoreTournamentRef, 'name'>,
): string {
  const leagueName = league?.name.trim() ?? ''
  const serieName = (serie?.full_name ?? [serie?.name, serie?.year].filter(Boolean).join(' ')).trim()
  const head = serieName.toLowerCase().startsWith(leagueName.toLowerCase())
    ? serieName
    : [leagueName, serieName].filter(Boolean).join(' ')
  const name = tournament.name.trim()
  if (!head) return name
  return name ? `${head}: ${name}` : head
}

/** The tier of a tournament; PandaScore grades tournaments since 2023 and series before, so the tournament wins. */
function tournamentTier(
  tournament: Pick<PandaScoreTournamentRef, 'tier'>,
  serie: Pick<PandaScoreSerie, 'tier'>,
): Tier {
  return tierFromPandaScore(tournament.tier ?? serie.tier)
}

/** A tournaments row; undefined when the tournament belongs to a game the product does not carry. */
export function mapTournament(tournament: PandaScoreTournament): TournamentRow | undefined {
  const game = gameFromVideogame(tournament.videogame, tournament.videogame_title)
  if (!game) return undefined
  return {
    id: esportsRowId('tournament', tournament.id),
    pandascoreId: tournament.id,
    name: tournamentDisplayName(tournament.league, tournament.serie, tournament),
    tier: tournamentTier(tournament, tournament.serie),
    imageUrl: tournament.league.image_url ?? null,
    game,
    leagueName: tournament.league.name,
    serieName: tournament.serie.full_name ?? tournament.serie.name ?? null,
    beginAt: toDate(tournament.begin_at ?? tournament.serie.begin_at),
    endAt: toDate(tournament.end_at ?? tournament.serie.end_at),
  }
}

/** The tournament a match is played in, in the /tournaments shape, for tournaments not listed on their own. */
function tournamentOfMatch(match: PandaScoreMatch): PandaScoreTournament {
  return {
    ...match.tournament,
    league: match.league,
    serie: match.serie,
    videogame: match.videogame,
    videogame_title: match.videogame_title,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Matches.

export type TeamOpponent = PandaScoreMatch['opponents'][number]['opponent']

/** Why a match gets no rows, or undefined when it gets them. Skipping is not an error. */
export function matchSkipReason(match: PandaScoreMatch): string | undefined {
  // Canceled and postponed matches will not be played as scheduled; the product shows neither.
  if (match.status === 'canceled' || match.status === 'postponed') return match.status
  if (!gameFromVideogame(match.videogame, match.videogame_title)) return 'videogame not carried'
  if (match.opponents.length !== 2 || match.opponents.some((o) => o.type !== 'Team')) {
    return 'opponents not decided'
  }
  if (!(match.begin_at ?? match.scheduled_at)) return 'no date'
  return undefined
}

function sides(match: PandaScoreMatch): [TeamOpponent, TeamOpponent] | undefined {
  const [first, second] = match.opponents
  return first && second ? [first.opponent, second.opponent] : undefined
}

function resultFor(match: PandaScoreMatch, teamId: number): MapPlayed['result'] {
  if (match.status !== 'finished') return null
  if (match.draw) return 'draw'
  if (match.winner_id === teamId) return 'win'
  if (match.winner_id != null) return 'loss'
  return null
}

function scoreFor(match: PandaScoreMatch, teamId: number): number | null {
  // §2.11 shows TBD until there is a score; a not-started match's 0-0 is not a score.
  if (match.status === 'not_started') return null
  return match.results?.find((r) => r.team_id === teamId)?.score ?? null
}

function mapsFor(match: PandaScoreMatch, teamId: number): MapPlayed[] {
  return [...(match.games ?? [])]
    .filter((game) => game.map?.name && (game.finished === true || game.status === 'finished'))
    .sort((a, b) => a.position - b.position)
    .map((game) => {
      const winnerId = game.winner?.id
      const result: MapPlayed['result'] = winnerId == null ? null : winnerId === teamId ? 'win' : 'loss'
      return { name: game.map?.name ?? '', result }
    })
}

/**
 * The two team_matches rows of a match, one per side, each from that side's point of view (§3 Team
 * match). A side whose team is not in teamIdsByPandascoreId gets no row of its own (team_id is
 * required) but still appears as the other side's opponent. Skipped matches (matchSkipReason) give [].
 */
export function mapMatch(
  match: PandaScoreMatch,
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
  tournamentIdsByPandascoreId: ReadonlyMap<number, string>,
): TeamMatchRow[] {
  if (matchSkipReason(match)) return []
  const game = gameFromVideogame(match.videogame, match.videogame_title)
  const pair = sides(match)
  const date = match.begin_at ?? match.scheduled_at
  if (!game || !pair || !date) return []
  const tournamentName = tournamentDisplayName(match.league, match.serie, match.tournament)
  const rows: TeamMatchRow[] = []
  for (const [team, opponent] of [pair, [pair[1], pair[0]]] as const) {
    const teamId = teamIdsByPandascoreId.get(team.id)
    if (!teamId) continue
    rows.push({
      id: esportsRowId('team-match', match.id, team.id),
      pandascoreMatchId: match.id,
      teamId,
      opponentTeamId: teamIdsByPandascoreId.get(opponent.id) ?? null,
      tournamentId: tournamentIdsByPandascoreId.get(match.tournament.id) ?? null,
      game,
      matchDate: new Date(date),
      result: resultFor(match, team.id),
      scoreTeam: scoreFor(match, team.id),
      scoreOpponent: scoreFor(match, opponent.id),
      opponentName: opponent.name,
      opponentAcronym: opponent.acronym ?? null,
      mapsPlayed: mapsFor(match, team.id),
      matchType: match.match_type ?? null,
      isFinished: match.status === 'finished',
      tournamentName,
    })
  }
  return rows
}

// ---------------------------------------------------------------------------------------------------------
// Teams: activity and quality score (docs/decisions/002-team-quality-score.md).

export interface TeamActivity {
  game: GameSlug
  /** Best tier of the tournaments the team has matches in (canceled and postponed ones aside). */
  tier: Tier
  tournamentIds: Set<number>
  /** Finished matches. */
  finished: number
  wins: number
  losses: number
  draws: number
  /** Finished matches that began in the last RECENT_ACTIVITY_DAYS before now. */
  recentFinished: number
}

export const RECENT_ACTIVITY_DAYS = 30

/** Per PandaScore team id, what the team did in these matches. Skipped matches do not count. */
export function collectTeamActivity(
  matches: readonly PandaScoreMatch[],
  now: Date,
): Map<number, TeamActivity> {
  const activity = new Map<number, TeamActivity>()
  const recentFrom = now.getTime() - RECENT_ACTIVITY_DAYS * DAY_MS
  for (const match of matches) {
    const game = gameFromVideogame(match.videogame, match.videogame_title)
    const pair = sides(match)
    if (matchSkipReason(match) || !game || !pair) continue
    const tier = tournamentTier(match.tournament, match.serie)
    const at = Date.parse(match.begin_at ?? match.scheduled_at ?? '')
    for (const team of pair) {
      const entry = activity.get(team.id) ?? {
        game,
        tier: 'unknown',
        tournamentIds: new Set<number>(),
        finished: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        recentFinished: 0,
      }
      entry.tournamentIds.add(match.tournament.id)
      if (tierRank(tier) < tierRank(entry.tier)) entry.tier = tier
      if (match.status === 'finished') {
        entry.finished++
        const result = resultFor(match, team.id)
        if (result === 'win') entry.wins++
        else if (result === 'loss') entry.losses++
        else if (result === 'draw') entry.draws++
        if (at >= recentFrom && at <= now.getTime()) entry.recentFinished++
      }
      activity.set(team.id, entry)
    }
  }
  return activity
}

// The quality score's parts; their sum is at most 45 + 40 + 15 = 100.
const TIER_POINTS: Readonly<Record<Tier, number>> = { 'tier-1': 45, 'tier-2': 30, 'tier-3': 15, unknown: 5 }
const WIN_RATE_POINTS = 40
const ACTIVITY_POINTS = 15
/** Finished matches in the recent window that count as fully active. */
const ACTIVITY_SATURATION = 6
/** Prior of two wins and two losses, so a 1-0 team does not outrank a 25-5 one. */
const WIN_RATE_PRIOR = 2

export interface TeamQualityInput {
  tier: Tier
  wins: number
  losses: number
  draws: number
  recentFinished: number
}

/**
 * Team quality score, 0 to 100, one decimal (ADR 002): tier points (45/30/15/5) + 40 × smoothed win
 * rate ((wins + draws/2 + 2) / (finished + 4)) + 15 × min(recent finished matches, 6) / 6.
 */
export function teamQualityScore(input: TeamQualityInput): number {
  const finished = input.wins + input.losses + input.draws
  const winRate = (input.wins + input.draws / 2 + WIN_RATE_PRIOR) / (finished + 2 * WIN_RATE_PRIOR)
  const activity = Math.min(input.recentFinished, ACTIVITY_SATURATION) / ACTIVITY_SATURATION
  const score = TIER_POINTS[input.tier] + WIN_RATE_POINTS * winRate + ACTIVITY_POINTS * activity
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10
}

function slugOf(slug: string | null | undefined, name: string, kind: string, id: number): string {
  return slugify(slug ?? '') || slugify(name) || `${kind}-${id}`
}

/**
 * A teams row. The game comes from current_videogame, else from the team's matches; undefined when
 * neither names a game the product carries.
 */
export function mapTeam(team: PandaScoreTeam, activity: TeamActivity | undefined): TeamRow | undefined {
  const game = gameFromVideogame(team.current_videogame) ?? activity?.game
  if (!game) return undefined
  const tier = activity?.tier ?? 'unknown'
  return {
    id: esportsRowId('team', team.id),
    pandascoreId: team.id,
    name: team.name.trim(),
    slug: slugOf(team.slug, team.name, 'team', team.id),
    acronym: team.acronym?.trim() || null,
    // §3: location is a country name; PandaScore sends ISO alpha-2.
    location: countryNameFromIso2(team.location) ?? null,
    imageUrl: team.image_url ?? null,
    currentVideogame: game,
    tier,
    qualityScore: teamQualityScore({
      tier,
      wins: activity?.wins ?? 0,
      losses: activity?.losses ?? 0,
      draws: activity?.draws ?? 0,
      recentFinished: activity?.recentFinished ?? 0,
    }),
    tournamentCount: activity?.tournamentIds.size ?? 0,
    matchesCount: activity?.finished ?? 0,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Players and their stats.

export interface MapPlayerOptions {
  now: Date
  /** The game when the player record has no current_videogame (a player embedded in a team). */
  fallbackGame?: GameSlug
}

/** A players row, linked to its team row by the PandaScore id of current_team. */
export function mapPlayer(
  player: PandaScorePlayer,
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
  options: MapPlayerOptions,
): PlayerRow {
  const teamPandascoreId = player.current_team?.id
  return {
    id: esportsRowId('player', player.id),
    pandascoreId: player.id,
    slug: slugOf(player.slug, player.name, 'player', player.id),
    name: player.name.trim(),
    firstName: player.first_name?.trim() || null,
    lastName: player.last_name?.trim() || null,
    nationality: countryNameFromIso2(player.nationality) ?? null,
    role: player.role?.trim() || null,
    imageUrl: player.image_url ?? null,
    currentVideogame: gameFromVideogame(player.current_videogame) ?? options.fallbackGame ?? null,
    teamId: teamPandascoreId === undefined ? null : (teamIdsByPandascoreId.get(teamPandascoreId) ?? null),
    lastSync: options.now,
  }
}

/** A player_stats row; undefined when the player is not in playerIdsByPandascoreId. */
export function mapPlayerStat(
  stat: PlayerStat,
  playerIdsByPandascoreId: ReadonlyMap<number, string>,
): PlayerStatRow | undefined {
  const playerId = playerIdsByPandascoreId.get(stat.player_id)
  if (!playerId) return undefined
  return {
    id: esportsRowId('player-stat', stat.player_id, stat.game, stat.stat_type),
    playerId,
    game: stat.game,
    statType: stat.stat_type,
    statValue: stat.stat_value,
    matchesPlayed: stat.matches_played,
    wins: stat.wins,
    losses: stat.losses,
  }
}

/** The stat a source without player statistics gets: the player's match record with their current team. */
export const MATCH_RECORD_STAT = 'match_win_rate'

/**
 * For a source without per-player statistics (PandaScore's player-stat endpoints differ per game and plan), each
 * rostered player's record with their current team over the finished matches synced for it: one
 * `match_win_rate` stat (wins / (wins + losses) as a percentage, 2 decimals), with matches played (draws
 * included), wins and losses. Players whose team played no finished match get none.
 */
export function matchRecordStats(
  game: PlayerStat['game'],
  players: readonly PandaScorePlayer[],
  teamMatches: readonly TeamMatchRow[],
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
): PlayerStat[] {
  const records = new Map<string, { wins: number; losses: number; draws: number }>()
  for (const row of teamMatches) {
    if (!row.result) continue
    const record = records.get(row.teamId) ?? { wins: 0, losses: 0, draws: 0 }
    if (row.result === 'win') record.wins++
    else if (row.result === 'loss') record.losses++
    else record.draws++
    records.set(row.teamId, record)
  }
  const stats: PlayerStat[] = []
  for (const player of players) {
    const teamId = player.current_team ? teamIdsByPandascoreId.get(player.current_team.id) : undefined
    const record = teamId ? records.get(teamId) : undefined
    if (!record) continue
    const decided = record.wins + record.losses
    stats.push({
      player_id: player.id,
      game,
      stat_type: MATCH_RECORD_STAT,
      stat_value: decided ? Math.round((record.wins / decided) * 10_000) / 100 : 0,
      matches_played: decided + record.draws,
      wins: record.wins,
      losses: record.losses,
    })
  }
  return stats
}

// ---------------------------------------------------------------------------------------------------------
// The whole data set.

/** Raw records as read from JSON (or the API); each one is validated here. */
export interface EsportsWireInput {
  teams: readonly unknown[]
  players: readonly unknown[]
  matches: readonly unknown[]
  tournaments: readonly unknown[]
  playerStats: readonly unknown[]
}

export interface EsportsDataSet {
  tournaments: TournamentRow[]
  teams: TeamRow[]
  players: PlayerRow[]
  playerStats: PlayerStatRow[]
  teamMatches: TeamMatchRow[]
  /** One line per record that failed validation or could not be linked; such records give no rows. */
  errors: string[]
  /** Valid matches that give no rows on purpose (canceled, postponed, opponents not decided, other games). */
  skippedMatches: number
}

function describeRecord(kind: string, index: number, record: unknown): string {
  const id =
    record !== null && typeof record === 'object' && 'id' in record && typeof record.id === 'number'
      ? ` id ${record.id}`
      : ''
  return `${kind} #${index}${id}`
}

/** Validates each record on its own: a bad one is reported in errors and left out whole. */
function parseEach<S extends z.ZodType>(
  kind: string,
  schema: S,
  records: readonly unknown[],
  errors: string[],
): z.output<S>[] {
  const parsed: z.output<S>[] = []
  records.forEach((record, index) => {
    const result = schema.safeParse(record)
    if (result.success) {
      parsed.push(result.data)
      return
    }
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
      .join('; ')
    errors.push(`${describeRecord(kind, index, record)} is invalid: ${issues}`)
  })
  return parsed
}

function uniqueById<T extends { id: number }>(records: readonly T[]): T[] {
  return [...new Map(records.map((record) => [record.id, record])).values()]
}

/** Makes row slugs unique in order: a later duplicate gets the game, then its PandaScore id, appended. */
function dedupeSlugs<R extends { slug: string; pandascoreId?: number | null }>(
  rows: R[],
  gameOf: (row: R) => string | null | undefined,
): R[] {
  const taken = new Set<string>()
  return rows.map((row) => {
    const candidates = [
      row.slug,
      `${row.slug}-${gameOf(row) ?? 'esports'}`,
      `${row.slug}-${row.pandascoreId}`,
    ]
    const slug = candidates.find((candidate) => !taken.has(candidate)) ?? `${row.slug}-${taken.size}`
    taken.add(slug)
    return slug === row.slug ? row : { ...row, slug }
  })
}

/**
 * Validates and maps a whole PandaScore data set into rows for the esports tables, with foreign keys
 * linked: players to teams, stats to players, team matches to teams and tournaments.
 */
export function buildEsportsDataSet(input: EsportsWireInput, options: { now: Date }): EsportsDataSet {
  const errors: string[] = []
  const wireTournaments = uniqueById(parseEach('tournament', TournamentSchema, input.tournaments, errors))
  const wireTeams = uniqueById(parseEach('team', TeamSchema, input.teams, errors))
  const wirePlayers = uniqueById(parseEach('player', PlayerSchema, input.players, errors))
  const wireMatches = uniqueById(parseEach('match', MatchSchema, input.matches, errors))
  const wireStats = parseEach('player stat', PlayerStatSchema, input.playerStats, errors)

  const importable = wireMatches.filter((match) => !matchSkipReason(match))

  // Tournaments: the listed ones, then any a match is played in that the list lacks.
  const tournamentRows = new Map<number, TournamentRow>()
  for (const tournament of [...wireTournaments, ...importable.map(tournamentOfMatch)]) {
    if (tournamentRows.has(tournament.id)) continue
    const row = mapTournament(tournament)
    if (row) tournamentRows.set(tournament.id, row)
  }

  const activity = collectTeamActivity(importable, options.now)
  const teamRows: TeamRow[] = []
  const teamGames = new Map<number, GameSlug>()
  for (const team of wireTeams) {
    const row = mapTeam(team, activity.get(team.id))
    if (!row) {
      errors.push(`team id ${team.id} (${team.name}) has no videogame the product carries`)
      continue
    }
    teamRows.push(row)
    teamGames.set(team.id, row.currentVideogame as GameSlug)
  }
  const teams = dedupeSlugs(teamRows, (row) => row.currentVideogame)
  const teamIds = new Map(teams.map((row) => [row.pandascoreId as number, row.id as string]))

  // Players: the /players records, then players known only from a team's embedded roster.
  const playersById = new Map<number, { player: PandaScorePlayer; fallbackGame?: GameSlug }>()
  for (const player of wirePlayers) {
    const teamGame = player.current_team ? teamGames.get(player.current_team.id) : undefined
    playersById.set(player.id, { player, fallbackGame: teamGame })
  }
  for (const team of wireTeams) {
    for (const member of team.players ?? []) {
      if (playersById.has(member.id)) continue
      const teamRef = { id: team.id, name: team.name, slug: team.slug, acronym: team.acronym }
      playersById.set(member.id, {
        player: { ...member, current_team: teamRef },
        fallbackGame: teamGames.get(team.id),
      })
    }
  }
  const players = dedupeSlugs(
    [...playersById.values()].map(({ player, fallbackGame }) =>
      mapPlayer(player, teamIds, { now: options.now, fallbackGame }),
    ),
    (row) => row.currentVideogame,
  )
  const playerIds = new Map(players.map((row) => [row.pandascoreId as number, row.id as string]))

  const playerStats: PlayerStatRow[] = []
  const statKeys = new Set<string>()
  wireStats.forEach((stat, index) => {
    const row = mapPlayerStat(stat, playerIds)
    const key = `${stat.player_id}/${stat.game}/${stat.stat_type}`
    if (!row) errors.push(`player stat #${index} refers to unknown player id ${stat.player_id}`)
    else if (statKeys.has(key)) errors.push(`player stat #${index} repeats ${key}`)
    else {
      statKeys.add(key)
      playerStats.push(row)
    }
  })

  const tournamentIds = new Map(
    [...tournamentRows].map(([pandascoreId, row]) => [pandascoreId, row.id as string]),
  )
  const teamMatches = importable.flatMap((match) => mapMatch(match, teamIds, tournamentIds))

  return {
    tournaments: [...tournamentRows.values()],
    teams,
    players,
    playerStats,
    teamMatches,
    errors,
    skippedMatches: wireMatches.length - importable.length,
  }
}
