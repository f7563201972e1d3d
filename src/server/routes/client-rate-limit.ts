import type { Context } from 'hono'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { errorBody } from '#server/errors'
import { deleteRateLimitWindowsBefore, hitRateLimit } from '#server/services/rate-limits'
import { clientAddress } from './client-address'

// A per-client limit on a route, counted in PostgreSQL so that it holds across instances. A handler calls it
// once the request is known to be well-formed, so a refused malformed request costs no message.

interface RateLimitOptions {
  /** Key prefix, e.g. "chat": the key is "chat:{client address}". */
  name: string
  limit: number
  windowMs: number
  /** The 429's message, fit to show. */
  message: string
  now?: () => Date
}

/** Windows this old are no use to any limit; they are deleted now and then. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000
/** How often one instance deletes old windows, at most. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000

/** Counts one hit of the client; answers the 429 (with Retry-After) to send, or undefined to go on. */
type RateLimiter = (c: Context<AppEnv>) => Promise<Response | undefined>

export function createClientRateLimiter(
  deps: Pick<RouteDeps, 'services'>,
  options: RateLimitOptions,
): RateLimiter {
  const { db, env } = deps.services
  let lastCleanup = 0
  return async (c) => {
    const now = options.now?.() ?? new Date()
    const key = `${options.name}:${clientAddress(c, env.TRUST_PROXY)}`
    const result = await hitRateLimit(db, key, { limit: options.limit, windowMs: options.windowMs, now })
    if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime()
      // Off the request's path: a slow delete must not delay the answer, and a failed one is retried later.
      deleteRateLimitWindowsBefore(db, new Date(now.getTime() - KEEP_WINDOWS_MS)).catch((error: unknown) => {
        c.get('logger').warn({ err: error }, 'rate limits: cleanup of old windows failed')
      })
    }
    if (!result.allowed) {
      c.get('logger').info({ key: options.name, retryAfter: result.retryAfterSeconds }, 'rate limited')
      c.header('retry-after', String(result.retryAfterSeconds))
      return c.json(errorBody('RATE_LIMITED', options.message), 429)
    }
    return undefined
  }
}
