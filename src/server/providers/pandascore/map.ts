import { validateRecords } from './validate'
import type { GameSlug } from '#shared/domain/games'
import {
  MatchSchema,
  type PandaScoreMatch,
  type PandaScorePlayer,
  type PandaScoreTeam,
  type PandaScoreTournament,
  type PlayerStat,
  PlayerSchema,
  PlayerStatSchema,
  TeamSchema,
  TournamentDetailsSchema,
  TournamentSchema,
} from './schemas'
import type { EventRow, PlayerRow, PlayerStatRow, TeamMatchRow, TeamRow, TournamentRow } from './map-rows'
import { bracketLinks, mapEvents, mapTournamentDetails, type TournamentDetailRows } from './map-events'
import { type MappedMatch, mapMatchRecords } from './map-match-record'
import { mapMatch, mapTournament, matchSkipReason, tournamentOfMatch } from './map-matches'
import { collectTeamActivity, mapTeam } from './map-teams'
import { mapPlayer, mapPlayerStat } from './map-players'

// PandaScore → product rows: the whole data set, from raw records (each validated here). Pure, like the
// per-kind mappers it calls (map-rows.ts: ids, games, times; map-matches.ts; map-teams.ts; map-players.ts).

/** Raw records as read from JSON (or the API); each one is validated here. */
export interface EsportsWireInput {
  teams: readonly unknown[]
  players: readonly unknown[]
  matches: readonly unknown[]
  tournaments: readonly unknown[]
  playerStats: readonly unknown[]
  /** Per tournament: standings, brackets, rosters ({tournament_id, standings?, brackets?, rosters?}). */
  tournamentDetails?: readonly unknown[]
}

export interface EsportsDataSet {
  events: EventRow[]
  tournaments: TournamentRow[]
  /** Every match of a carried game, whatever its status (the matches page shows them all). */
  matches: MappedMatch[]
  teams: TeamRow[]
  players: PlayerRow[]
  playerStats: PlayerStatRow[]
  teamMatches: TeamMatchRow[]
  /** Standings and rosters of the tournaments whose details were given. */
  tournamentDetails: TournamentDetailRows[]
  /** One line per record that failed validation or could not be linked; such records give no rows. */
  errors: string[]
  /** Valid matches that give no rows on purpose (canceled, postponed, opponents not decided, other games). */
  skippedMatches: number
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
/** One row per (player, game, stat type); a stat of an unknown player or a repeated one is listed in errors. */
function playerStatRows(
  wireStats: readonly PlayerStat[],
  playerIds: Map<number, string>,
  errors: string[],
): PlayerStatRow[] {
  const rows: PlayerStatRow[] = []
  const statKeys = new Set<string>()
  wireStats.forEach((stat, index) => {
    const row = mapPlayerStat(stat, playerIds)
    const key = `${stat.player_id}/${stat.game}/${stat.stat_type}`
    if (!row) errors.push(`player stat #${index} refers to unknown player id ${stat.player_id}`)
    else if (statKeys.has(key)) errors.push(`player stat #${index} repeats ${key}`)
    else {
      statKeys.add(key)
      rows.push(row)
    }
  })
  return rows
}

/** Tournaments: the listed ones, then any a match is played in that the list lacks; events are their series. */
function tournamentsAndEvents(
  listed: readonly PandaScoreTournament[],
  wireMatches: readonly PandaScoreMatch[],
): { tournamentRows: Map<number, TournamentRow>; events: EventRow[] } {
  const tournamentRows = new Map<number, TournamentRow>()
  const records: PandaScoreTournament[] = []
  for (const tournament of [...listed, ...wireMatches.map(tournamentOfMatch)]) {
    if (tournamentRows.has(tournament.id)) continue
    const row = mapTournament(tournament)
    if (!row) continue
    tournamentRows.set(tournament.id, row)
    records.push(tournament)
  }
  return { tournamentRows, events: mapEvents(records) }
}

/** Team rows with unique slugs, and each team's game; a team of no carried game is listed in errors. */
function teamRowsOf(
  wireTeams: readonly PandaScoreTeam[],
  activity: ReturnType<typeof collectTeamActivity>,
  errors: string[],
): { teams: TeamRow[]; teamGames: Map<number, GameSlug> } {
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
  return { teams: dedupeSlugs(teamRows, (row) => row.currentVideogame), teamGames }
}

export function buildEsportsDataSet(input: EsportsWireInput, options: { now: Date }): EsportsDataSet {
  const errors: string[] = []
  const wireTournaments = uniqueById(
    validateRecords('tournament', TournamentSchema, input.tournaments, errors),
  )
  const wireTeams = uniqueById(validateRecords('team', TeamSchema, input.teams, errors))
  const wirePlayers = uniqueById(validateRecords('player', PlayerSchema, input.players, errors))
  const wireMatches = uniqueById(validateRecords('match', MatchSchema, input.matches, errors))
  const wireStats = validateRecords('player stat', PlayerStatSchema, input.playerStats, errors)
  const wireDetails = validateRecords(
    'tournament details',
    TournamentDetailsSchema,
    input.tournamentDetails ?? [],
    errors,
  )

  const importable = wireMatches.filter((match) => !matchSkipReason(match))

  const { tournamentRows, events } = tournamentsAndEvents(wireTournaments, wireMatches)

  const { teams, teamGames } = teamRowsOf(wireTeams, collectTeamActivity(importable, options.now), errors)
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

  const playerStats = playerStatRows(wireStats, playerIds, errors)

  const tournamentIds = new Map(
    [...tournamentRows].map(([pandascoreId, row]) => [pandascoreId, row.id as string]),
  )
  const teamMatches = importable.flatMap((match) => mapMatch(match, teamIds, tournamentIds))
  const eventIds = new Map(events.map((row) => [row.pandascoreId, row.id as string]))
  const matches = mapMatchRecords(
    wireMatches,
    { tournaments: tournamentIds, events: eventIds },
    bracketLinks(wireDetails),
  )

  return {
    events,
    tournaments: [...tournamentRows.values()],
    matches,
    teams,
    players,
    playerStats,
    teamMatches,
    tournamentDetails: mapTournamentDetails(wireDetails, tournamentIds),
    errors,
    skippedMatches: wireMatches.length - importable.length,
  }
}
