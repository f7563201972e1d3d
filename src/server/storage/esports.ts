import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { players, playerStats, teamMatches, teams, tournaments } from '../db/schema/index'
import { type NewEvent, upsertEvents } from './events'
import { type MatchUpsertResult, type MatchWrite, upsertMatches } from './matches'
import { type NewPlayerStat, upsertPlayerStats } from './player-stats'
import { type NewPlayer, upsertPlayers } from './players'
import { type NewTeamMatch, upsertTeamMatches } from './team-matches'
import { type NewTeam, upsertTeams } from './teams'
import { type NewTournament, upsertTournaments } from './tournaments'
import { chunks, type IdMap, type UpsertCounts, type UpsertOptions } from './upsert'

// A whole esports data set across its five tables: the demo seed and the PandaScore sync both write through
// upsertEsportsRows (the rules are in ./upsert.ts; each table's upsert is in that table's file).

interface EsportsRows {
  events?: NewEvent[]
  tournaments: NewTournament[]
  matches?: MatchWrite[]
  teams: NewTeam[]
  players: NewPlayer[]
  playerStats: NewPlayerStat[]
  teamMatches: NewTeamMatch[]
}

export interface EsportsUpsertResult {
  events: UpsertCounts
  tournaments: UpsertCounts
  matches: MatchUpsertResult
  teams: UpsertCounts
  players: UpsertCounts
  playerStats: UpsertCounts
  teamMatches: UpsertCounts
}

/** Inserts in chunks so no statement exceeds PostgreSQL's parameter limit. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (const chunk of chunks(rows, size)) await insert(chunk)
}

/** Plain inserts that skip existing rows; kept for callers that must never touch a stored row. */
export async function insertEsportsRows(db: Db, rows: EsportsRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunked(rows.tournaments, 500, (c) => tx.insert(tournaments).values(c).onConflictDoNothing())
    await insertChunked(rows.teams, 500, (c) => tx.insert(teams).values(c).onConflictDoNothing())
    await insertChunked(rows.players, 500, (c) => tx.insert(players).values(c).onConflictDoNothing())
    await insertChunked(rows.playerStats, 500, (c) => tx.insert(playerStats).values(c).onConflictDoNothing())
    await insertChunked(rows.teamMatches, 500, (c) => tx.insert(teamMatches).values(c).onConflictDoNothing())
  })
}

export async function countEsportsRows(db: Db): Promise<Record<'teams' | 'players' | 'matches', number>> {
  const count = sql<number>`count(*)::int`
  const [[t], [p], [m]] = await Promise.all([
    db.select({ n: count }).from(teams),
    db.select({ n: count }).from(players),
    db.select({ n: count }).from(teamMatches),
  ])
  return { teams: t?.n ?? 0, players: p?.n ?? 0, matches: m?.n ?? 0 }
}

const remap = (ids: IdMap, id: string | null | undefined) => (id ? (ids.get(id) ?? id) : id)

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
    const teamResult = await upsertTeams(tx, rows.teams, options)
    const playerRows = rows.players.map((p) => ({ ...p, teamId: remap(teamResult.ids, p.teamId) }))
    const playerResult = await upsertPlayers(tx, playerRows, options)
    const statRows = rows.playerStats.map((s) => ({ ...s, playerId: remap(playerResult.ids, s.playerId)! }))
    const teamMatchRows = rows.teamMatches.map((m) => ({
      ...m,
      teamId: remap(teamResult.ids, m.teamId)!,
      opponentTeamId: remap(teamResult.ids, m.opponentTeamId),
      tournamentId: remap(tournamentResult.ids, m.tournamentId),
    }))
    return {
      events: eventResult.counts,
      tournaments: tournamentResult.counts,
      matches: await upsertMatches(tx, matchRows, options),
      teams: teamResult.counts,
      players: playerResult.counts,
      playerStats: await upsertPlayerStats(tx, statRows, options),
      teamMatches: await upsertTeamMatches(tx, teamMatchRows, options),
    }
  })
}
