import type { Db } from '../db/client'
import { playerStats } from '../db/schema/index'
import { changeSet, chunks, tally, type UpsertCounts, type UpsertOptions, wasInserted, zero } from './upsert'

export type NewPlayerStat = typeof playerStats.$inferInsert

/** A player's stats by (player, game, stat type). */
export async function upsertPlayerStats(
  db: Db,
  rows: NewPlayerStat[],
  options: UpsertOptions = {},
): Promise<UpsertCounts> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      statValue: playerStats.statValue,
      matchesPlayed: playerStats.matchesPlayed,
      wins: playerStats.wins,
      losses: playerStats.losses,
    },
    options.force ?? false,
  )
  for (const chunk of chunks(rows)) {
    const returned = await db
      .insert(playerStats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [playerStats.playerId, playerStats.game, playerStats.statType],
        set,
        setWhere,
      })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return counts
}
