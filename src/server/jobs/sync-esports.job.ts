import { z } from 'zod'
import { GameSlugSchema } from '#shared/schemas/esports'
import { executeSyncRun, toSyncResult } from '../services/esports-sync'
import { writeMatchTexts } from '../services/match-texts'
import { createSyncRun } from '../storage/sync-runs'
import type { JobDefinition } from './boss'
import { SYNC_ESPORTS_JOB } from './names'

/** Daily, at 05:00 UTC: a quiet hour for the four games' schedules. */
const SYNC_ESPORTS_SCHEDULE = '0 5 * * *'

const SyncEsportsJobData = z.object({
  /** The sync_runs row the admin route created; absent for the scheduled run, which makes its own. */
  runId: z.uuid().optional(),
  game: GameSlugSchema.optional(),
  forceRefresh: z.boolean().default(false),
})

/**
 * sync-pandascore-data for the admin's background runs and the daily schedule: the same service, with the
 * process's PandaScore client (ServiceDeps; null without PANDASCORE_TOKEN: the bundled data set).
 */
export function syncEsportsJob(options: { schedule?: string } = {}): JobDefinition {
  return {
    name: SYNC_ESPORTS_JOB,
    schedule: options.schedule ?? SYNC_ESPORTS_SCHEDULE,
    run: async (deps, data) => {
      const job = SyncEsportsJobData.parse(data ?? {})
      const runId =
        job.runId ??
        (await createSyncRun(deps.db, { game: job.game ?? null, forceRefresh: job.forceRefresh })).id
      const result = await executeSyncRun(deps, runId, { game: job.game, forceRefresh: job.forceRefresh })
      if (result)
        deps.logger.info({ runId, ...toSyncResult(result), errors: result.errors.length }, 'esports synced')
      // New pairings and results get their preview or recap now rather than at the next scheduled run.
      if (result) {
        await writeMatchTexts(deps).catch((error: unknown) =>
          deps.logger.error({ err: error, runId }, 'match texts after the sync failed'),
        )
      }
      return result ? toSyncResult(result) : null
    },
  }
}
