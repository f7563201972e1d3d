import type { Db } from '../db/client'
import { events } from '../db/schema/index'
import { type IdMap, storedIds, type UpsertCounts, type UpsertOptions, upsertRows } from './upsert'

export type NewEvent = typeof events.$inferInsert

/** Events (PandaScore series) by PandaScore id; the slug follows the name (the id at its end finds the row). */
export async function upsertEvents(
  db: Db,
  rows: NewEvent[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const columns = {
    game: events.game,
    slug: events.slug,
    name: events.name,
    leaguePandascoreId: events.leaguePandascoreId,
    leagueName: events.leagueName,
    leagueImageUrl: events.leagueImageUrl,
    serieName: events.serieName,
    year: events.year,
    tier: events.tier,
    beginAt: events.beginAt,
    endAt: events.endAt,
    winnerPandascoreId: events.winnerPandascoreId,
    modifiedAt: events.modifiedAt,
  }
  const counts = await upsertRows(db, events, rows, { target: events.pandascoreId, columns }, options)
  return { counts, ids: await storedIds(db, events, rows) }
}
