import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events, matches, matchGames, players, playerStats, teams, tournaments } from '../db/schema/index'
import { type NewEvent, upsertEvents } from './events'
import { type MatchUpsertResult, type MatchWrite, upsertMatches } from './matches'
import { type NewPlayerStat, upsertPlayerStats } from './player-stats'
import { type NewStanding, replaceStandings } from './standings'
import { type NewTournamentRoster, replaceTournamentRosters } from './tournament-rosters'
import { type NewPlayer, upsertPlayers } from './players'
import { type NewTeam, upsertTeams } from './teams'
import { type NewTournament, upsertTournaments } from './tournaments'
import { chunks, type IdMap, type UpsertCounts, type UpsertOptions } from './upsert'

// A whole esports data set across its tables: the demo seed and the PandaScore sync both write through
// upsertEsportsRows (the rules are in ./upsert.ts; each table's upsert is in that table's file).

/** A tournament's standings and rosters; null keeps what is stored. */
interface TournamentDetailRows {
  tournamentId: string
  standings: NewStanding[] | null
  rosters: NewTournamentRoster[] | null
}

interface EsportsRows {
  events?: NewEvent[]
  tournaments: NewTournament[]
  tournamentDetails?: TournamentDetailRows[]
  matches?: MatchWrite[]
  teams: NewTeam[]
  players: NewPlayer[]
  playerStats: NewPlayerStat[]
}

export interface EsportsUpsertResult {
  events: UpsertCounts
  tournaments: UpsertCounts
  matches: MatchUpsertResult
  /** Tournaments whose standings, and whose rosters, were rewritten. */
  standingsReplaced: number
  rostersReplaced: number
  teams: UpsertCounts
  players: UpsertCounts
  playerStats: UpsertCounts
}

/** Inserts in chunks so no statement exceeds PostgreSQL's parameter limit. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (const chunk of chunks(rows, size)) await insert(chunk)
}

/** Plain inserts that skip existing rows; kept for callers that must never touch a stored row. */
export async function insertEsportsRows(db: Db, rows: EsportsRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunked(rows.events ?? [], 500, (c) => tx.insert(events).values(c).onConflictDoNothing())
    await insertChunked(rows.tournaments, 500, (c) => tx.insert(tournaments).values(c).onConflictDoNothing())
    await insertChunked(rows.teams, 500, (c) => tx.insert(teams).values(c).onConflictDoNothing())
    await insertChunked(rows.players, 500, (c) => tx.insert(players).values(c).onConflictDoNothing())
    await insertChunked(rows.playerStats, 500, (c) => tx.insert(playerStats).values(c).onConflictDoNothing())
    await insertChunked(rows.matches ?? [], 200, async (chunk) => {
      const stored = await tx
        .insert(matches)
        .values(chunk.map((row) => row.match))
        .onConflictDoNothing()
        .returning({ id: matches.id, pandascoreId: matches.pandascoreId })
      const games = chunk.flatMap(({ match, games }) => {
        const matchId = stored.find((row) => row.pandascoreId === match.pandascoreId)?.id
        return matchId ? games.map((game) => ({ ...game, matchId })) : []
      })
      if (games.length) await tx.insert(matchGames).values(games)
    })
  })
}

export async function countEsportsRows(db: Db): Promise<Record<'teams' | 'players' | 'matches', number>> {
  const count = sql<number>`count(*)::int`
  const [[t], [p], [m]] = await Promise.all([
    db.select({ n: count }).from(teams),
    db.select({ n: count }).from(players),
    db.select({ n: count }).from(matches),
  ])
  return { teams: t?.n ?? 0, players: p?.n ?? 0, matches: m?.n ?? 0 }
}

const remap = (ids: IdMap, id: string | null | undefined) => (id ? (ids.get(id) ?? id) : id)

/** Each tournament's standings and rosters, rewritten only where they differ from the stored ones. */
async function replaceTournamentDetails(db: Db, details: TournamentDetailRows[], tournamentIds: IdMap) {
  let standingsReplaced = 0
  let rostersReplaced = 0
  for (const detail of details) {
    const tournamentId = remap(tournamentIds, detail.tournamentId) as string
    if (detail.standings && (await replaceStandings(db, tournamentId, detail.standings))) standingsReplaced++
    if (detail.rosters && (await replaceTournamentRosters(db, tournamentId, detail.rosters)))
      rostersReplaced++
  }
  return { standingsReplaced, rostersReplaced }
}

/**
 * A whole mapped data set in one transaction, parents first. Foreign keys that name a mapped row id are
 * pointed at the stored row of the same PandaScore id when that row has another id (a team an admin
 * created before it was linked to PandaScore).
 */
export async function upsertEsportsRows(
  db: Db,
  rows: EsportsRows,
  options: UpsertOptions = {},
): Promise<EsportsUpsertResult> {
  return db.transaction(async (tx) => {
    const eventResult = await upsertEvents(tx, rows.events ?? [], options)
    const tournamentRows = rows.tournaments.map((t) => ({ ...t, eventId: remap(eventResult.ids, t.eventId) }))
    const tournamentResult = await upsertTournaments(tx, tournamentRows, options)
    const matchRows = (rows.matches ?? []).map(({ match, games }) => ({
      match: {
        ...match,
        eventId: remap(eventResult.ids, match.eventId),
        tournamentId: remap(tournamentResult.ids, match.tournamentId),
      },
      games,
    }))
    const details = await replaceTournamentDetails(tx, rows.tournamentDetails ?? [], tournamentResult.ids)
    const teamResult = await upsertTeams(tx, rows.teams, options)
    const playerRows = rows.players.map((p) => ({ ...p, teamId: remap(teamResult.ids, p.teamId) }))
    const playerResult = await upsertPlayers(tx, playerRows, options)
    const statRows = rows.playerStats.map((s) => ({ ...s, playerId: remap(playerResult.ids, s.playerId)! }))
    return {
      events: eventResult.counts,
      tournaments: tournamentResult.counts,
      matches: await upsertMatches(tx, matchRows, options),
      ...details,
      teams: teamResult.counts,
      players: playerResult.counts,
      playerStats: await upsertPlayerStats(tx, statRows, options),
    }
  })
}
