import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { players, playerStats, teamMatches, teams, tournaments } from '../db/schema/index'

// Bulk writes of the esports tables for the bundled data set and the sync; reads come with the pages.

export type NewTeam = typeof teams.$inferInsert
export type NewPlayer = typeof players.$inferInsert
export type NewPlayerStat = typeof playerStats.$inferInsert
export type NewTournament = typeof tournaments.$inferInsert
export type NewTeamMatch = typeof teamMatches.$inferInsert

export interface EsportsRows {
  tournaments: NewTournament[]
  teams: NewTeam[]
  players: NewPlayer[]
  playerStats: NewPlayerStat[]
  teamMatches: NewTeamMatch[]
}

/** Inserts in chunks so no statement exceeds PostgreSQL's parameter limit. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

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
