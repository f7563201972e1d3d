import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../app-types'
import { clusterMetricsReader } from '../cluster'
import { errorBody } from '../errors'
import type { Metrics } from '../metrics'

/** /metrics (decision 032): Prometheus' text format, for a scraper holding METRICS_TOKEN as a Bearer token. */
export function metricsRoutes(metrics: Metrics, token: string) {
  metrics.collectProcessMetrics()
  // In one of several server processes (decision 048) a scrape reads them all, added up by the primary.
  const read = clusterMetricsReader(metrics.registry) ?? (() => metrics.registry.metrics())
  const expected = digest(token)
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header('www-authenticate', 'Bearer realm="metrics"')
      return c.json(errorBody('UNAUTHORIZED', 'A valid metrics token is required.'), 401)
    }
    return c.body(await read(), 200, { 'content-type': metrics.registry.contentType })
  })
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest()

/** Counts every answer and its time under its route pattern (decision 032). */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const stop = metrics.httpDuration.startTimer()
    await next()
    const route = routeLabel(c)
    stop({ method: c.req.method, route })
    metrics.httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) })
  }
}

/**
 * The route pattern, never the raw path, so that unique URLs add no label values: the first route (not a
 * middleware) the path matched, whether it ran or the response cache answered for it. Pages are one catch-all
 * route ("page"); files of the build are "static"; anything else unmatched is "unmatched".
 */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL')
  if (route) return route.path === '*' || route.path === '/*' ? 'page' : route.path
  return c.get('requestLogLevel') === 'debug' ? 'static' : 'unmatched'
}
