/** §7: failed data reads are retried up to 3 times. */
export const MAX_RETRIES = 3

const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

/** §7: wait 1000 ms × 2^attempt before a retry, capped at 30000 ms. */
export function retryDelay(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt), MAX_DELAY_MS)
}

/** §9: cached data unused for 5 minutes is discarded. */
export const GC_TIME_MS = 5 * 60 * 1000
