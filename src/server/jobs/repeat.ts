import type { ServiceDeps } from '../deps'
import type { Logger } from '../logger'
import { keepLeaseAlive, LEASE_HOLDER, LEASE_MS, LEASE_RENEW_MS } from '../services/leases'
import { claimJobLease, renewJobLease } from '../storage/job-leases'

/** A job run every few seconds by one instance at a time, rather than on a cron schedule. */
export interface RepeatedJob {
  name: string
  run(deps: ServiceDeps, data: unknown): Promise<unknown>
  /** Seconds between two runs (cron's minute is too coarse for live scores). */
  everySeconds: number
  /** The job_leases row (a uuid of its own) that says which instance runs it (decision 017). */
  leaseId: string
}

/** A job list (jobs/index.ts) holds both kinds; these are the repeated ones. */
export function isRepeatedJob<J extends object>(job: J): job is J & RepeatedJob {
  return 'everySeconds' in job && typeof job.everySeconds === 'number' && job.everySeconds > 0
}

/**
 * Runs the job every `everySeconds` in this process while this process holds its lease: every instance asks
 * for the lease a few times per lease period, the one that has it renews it and runs the job, and when it dies
 * its lease lapses within LEASE_MS and another instance takes over. The first run is at once (a fresh start
 * shows live data without waiting a period). Returns the stop function.
 */
export function repeatOnOneInstance(
  job: RepeatedJob,
  services: ServiceDeps,
  logger: Logger,
  /** This instance, as a lease holder (tests play two instances in one process). */
  holder = LEASE_HOLDER,
): () => Promise<void> {
  const periodMs = job.everySeconds * 1000
  const lease = { jobId: job.leaseId, jobName: job.name, holder }
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastRun = Number.NEGATIVE_INFINITY
  let running: Promise<void> | undefined

  async function tick(): Promise<void> {
    const mine = await claimJobLease(services.db, lease, LEASE_MS)
    if (!mine || stopped || performance.now() - lastRun < periodMs) return
    lastRun = performance.now()
    const stopRenewing = keepLeaseAlive(() => claimJobLease(services.db, lease, LEASE_MS), logger, job.name)
    try {
      await job.run(services, {})
      services.metrics?.jobRuns.inc({ job: job.name, outcome: 'done' })
    } catch (error) {
      services.metrics?.jobRuns.inc({ job: job.name, outcome: 'failed' })
      throw error
    } finally {
      stopRenewing()
    }
  }

  function next(): void {
    if (stopped) return
    timer = setTimeout(
      () => {
        running = tick()
          .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'repeated job failed'))
          .finally(next)
      },
      Math.min(periodMs, LEASE_RENEW_MS),
    )
    timer.unref()
  }

  running = tick()
    .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'repeated job failed'))
    .finally(next)

  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
    // Lapses now, if this process still has it: another instance takes over at its next ask.
    await renewJobLease(services.db, job.leaseId, holder, 0).catch(() => {})
  }
}
