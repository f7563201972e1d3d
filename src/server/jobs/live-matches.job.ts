import { pollLiveMatches } from '../services/live-poll'
import { POLL_LIVE_MATCHES_JOB } from './names'
import type { RepeatedJob } from './repeat'

/** The live poller's job_leases row: whichever instance holds it polls (one at a time across instances). */
const LIVE_POLL_LEASE_ID = '8c6f4f0e-2d1b-5a3c-9e47-1b0d6a2f7c55'

/**
 * poll-live-matches every LIVE_POLL_SECONDS on one instance (issue #14 item 3): a thin loop around the live
 * poller, which asks nothing when no match is live.
 */
export function liveMatchesJob(everySeconds: number): RepeatedJob {
  return {
    name: POLL_LIVE_MATCHES_JOB,
    everySeconds,
    leaseId: LIVE_POLL_LEASE_ID,
    run: async (deps) => {
      const result = await pollLiveMatches(deps, { intervalMs: everySeconds * 1000 })
      const summary = { ...result, errors: result.errors.length }
      if (result.changed || result.errors.length) deps.logger.info(summary, 'live matches polled')
      else deps.logger.debug(summary, 'live matches polled')
      for (const error of result.errors.slice(0, 5)) deps.logger.warn({ error }, 'live match record skipped')
      return summary
    },
  }
}
