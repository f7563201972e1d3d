import type { MiddlewareHandler } from 'hono'
import type { AppEnv, RouteDeps } from '../app-types'
import { API_VERSION_PREFIX } from './public/api/version'
import { createClientRateLimiter, UNCOUNTED_ADDRESS } from './client-rate-limit'

/** Answered whatever the client's budget: probes and scrapes of the operator's tools. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

// One client cannot use up the server's rendering (decision 015). Every GET that the response cache does not
// answer costs a render (a page, an API read, a sitemap): each client address gets RENDER_BUDGET of them per
// 10 seconds, counted in PostgreSQL like the chat limit so that it holds across instances; past it, 429 with
// Retry-After. The middleware sits behind the cache, so a cache hit is never counted or refused.

const RENDER_BUDGET_WINDOW_MS = 10_000
const RENDER_BUDGET_MESSAGE = 'Too many requests from your address. Please wait a few seconds and try again.'

/**
 * Built files and other static files: served from disk, not rendered (`.xml` are the sitemaps and feeds, /api/
 * is never a file). One that is missing falls through to the renderer, which counts it (beforeRender).
 */
const STATIC_FILE = /^(?!\/api\/)(\/assets\/|.*\.(?!xml$)[a-z0-9]{2,5}$)/i

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
  const { env } = deps.services
  const limit = env.RENDER_BUDGET
  const hit = createClientRateLimiter(deps, {
    name: 'render',
    limit,
    windowMs: RENDER_BUDGET_WINDOW_MS,
    message: RENDER_BUDGET_MESSAGE,
    uncounted: UNCOUNTED_ADDRESS,
    now: options.now,
  })
  const counted = new WeakSet<Request>()
  // The versioned public API has a budget of its own (api-rate-limit.ts, decision 033), unless that one is off.
  const ownApiBudget = (path: string) => env.API_RATE_LIMIT > 0 && path.startsWith(`${API_VERSION_PREFIX}/`)

  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (limit <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    // The health checks and the metrics scrape must always answer. Proxied images (decision 016) are not renders: a listing shows a
    // dozen at once, each signed by us (no address of the client's choosing) and kept by browsers for 30 days.
    if (PROBE_PATHS.has(c.req.path) || c.req.path === '/img') return next()
    if (counted.has(c.req.raw)) return next()
    counted.add(c.req.raw)
    const { refused } = await hit(c)
    return refused ?? next()
  }

  return {
    middleware: (c, next) =>
      STATIC_FILE.test(c.req.path) || ownApiBudget(c.req.path) ? next() : check(c, next),
    beforeRender: check,
  }
}
