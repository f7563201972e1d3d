import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { standings } from '../db/schema/index'
import { replaceRowsWhenChanged } from './upsert'

export type NewStanding = typeof standings.$inferInsert

const KEYS = [
  'teamPandascoreId',
  'teamName',
  'teamAcronym',
  'teamImageUrl',
  'rank',
  'wins',
  'losses',
  'ties',
  'gameWins',
  'gameLosses',
  'lastMatchPandascoreId',
] as const

/** A tournament's standings, replaced whole when they differ from the stored ones. True when it wrote. */
export function replaceStandings(db: Db, tournamentId: string, rows: NewStanding[]): Promise<boolean> {
  const scoped = rows.map((row) => ({ ...row, tournamentId }))
  return replaceRowsWhenChanged(db, standings, eq(standings.tournamentId, tournamentId), scoped, KEYS)
}
