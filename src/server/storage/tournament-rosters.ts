import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tournamentRosters } from '../db/schema/index'
import { replaceRowsWhenChanged } from './upsert'

export type NewTournamentRoster = typeof tournamentRosters.$inferInsert

const KEYS = ['teamPandascoreId', 'teamName', 'teamAcronym', 'teamImageUrl', 'players'] as const

/** Who played a tournament for each team, replaced whole when it differs from the stored one. True when it wrote. */
export function replaceTournamentRosters(
  db: Db,
  tournamentId: string,
  rows: NewTournamentRoster[],
): Promise<boolean> {
  const scoped = rows.map((row) => ({ ...row, tournamentId }))
  return replaceRowsWhenChanged(
    db,
    tournamentRosters,
    eq(tournamentRosters.tournamentId, tournamentId),
    scoped,
    KEYS,
  )
}
