import type { MiddlewareHandler } from 'hono'
import { setAnswerHeader } from './answer-headers'
import type { AppEnv, RouteDeps } from '../app-types'
import { createClientRateLimiter, UNCOUNTED_ADDRESS } from './client-rate-limit'

// The public API's own budget (decision 033): each client address gets API_RATE_LIMIT reads of /api/v1 per minute,
// counted by the one client limiter (key "api:{address}") like the render budget, so it holds across instances. It
// sits in front of the response cache and counts every read, a cache hit too: it is a promise about use, stated in
// the RateLimit and RateLimit-Policy headers of every answer (draft-ietf-httpapi-ratelimit-headers), not only a
// guard of the server's rendering. /api/v1 is exempt from the render budget in exchange. Loopback peers and
// in-process calls are not counted, as for the render budget.

export const API_RATE_WINDOW_MS = 60_000
const API_RATE_MESSAGE = 'Too many API requests from your address. Wait for the time Retry-After gives.'
const POLICY_NAME = '"api"'

export function apiRateLimit(
  deps: Pick<RouteDeps, 'services'>,
  options: { now?: () => Date } = {},
): MiddlewareHandler<AppEnv> {
  const limit = deps.services.env.API_RATE_LIMIT
  const policy = `${POLICY_NAME};q=${limit};w=${API_RATE_WINDOW_MS / 1000}`
  const rateLimitHeaders = (remaining: number, resetSeconds: number) => ({
    'ratelimit-policy': policy,
    ratelimit: `${POLICY_NAME};r=${remaining};t=${resetSeconds}`,
  })
  const hit = createClientRateLimiter(deps, {
    name: 'api',
    limit,
    windowMs: API_RATE_WINDOW_MS,
    message: API_RATE_MESSAGE,
    uncounted: UNCOUNTED_ADDRESS,
    refusalHeaders: (retryAfter) => rateLimitHeaders(0, retryAfter),
    now: options.now,
  })

  return async (c, next) => {
    if (limit <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const { refused, count } = await hit(c)
    if (refused) return refused
    await next()
    if (count)
      for (const [name, value] of Object.entries(rateLimitHeaders(count.remaining, count.resetSeconds)))
        setAnswerHeader(c, name, value)
  }
}
