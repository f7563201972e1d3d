import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type SyncRunResult, syncRuns } from '../db/schema/index'

type SyncRunRow = typeof syncRuns.$inferSelect

export async function createSyncRun(
  db: Db,
  run: { game: string | null; forceRefresh: boolean },
): Promise<SyncRunRow> {
  const [row] = await db
    .insert(syncRuns)
    .values({ game: run.game, forceRefresh: run.forceRefresh })
    .returning()
  return row!
}

export async function getSyncRun(db: Db, id: string): Promise<SyncRunRow | null> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id)).limit(1)
  return row ?? null
}

/** queued → running; false when the run is missing or already started (another worker took it). */
export async function startSyncRun(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(syncRuns)
    .set({ status: 'running', startedAt: at, progress: 0, stage: 'starting' })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'queued')))
    .returning({ id: syncRuns.id })
  return rows.length > 0
}

/** Progress of a running run; progress never goes backwards. */
export async function updateSyncRunProgress(
  db: Db,
  id: string,
  progress: number,
  stage: string,
): Promise<void> {
  await db
    .update(syncRuns)
    .set({ progress: sql`greatest(${syncRuns.progress}, ${Math.round(progress)})`, stage })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'running')))
}

export async function finishSyncRun(
  db: Db,
  id: string,
  outcome: { status: 'done' | 'failed'; result: SyncRunResult; at: Date },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({
      status: outcome.status,
      result: outcome.result,
      progress: 100,
      stage: outcome.status,
      finishedAt: outcome.at,
    })
    .where(eq(syncRuns.id, id))
}

/** PandaScore ids of the teams written by runs that finished after `since` (ADR 009: freshness). */
export async function listRecentlySyncedTeamIds(db: Db, since: Date): Promise<Set<number>> {
  const rows = await db
    .select({ ids: sql<number[] | null>`${syncRuns.result} -> 'syncedTeamIds'` })
    .from(syncRuns)
    .where(gt(syncRuns.finishedAt, since))
  const ids = new Set<number>()
  for (const row of rows) for (const id of Array.isArray(row.ids) ? row.ids : []) ids.add(Number(id))
  return ids
}
