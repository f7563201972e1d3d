import type { GameSlug } from '#shared/domain/games'
import { readBundledPandaScoreWire } from '../providers/pandascore/bundled'
import type { PandaScoreClient } from '../providers/pandascore/client'
import { validateRecords } from '../providers/pandascore/validate'
import { gameFromVideogame } from '../providers/pandascore/map-rows'
import { PandaScoreError } from '../providers/pandascore/transport'
import {
  MatchSchema,
  type PandaScoreMatch,
  type PandaScorePlayer,
  type PandaScoreTeam,
  type PandaScoreTournament,
  PlayerSchema,
  type PlayerStat,
  PlayerStatSchema,
  TeamSchema,
  TournamentSchema,
} from '../providers/pandascore/schemas'

// Where sync-pandascore-data reads from: PandaScore through the client when a token is configured, the bundled
// data set otherwise, answering the same questions (docs/decisions/009-pandascore-sync.md).

// What a run asks PandaScore for, per game (ADR 009 counts the requests this costs).
const PAST_DAYS = 120
const UPCOMING_DAYS = 45
const PAST_MATCH_PAGES = 10
const UPCOMING_MATCH_PAGES = 3
const TOURNAMENT_PAGES = 3
const PRIORITY_TEAMS_MAX = 40
/** Tournaments whose standings, brackets and rosters are read per game and run (2 or 3 requests each). */
const DETAILS_PER_GAME = 10
/** Ids per filter[id] / filter[opponent_id] request: keeps URLs short and one page per request. */
const IDS_PER_REQUEST = 50
/**
 * Stored matches still to be played that the lists no longer hold, asked about again by id per game and run (4
 * requests at most): a match canceled before it began is in neither the past list (filtered on begin_at) nor the
 * upcoming one, and would otherwise stay "not started" (and CONFIRMED in the calendars) until it left the window.
 */
const UNPLAYED_REREAD_MAX = 200

const DAY_MS = 86_400_000

export interface Schedule {
  tournaments: PandaScoreTournament[]
  matches: PandaScoreMatch[]
}

export interface SyncSource {
  label: string
  /**
   * The game's tournaments and matches: the lists of past, running and upcoming matches, the priority teams' own,
   * and the stored matches still to be played (`unplayedIds`, soonest first) that the lists did not hold.
   */
  schedule(
    game: GameSlug,
    known: { priorityIds: number[]; unplayedIds: number[] },
    step: (stage: string) => void,
  ): Promise<Schedule>
  teams(game: GameSlug, ids: number[]): Promise<PandaScoreTeam[]>
  players(game: GameSlug, teamIds: Set<number>, rosterIds: number[]): Promise<PandaScorePlayer[]>
  /** The source's player statistics; undefined when it has none, and each player's match record is derived. */
  playerStats(game: GameSlug): PlayerStat[] | undefined
  /** At most this many tournaments' details are read per game and run. */
  detailsPerGame: number
  /**
   * Standings, bracket links (bracket stages only) and rosters of these tournaments, as {tournament_id,
   * standings, brackets, rosters} records; a tournament whose requests failed is listed in errors and left out.
   */
  tournamentDetails(game: GameSlug, tournaments: readonly PandaScoreTournament[]): Promise<unknown[]>
}

function uniqueById<T extends { id: number }>(records: readonly T[]): T[] {
  return [...new Map(records.map((record) => [record.id, record])).values()]
}

function inChunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** One tournament's details from PandaScore: /standings, /brackets when it has one, /rosters. */
async function readDetails(
  client: PandaScoreClient,
  tournament: PandaScoreTournament,
  errors: string[],
): Promise<Record<string, unknown>> {
  const keep = <T>(result: { items: T[]; errors: string[] }) => {
    errors.push(...result.errors)
    return result.items
  }
  const standings = keep(await client.listTournamentStandings(tournament.id))
  const brackets = tournament.has_bracket ? keep(await client.listTournamentBrackets(tournament.id)) : null
  const rosters = keep(await client.listTournamentRosters(tournament.id))
  return { tournament_id: tournament.id, standings, brackets, rosters: { type: 'Team', rosters } }
}

/** Each tournament's details; a failed one is listed in errors and left for the next run. */
async function readAllDetails(
  client: PandaScoreClient,
  tournaments: readonly PandaScoreTournament[],
  errors: string[],
): Promise<unknown[]> {
  const records: unknown[] = []
  for (const tournament of tournaments) {
    try {
      records.push(await readDetails(client, tournament, errors))
    } catch (error) {
      // A refused token fails the game; a tournament PandaScore does not know has nothing to store; any other
      // failure leaves this tournament for the next run.
      if (error instanceof PandaScoreError && error.code === 'UNAUTHORIZED') throw error
      if (error instanceof PandaScoreError && error.code === 'NOT_FOUND') {
        records.push({ tournament_id: tournament.id })
        continue
      }
      errors.push(`tournament ${tournament.id} details: ${error instanceof Error ? error.message : error}`)
    }
  }
  return records
}

