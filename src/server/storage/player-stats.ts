import type { Db } from '../db/client'
import { playerStats } from '../db/schema/index'
import { type UpsertCounts, type UpsertOptions, upsertRows } from './upsert'

export type NewPlayerStat = typeof playerStats.$inferInsert

/** A player's stats by (player, game, stat type). */
export async function upsertPlayerStats(
  db: Db,
  rows: NewPlayerStat[],
  options: UpsertOptions = {},
): Promise<UpsertCounts> {
  const columns = {
    statValue: playerStats.statValue,
    matchesPlayed: playerStats.matchesPlayed,
    wins: playerStats.wins,
    losses: playerStats.losses,
  }
  const target = [playerStats.playerId, playerStats.game, playerStats.statType]
  return upsertRows(db, playerStats, rows, { target, columns }, options)
}
