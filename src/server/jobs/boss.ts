import PgBoss from 'pg-boss'
import { type ServiceDeps, serviceDeps } from '../deps'
import type { Runtime } from '../server'
import { keepLeaseAlive, LEASE_HOLDER, LEASE_MS, LEASE_RENEW_MS } from '../services/leases'
import { releaseFeedLeasesOfOthers } from '../storage/feed-sources'
import {
  deleteJobLeasesOfOthers,
  deleteLapsedJobLeases,
  endJobLease,
  listOrphanedJobs,
  renewJobLease,
  takeJobLease,
} from '../storage/job-leases'
import type { JobQueue } from './queue'
import { isRepeatedJob, repeatOnOneInstance } from './repeat'

/** A background job: a name, an optional cron schedule, and a thin handler that calls a service. */
export interface JobDefinition {
  name: string
  /** Five-field cron, in UTC. */
  schedule?: string
  run(deps: ServiceDeps, data: unknown): Promise<unknown>
}

export interface Worker extends JobQueue {
  boss: PgBoss
  /**
   * Takes no new jobs and waits up to `timeoutMs` (10 s by default) for the ones running to finish; a job still
   * running then is failed, so pg-boss retries it (decision 029).
   */
  stop(timeoutMs?: number): Promise<void>
}

/**
 * pg-boss on the app's own database connection (PGlite or PostgreSQL), so jobs need no second database and
 * survive restarts. With `work` false this process only sends jobs (web instances beside `npm run worker`).
 */
export async function startWorker(
  runtime: Runtime,
  jobs: JobDefinition[],
  options: { work?: boolean } = {},
): Promise<Worker> {
  const work = options.work ?? true
  const { database, logger } = runtime
  // Once per worker: the runtime's own (shared with the web app in the same process), or made from its parts.
  const services = runtime.services ?? serviceDeps(runtime)
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: 'pgboss',
    supervise: work,
    schedule: work,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'))
  await boss.start()
  // Jobs repeated every few seconds run on a timer of their own (jobs/repeat.ts), not through the queue.
  const queued = jobs.filter((job) => !isRepeatedJob(job))
  for (const job of queued) await boss.createQueue(job.name)
  let sweeper: NodeJS.Timeout | undefined
  const stopRepeating: (() => Promise<void>)[] = []
  if (work) {
    // Work a previous process left unfinished goes back to the queue before this one starts taking jobs.
    await recoverInterruptedWork(runtime, boss, { startup: true })
    sweeper = setInterval(() => {
      recoverInterruptedWork(runtime, boss, { startup: false }).catch((error: unknown) =>
        logger.error({ err: error }, 'recovering interrupted jobs failed'),
      )
    }, LEASE_RENEW_MS)
    sweeper.unref()
    for (const job of jobs.filter(isRepeatedJob))
      stopRepeating.push(repeatOnOneInstance(job, services, logger))
    for (const job of queued) {
      await boss.work(job.name, async ([item]) => {
        if (!item) return undefined
        const started = performance.now()
        const db = database.db
        await takeJobLease(db, { jobId: item.id, jobName: job.name, holder: LEASE_HOLDER }, LEASE_MS)
        const stopRenewing = keepLeaseAlive(
          () => renewJobLease(db, item.id, LEASE_HOLDER, LEASE_MS),
          logger,
          job.name,
        )
        try {
          const result = await job.run(services, item.data)
          logger.info({ job: job.name, ms: Math.round(performance.now() - started) }, 'job done')
          services.metrics?.jobRuns.inc({ job: job.name, outcome: 'done' })
          return result
        } catch (error) {
          // pg-boss records the failure and retries; the log and /metrics are where an operator sees it.
          logger.error({ job: job.name, err: error }, 'job failed')
          services.metrics?.jobRuns.inc({ job: job.name, outcome: 'failed' })
          throw error
        } finally {
          stopRenewing()
          await endJobLease(db, item.id).catch(() => {})
        }
      })
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' })
    }
  }
  let stopped = false
  const scheduled = work ? queued.filter((job) => job.schedule).map((job) => job.name) : []
  return {
    boss,
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    status: () => ({ state: stopped ? 'stopped' : 'running' }),
    async missingSchedules() {
      if (!scheduled.length) return []
      const registered = new Set((await boss.getSchedules()).map((s) => s.name))
      return scheduled.filter((name) => !registered.has(name))
    },
    async stop(timeoutMs = 10_000) {
      stopped = true
      clearInterval(sweeper)
      await Promise.all([
        ...stopRepeating.map((stop) => stop()),
        boss.stop({ graceful: true, timeout: timeoutMs }),
      ])
    },
  }
}

/**
 * Decision 017: jobs left "active" by a worker that is gone are failed at once, so pg-boss retries them now
 * (retryLimit permitting) instead of at their fifteen-minute expiry. On PGlite only this process can use the
 * database, so at startup every active job and every lease of another holder belongs to a dead process (this one
 * may already hold a feed: an admin's run can start before the queue does). On PostgreSQL other
 * workers may be running: a job counts as orphaned when its lease lapsed (no renewal for LEASE_MS).
 */
export async function recoverInterruptedWork(
  runtime: Runtime,
  boss: PgBoss,
  options: { startup: boolean },
): Promise<number> {
  const { database, logger } = runtime
  const db = database.db
  const alone = options.startup && database.driver === 'pglite'
  if (alone) {
    const feeds = await releaseFeedLeasesOfOthers(db, LEASE_HOLDER)
    if (feeds) logger.info({ feeds }, 'released the feed leases of the previous process')
    await deleteJobLeasesOfOthers(db, LEASE_HOLDER)
  }
  const orphaned = await listOrphanedJobs(db, alone ? 0 : LEASE_MS)
  for (const job of orphaned) {
    await boss.fail(job.name, job.id, { reason: 'its worker stopped before finishing; retried' })
  }
  if (orphaned.length) {
    logger.warn(
      { jobs: orphaned.map((j) => `${j.name} ${j.id}`) },
      'retrying jobs interrupted by a stopped worker',
    )
  }
  await deleteLapsedJobLeases(db)
  return orphaned.length
}
