import type { Db } from '../db/client'
import { tournaments } from '../db/schema/index'
import {
  changeSet,
  chunks,
  type IdMap,
  storedIds,
  tally,
  type UpsertCounts,
  type UpsertOptions,
  wasInserted,
  zero,
} from './upsert'

export type NewTournament = typeof tournaments.$inferInsert

/** Tournaments by PandaScore id. */
export async function upsertTournaments(
  db: Db,
  rows: NewTournament[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      name: tournaments.name,
      tier: tournaments.tier,
      imageUrl: tournaments.imageUrl,
      game: tournaments.game,
      leagueName: tournaments.leagueName,
      serieName: tournaments.serieName,
      beginAt: tournaments.beginAt,
      endAt: tournaments.endAt,
    },
    options.force ?? false,
  )
  for (const chunk of chunks(rows)) {
    const returned = await db
      .insert(tournaments)
      .values(chunk)
      .onConflictDoUpdate({ target: tournaments.pandascoreId, set, setWhere })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return { counts, ids: await storedIds(db, tournaments, rows) }
}