export function pandaScoreSource(client: PandaScoreClient, now: Date, errors: string[]): SyncSource {
  const past = new Date(now.getTime() - PAST_DAYS * DAY_MS)
  const ahead = new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)
  const keep = <T>(result: { items: T[]; errors: string[] }) => {
    errors.push(...result.errors)
    return result.items
  }
  return {
    label: 'PandaScore',
    async schedule(game, { priorityIds, unplayedIds }, step) {
      const matches: PandaScoreMatch[] = []
      // Priority teams first: their own recent history, even when it is older than the window.
      if (priorityIds.length) step('fetching priority teams')
      for (const ids of inChunks(priorityIds.slice(0, PRIORITY_TEAMS_MAX), IDS_PER_REQUEST)) {
        const filter = { opponent_id: ids }
        matches.push(
          ...keep(await client.listMatches(game, { kind: 'past', filter, sort: '-begin_at', maxPages: 2 })),
        )
        matches.push(...keep(await client.listMatches(game, { kind: 'upcoming', filter, maxPages: 1 })))
      }
      step('fetching tournaments')
      const tournaments = keep(
        await client.listTournaments(game, {
          range: { begin_at: [past, ahead] },
          sort: '-begin_at',
          maxPages: TOURNAMENT_PAGES,
        }),
      )
      step('fetching matches')
      matches.push(
        ...keep(
          await client.listMatches(game, {
            kind: 'past',
            range: { begin_at: [past, now] },
            sort: '-begin_at',
            maxPages: PAST_MATCH_PAGES,
          }),
        ),
      )
      matches.push(...keep(await client.listMatches(game, { kind: 'running', maxPages: 1 })))
      step('fetching upcoming matches')
      matches.push(
        ...keep(
          await client.listMatches(game, {
            kind: 'upcoming',
            range: { scheduled_at: [now, ahead] },
            sort: 'scheduled_at',
            maxPages: UPCOMING_MATCH_PAGES,
          }),
        ),
      )
      const read = new Set(matches.map((match) => match.id))
      const unlisted = unplayedIds.filter((id) => !read.has(id)).slice(0, UNPLAYED_REREAD_MAX)
      if (unlisted.length) step('fetching unlisted matches')
      for (const ids of inChunks(unlisted, IDS_PER_REQUEST))
        matches.push(
          ...keep(await client.listMatches(game, { kind: 'all', filter: { id: ids }, maxPages: 1 })),
        )
      return { tournaments, matches: uniqueById(matches) }
    },
    async teams(game, ids) {
      const teams: PandaScoreTeam[] = []
      for (const chunk of inChunks(ids, IDS_PER_REQUEST))
        teams.push(...keep(await client.listTeams(game, { filter: { id: chunk }, maxPages: 1 })))
      return teams
    },
    async players(game, _teamIds, rosterIds) {
      // Players are fetched by the ids on the synced teams' rosters; free agents are not listed.
      const players: PandaScorePlayer[] = []
      for (const chunk of inChunks(rosterIds, IDS_PER_REQUEST))
        players.push(...keep(await client.listPlayers(game, { filter: { id: chunk }, maxPages: 1 })))
      return players
    },
    // PandaScore's player-stat endpoints differ per game and plan (fixtures/pandascore/README.md): a live sync
    // stores each player's match record with their team instead (matchRecordStats).
    playerStats: () => undefined,
    detailsPerGame: DETAILS_PER_GAME,
    tournamentDetails: (_game, tournaments) => readAllDetails(client, tournaments, errors),
  }
}

export function bundledSource(dir: string, now: Date, errors: string[]): SyncSource {
  const wire = readBundledPandaScoreWire(dir, now)
  const where = 'bundled data set'
  // Validated once per run, as an API answer would be; a bad record is reported once and left out.
  const all = {
    tournaments: validateRecords('tournament', TournamentSchema, wire.tournaments, errors, where),
    matches: validateRecords('match', MatchSchema, wire.matches, errors, where),
    teams: validateRecords('team', TeamSchema, wire.teams, errors, where),
    players: validateRecords('player', PlayerSchema, wire.players, errors, where),
    playerStats: validateRecords('player stat', PlayerStatSchema, wire.playerStats, errors, where),
  }
  return {
    label: 'the bundled data set',
    async schedule(game) {
      return {
        tournaments: all.tournaments.filter(
          (t) => gameFromVideogame(t.videogame, t.videogame_title) === game,
        ),
        matches: all.matches.filter((m) => gameFromVideogame(m.videogame, m.videogame_title) === game),
      }
    },
    async teams(_game, ids) {
      const wanted = new Set(ids)
      return all.teams.filter((team) => wanted.has(team.id))
    },
    async players(game, teamIds) {
      return all.players.filter((player) =>
        player.current_team
          ? teamIds.has(player.current_team.id)
          : gameFromVideogame(player.current_videogame) === game,
      )
    },
    playerStats: (game) => all.playerStats.filter((stat) => stat.game === game),
    detailsPerGame: Number.POSITIVE_INFINITY,
    async tournamentDetails(_game, tournaments) {
      const wanted = new Set(tournaments.map((t) => t.id))
      return (wire.tournamentDetails ?? []).filter((record) =>
        wanted.has((record as { tournament_id?: number } | null)?.tournament_id ?? -1),
      )
    },
  }
}
