import { READINESS_CHECKS, type ReadinessCheckName } from '#shared/domain/readiness'
import type { Readiness, ReadinessCheck } from '#shared/schemas/admin'
import type { Database } from '../db/client'
import type { JobQueue } from '../jobs/queue'
import { pingDatabase } from '../storage/health'
import { migrationStatus } from '../storage/migrations'

/** What /healthz says: the process answers; "degraded" while it does not hear the database's changes (014). */
export type Liveness = { status: 'ok' } | { status: 'degraded'; notify: 'down' }

/** Liveness without a database call: a slow or lost database must not get a healthy process restarted. */
export function liveness(database: Pick<Database, 'isListening'>): Liveness {
  return database.isListening() ? { status: 'ok' } : { status: 'degraded', notify: 'down' }
}

const ok: ReadinessCheck = { ok: true }
const failing = (detail: string): ReadinessCheck => ({ ok: false, detail })
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Readiness (decision 032): the database answers, no migration is pending, the LISTEN connection is up, the job
 * queue runs and its schedules are registered. Each check says why it fails, so an operator reads the cause in
 * the 503 body or on the admin dashboard.
 */
export async function checkReadiness(
  deps: { database: Database; queue: JobQueue },
  onDatabaseError: (error: unknown) => void,
): Promise<Readiness> {
  const { database, queue } = deps
  const checks: Record<ReadinessCheckName, ReadinessCheck> = {
    database: ok,
    migrations: ok,
    listen: database.isListening() ? ok : failing('not listening for changes; reconnecting'),
    jobQueue: ok,
    schedules: ok,
  }
  const queueStatus = queue.status()
  if (queueStatus.state !== 'running')
    checks.jobQueue = failing(queueStatus.error ? `failed: ${queueStatus.error}` : queueStatus.state)

  try {
    await pingDatabase(database)
  } catch (error) {
    onDatabaseError(error)
    checks.database = failing(message(error))
    checks.migrations = failing('unknown: the database does not answer')
    checks.schedules = failing('unknown: the database does not answer')
  }
  if (checks.database.ok) {
    const [pending, missing] = await Promise.allSettled([
      migrationStatus(database).then((status) => status.pending.length),
      queueStatus.state === 'running' ? queue.missingSchedules() : Promise.resolve(null),
    ])
    if (pending.status === 'rejected') checks.migrations = failing(message(pending.reason))
    else if (pending.value > 0) checks.migrations = failing(`${pending.value} pending`)
    if (missing.status === 'rejected') checks.schedules = failing(message(missing.reason))
    else if (missing.value === null) checks.schedules = failing('unknown: the job queue is not running')
    else if (missing.value.length) checks.schedules = failing(`not registered: ${missing.value.join(', ')}`)
  }
  const failed = READINESS_CHECKS.filter((name) => !checks[name].ok)
  return { status: failed.length ? 'not ready' : 'ready', failing: failed, checks }
}
