import { Hono } from 'hono'
import { z } from 'zod'
import { SyncBodySchema, type SyncStartResult } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { SYNC_ESPORTS_JOB } from '#server/jobs/names'
import { recordAdminAction } from '#server/services/audit'
import {
  executeSyncRun,
  failSyncRun,
  getSyncRunStatus,
  queueSyncRun,
  toSyncResult,
} from '#server/services/esports-sync'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

/** §7 sync-pandascore-data, plus waitForCompletion as on process-feeds (a background run by default). */
const SyncRequestSchema = SyncBodySchema.extend({ waitForCompletion: z.boolean().default(false) })

const RunIdParam = z.object({ id: z.uuid({ message: 'id must be a sync run id' }) })

// §2.24 Team quality sync, as admin API calls. Mounted behind requireRole in app.ts.
export function esportsSyncAdminRoutes(deps: Pick<RouteDeps, 'services' | 'queue'>) {
  const { db } = deps.services
  return new Hono<AppEnv>()
    .post('/sync-pandascore-data', validate('json', SyncRequestSchema), async (c) => {
      const { waitForCompletion, ...options } = c.req.valid('json')
      const user = c.get('user')
      const runId = await queueSyncRun(db, options)
      const target = { type: 'sync_run', id: runId }
      if (waitForCompletion) {
        const ctx = { ...deps.services, logger: c.get('logger') }
        const result = await executeSyncRun(ctx, runId, options)
        if (!result) throw new AppError('CONFLICT', 'This sync run was started elsewhere.')
        await recordAdminAction(db, user, 'esports.sync', target, {
          ...options,
          success: result.success,
          teams: result.teams,
          players: result.players,
          errors: result.errors.length,
        })
        return c.json(toSyncResult(result))
      }
      let jobId: string | null
      try {
        jobId = await deps.queue.send(SYNC_ESPORTS_JOB, { runId, ...options })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        await failSyncRun(db, runId, `The sync could not be queued: ${message}`)
        throw new AppError('UNAVAILABLE', 'The sync could not be started; try again in a few seconds.', {
          cause: error,
        })
      }
      await recordAdminAction(db, user, 'esports.sync.queued', target, { ...options, jobId })
      return c.json(
        { success: true, runId, jobId, message: MESSAGES.syncStarted } satisfies SyncStartResult,
        202,
      )
    })
    .get('/sync-runs/:id', validate('param', RunIdParam), async (c) => {
      const run = await getSyncRunStatus(db, c.req.valid('param').id)
      if (!run) throw new AppError('NOT_FOUND', 'No such sync run')
      return c.json(run)
    })
}
