import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, RouteDeps } from '../app-types'
import { errorBody } from '../errors'
import { deleteRateLimitWindowsBefore, hitRateLimit } from '../services/rate-limits'
import { clientAddress } from './client-address'
import { UNCOUNTED_ADDRESS } from './render-budget'

// The public API's own budget (decision 033): each client address gets API_RATE_LIMIT reads of /api/v1 per minute,
// counted in `rate_limits` (key "api:{address}") like the render budget, so it holds across instances. It sits in
// front of the response cache and counts every read, a cache hit too: it is a promise about use, stated in the
// RateLimit and RateLimit-Policy headers of every answer (draft-ietf-httpapi-ratelimit-headers), not only a guard
// of the server's rendering. /api/v1 is exempt from the render budget in exchange. Loopback peers and in-process
// calls are not counted, as for the render budget.

export const API_RATE_WINDOW_MS = 60_000
const API_RATE_MESSAGE = 'Too many API requests from your address. Wait for the time Retry-After gives.'
const POLICY_NAME = '"api"'
/** Windows are a minute: two are plenty to keep. */
const KEEP_WINDOWS_MS = 2 * API_RATE_WINDOW_MS
const CLEANUP_EVERY_MS = 60_000

export function apiRateLimit(
  deps: Pick<RouteDeps, 'services'>,
  options: { now?: () => Date } = {},
): MiddlewareHandler<AppEnv> {
  const { db, env } = deps.services
  const limit = env.API_RATE_LIMIT
  const policy = `${POLICY_NAME};q=${limit};w=${API_RATE_WINDOW_MS / 1000}`
  // Addresses already refused, until their window ends: a flood past the budget costs no database round trip.
  const refusedUntil = new Map<string, number>()
  let lastCleanup = 0

  return async (c, next) => {
    if (limit <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const address = clientAddress(c, env.TRUST_PROXY)
    if (UNCOUNTED_ADDRESS.test(address)) return next()

    const now = options.now?.() ?? new Date()
    const until = refusedUntil.get(address)
    if (until !== undefined && until > now.getTime())
      return refuse(c, policy, Math.ceil((until - now.getTime()) / 1000))
    if (until !== undefined) refusedUntil.delete(address)

    const result = await hitRateLimit(db, `api:${address}`, { limit, windowMs: API_RATE_WINDOW_MS, now })
    if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime()
      deleteRateLimitWindowsBefore(db, new Date(now.getTime() - KEEP_WINDOWS_MS), 'api:').catch(
        (error: unknown) =>
          c.get('logger').warn({ err: error }, 'api rate limit: cleanup of old windows failed'),
      )
    }
    if (!result.allowed) {
      if (refusedUntil.size > 10_000) refusedUntil.clear()
      refusedUntil.set(address, now.getTime() + result.retryAfterSeconds * 1000)
      c.get('logger').info({ retryAfter: result.retryAfterSeconds }, 'api rate limited')
      return refuse(c, policy, result.retryAfterSeconds)
    }
    await next()
    c.header('ratelimit-policy', policy)
    c.header('ratelimit', `${POLICY_NAME};r=${result.remaining};t=${result.retryAfterSeconds}`)
  }
}

function refuse(c: Context<AppEnv>, policy: string, retryAfter: number) {
  const seconds = Math.max(1, retryAfter)
  c.header('retry-after', String(seconds))
  c.header('ratelimit-policy', policy)
  c.header('ratelimit', `${POLICY_NAME};r=0;t=${seconds}`)
  return c.json(errorBody('RATE_LIMITED', API_RATE_MESSAGE), 429)
}
