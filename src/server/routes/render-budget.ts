import type { MiddlewareHandler } from 'hono'
import type { AppEnv, RouteDeps } from '../app-types'
import { errorBody } from '../errors'
import { deleteRateLimitWindowsBefore } from '../services/rate-limits'
import { clientAddress } from './client-address'
import { API_VERSION_PREFIX } from './public/api/version'
import { createClientRateLimiter } from './client-rate-limit'

/** Answered whatever the client's budget: probes and scrapes of the operator's tools. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

// One client cannot use up the server's rendering (decision 015). Every GET that the response cache does not
// answer costs a render (a page, an API read, a sitemap): each client address gets RENDER_BUDGET of them per
// 10 seconds, counted in PostgreSQL like the chat limit so that it holds across instances; past it, 429 with
// Retry-After. The middleware sits behind the cache, so a cache hit is never counted or refused.

const RENDER_BUDGET_WINDOW_MS = 10_000
const RENDER_BUDGET_MESSAGE = 'Too many requests from your address. Please wait a few seconds and try again.'

/** How long a window's row is kept: windows are 10 s, so a minute is plenty. */
const KEEP_WINDOWS_MS = 60_000
const CLEANUP_EVERY_MS = 60_000

/**
 * Built files and other static files: served from disk, not rendered (`.xml` are the sitemaps and feeds, /api/
 * is never a file). One that is missing falls through to the renderer, which counts it (beforeRender).
 */
const STATIC_FILE = /^(?!\/api\/)(\/assets\/|.*\.(?!xml$)[a-z0-9]{2,5}$)/i
/**
 * A loopback peer (IPv6 ::1 is keyed by its /64) is a test, a benchmark or a proxy on the same host, whose
 * clients would all share one budget (behind a proxy, set TRUST_PROXY); "unknown" is an in-process call (the
 * renderer reading the API), part of a render already counted. Neither is limited.
 */
export const UNCOUNTED_ADDRESS = /^(127\.|0:0:0:0::\/64$|unknown$)/

export interface RenderBudget {
  /** In front of everything the cache does not answer, static files aside. */
  middleware: MiddlewareHandler<AppEnv>
  /** In front of the page renderer: counts what reached it without being counted (a missing static file). */
  beforeRender: MiddlewareHandler<AppEnv>
}

export function renderBudget(
  deps: Pick<RouteDeps, 'services'>,
  options: { now?: () => Date } = {},
): RenderBudget {
  const { db, env } = deps.services
  const limit = env.RENDER_BUDGET
  const hit = createClientRateLimiter(deps, {
    name: 'render',
    limit,
    windowMs: RENDER_BUDGET_WINDOW_MS,
    message: RENDER_BUDGET_MESSAGE,
    now: options.now,
  })
  // Addresses already refused, until their window ends: a flood past the budget costs no database round trip
  // per request (the count itself stays in the database, shared by every instance).
  const refusedUntil = new Map<string, number>()
  const counted = new WeakSet<Request>()
  let lastCleanup = 0
  // The versioned public API has a budget of its own (api-rate-limit.ts, decision 033), unless that one is off.
  const ownApiBudget = (path: string) => env.API_RATE_LIMIT > 0 && path.startsWith(`${API_VERSION_PREFIX}/`)

  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (limit <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    // The health checks and the metrics scrape must always answer. Proxied images (decision 016) are not renders: a listing shows a
    // dozen at once, each signed by us (no address of the client's choosing) and kept by browsers for 30 days.
    if (PROBE_PATHS.has(c.req.path) || c.req.path === '/img') return next()
    if (counted.has(c.req.raw)) return next()
    counted.add(c.req.raw)
    const address = clientAddress(c, env.TRUST_PROXY)
    if (UNCOUNTED_ADDRESS.test(address)) return next()

    const now = options.now?.().getTime() ?? Date.now()
    const until = refusedUntil.get(address)
    if (until !== undefined && until > now) return refuse(c, Math.ceil((until - now) / 1000))
    if (until !== undefined) refusedUntil.delete(address)

    const refused = await hit(c)
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now
      deleteRateLimitWindowsBefore(db, new Date(now - KEEP_WINDOWS_MS), 'render:').catch((error: unknown) =>
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

  return {
    middleware: (c, next) =>
      STATIC_FILE.test(c.req.path) || ownApiBudget(c.req.path) ? next() : check(c, next),
    beforeRender: check,
  }
}

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0], retryAfter: number) {
  c.header('retry-after', String(Math.max(1, retryAfter)))
  return c.json(errorBody('RATE_LIMITED', RENDER_BUDGET_MESSAGE), 429)
}
