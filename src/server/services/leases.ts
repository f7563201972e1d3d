import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Logger } from '../logger'

// docs/decisions/017: work in progress (a feed being processed, a pg-boss job being run) is held by a lease that
// names its holder and lasts LEASE_MS unless renewed. The holder renews it every LEASE_RENEW_MS while it is
// alive, so a killed process's leases lapse within LEASE_MS and its work is taken up again, instead of after
// a fixed hold of ten minutes (feeds) or pg-boss's fifteen-minute job expiry.

/** This process, as a lease holder: host, pid and a random part (pids are reused after a restart). */
export const LEASE_HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/** How long a lease lasts past its holder's last renewal. */
export const LEASE_MS = 20_000

/** How often a live holder renews its leases: several times per LEASE_MS, so one slow query does not lose it. */
export const LEASE_RENEW_MS = 5_000

/**
 * Calls renew every LEASE_RENEW_MS until the returned function is called. A failed renewal is logged and
 * retried at the next tick; the work itself goes on.
 */
export function keepLeaseAlive(renew: () => Promise<unknown>, logger: Logger, what: string): () => void {
  const timer = setInterval(() => {
    renew().catch((error: unknown) => logger.warn({ err: error, lease: what }, 'lease renewal failed'))
  }, LEASE_RENEW_MS)
  timer.unref()
  return () => clearInterval(timer)
}
