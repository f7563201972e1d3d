import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../app-types'
import { errorBody } from '../errors'
import { deleteRateLimitWindowsBefore } from '../storage/rate-limits'
import { clientAddress } from './client-address'
import { createRateLimiter } from './public/chat/rate-limit'

// One client cannot use up the server's rendering (decision 015). Every GET that the response cache does not
// answer costs a render (a page, an API read, a sitemap): each client address gets RENDER_BUDGET of them per
// 10 seconds, counted in PostgreSQL like the chat limit so that it holds across instances; past it, 429 with
// Retry-After. The middleware sits behind the cache, so a cache hit is never counted or refused.

export const RENDER_BUDGET_WINDOW_MS = 10_000
export const RENDER_BUDGET_MESSAGE =
  'Too many requests from your address. Please wait a few seconds and try again.'

/** How long a window's row is kept: windows are 10 s, so a minute is plenty. */
const KEEP_WINDOWS_MS = 60_000
const CLEANUP_EVERY_MS = 60_000

export function renderBudget(
  deps: Pick<AppDeps, 'database' | 'env'>,
  options: { now?: () => Date } = {},
): MiddlewareHandler<AppEnv> {
  const limit = deps.env.RENDER_BUDGET
  const hit = createRateLimiter(deps, {
    name: 'render',
    limit,
    windowMs: RENDER_BUDGET_WINDOW_MS,
    message: RENDER_BUDGET_MESSAGE,
    now: options.now,
  })
  // Addresses already refused, until their window ends: a flood past the budget costs no database round trip
  // per request (the count itself stays in the database, shared by every instance).
  const refusedUntil = new Map<string, number>()
  let lastCleanup = 0

  return async (c, next) => {
    if (limit <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    // The health check must always answer. Built files are counted too: a missing one falls through to the
    // renderer's not-found page, so skipping /assets/ would let a flood of made-up file names render freely.
    if (c.req.path === '/healthz' || c.req.path.startsWith('/healthz/')) return next()
    const address = clientAddress(c, deps.env.TRUST_PROXY)
    // No address: an in-process call (the renderer reading the API), part of a render already counted.
    if (address === 'unknown') return next()

    const now = options.now?.().getTime() ?? Date.now()
    const until = refusedUntil.get(address)
    if (until !== undefined && until > now) return refuse(c, Math.ceil((until - now) / 1000))
    if (until !== undefined) refusedUntil.delete(address)

    const refused = await hit(c)
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now
      deleteRateLimitWindowsBefore(deps.database.db, new Date(now - KEEP_WINDOWS_MS), 'render:').catch(
        (error: unknown) =>
          c.get('logger').warn({ err: error }, 'render budget: cleanup of old windows failed'),
      )
    }
    if (refused) {
      const retryAfter = Number(refused.headers.get('retry-after')) || 1
      if (refusedUntil.size > 10_000) refusedUntil.clear()
      refusedUntil.set(address, now + retryAfter * 1000)
      return refused
    }
    return next()
  }
}

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0], retryAfter: number) {
  c.header('retry-after', String(Math.max(1, retryAfter)))
  return c.json(errorBody('RATE_LIMITED', RENDER_BUDGET_MESSAGE), 429)
}
