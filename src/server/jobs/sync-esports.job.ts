import { z } from 'zod'
import { GameSlugSchema } from '#shared/schemas/esports'
import { type PandaScoreClient, pandaScoreClientFromEnv } from '../providers/pandascore/client'
import type { Runtime } from '../server'
import { executeSyncRun, toSyncResult } from '../services/esports-sync'
import { createSyncRun } from '../storage/sync-runs'
import type { JobDefinition } from './boss'
import { SYNC_ESPORTS_JOB } from './names'

/** Daily, at 05:00 UTC: a quiet hour for the four games' schedules. */
export const SYNC_ESPORTS_SCHEDULE = '0 5 * * *'

const SyncEsportsJobData = z.object({
  /** The sync_runs row the admin route created; absent for the scheduled run, which makes its own. */
  runId: z.uuid().optional(),
  game: GameSlugSchema.optional(),
  forceRefresh: z.boolean().default(false),
})

export interface SyncEsportsJobOptions {
  schedule?: string
  /** Tests point the job at a fake PandaScore; by default PANDASCORE_TOKEN decides (null: bundled data). */
  pandascore?: (runtime: Runtime) => PandaScoreClient | null
}

/** sync-pandascore-data for the admin's background runs and the daily schedule: the same service. */
export function syncEsportsJob(options: SyncEsportsJobOptions = {}): JobDefinition {
  return {
    name: SYNC_ESPORTS_JOB,
    schedule: options.schedule ?? SYNC_ESPORTS_SCHEDULE,
    run: async (runtime: Runtime, data: unknown) => {
      const job = SyncEsportsJobData.parse(data ?? {})
      const db = runtime.database.db
      const client = options.pandascore
        ? options.pandascore(runtime)
        : pandaScoreClientFromEnv(runtime.env, { logger: runtime.logger })
      try {
        const runId =
          job.runId ??
          (await createSyncRun(db, { game: job.game ?? null, forceRefresh: job.forceRefresh })).id
        const result = await executeSyncRun({ db, logger: runtime.logger, pandascore: client }, runId, {
          game: job.game,
          forceRefresh: job.forceRefresh,
        })
        if (result)
          runtime.logger.info(
            { runId, ...toSyncResult(result), errors: result.errors.length },
            'esports synced',
          )
        return result ? toSyncResult(result) : null
      } finally {
        if (!options.pandascore) await client?.close()
      }
    },
  }
}
