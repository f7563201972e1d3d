import type { Db } from '../db/client'
import { tournaments } from '../db/schema/index'
import {
  columnByPandascoreId,
  type IdMap,
  storedIds,
  type UpsertCounts,
  type UpsertOptions,
  upsertRows,
} from './upsert'

export type NewTournament = typeof tournaments.$inferInsert

/** Tournaments by PandaScore id. */
export async function upsertTournaments(
  db: Db,
  rows: NewTournament[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const columns = {
    name: tournaments.name,
    tier: tournaments.tier,
    imageUrl: tournaments.imageUrl,
    game: tournaments.game,
    leagueName: tournaments.leagueName,
    serieName: tournaments.serieName,
    beginAt: tournaments.beginAt,
    endAt: tournaments.endAt,
    eventId: tournaments.eventId,
    stageName: tournaments.stageName,
    leaguePandascoreId: tournaments.leaguePandascoreId,
    seriePandascoreId: tournaments.seriePandascoreId,
    region: tournaments.region,
    country: tournaments.country,
    eventType: tournaments.eventType,
    prizepool: tournaments.prizepool,
    hasBracket: tournaments.hasBracket,
    liveSupported: tournaments.liveSupported,
    winnerPandascoreId: tournaments.winnerPandascoreId,
    modifiedAt: tournaments.modifiedAt,
  }
  const counts = await upsertRows(
    db,
    tournaments,
    rows,
    { target: tournaments.pandascoreId, columns },
    options,
  )
  return { counts, ids: await storedIds(db, tournaments, rows) }
}

/** PandaScore's modified_at of the stored tournaments, by PandaScore id (absent: not stored). */
export function listTournamentModifiedAt(
  db: Db,
  pandascoreIds: readonly number[],
): Promise<Map<number, Date | null>> {
  return columnByPandascoreId(db, tournaments, tournaments.modifiedAt, pandascoreIds)
}
