import { Hono } from 'hono'
import type { Ai } from '#server/ai/ai'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { serviceDeps } from '#server/deps'
import type { Database } from '#server/db/client'
import type { Env } from '#server/env'
import type { JobQueue } from '#server/jobs/queue'
import { articlesAdminRoutes } from '#server/routes/admin/articles/articles.routes'
import { auditAdminRoutes } from '#server/routes/admin/audit/audit.routes'
import { feedSourcesAdminRoutes } from '#server/routes/admin/feed-sources/feed-sources.routes'
import { feedsAdminRoutes } from '#server/routes/admin/feeds/feeds.routes'
import { dashboardAdminRoutes } from '#server/routes/admin/dashboard/dashboard.routes'
import { requireRole } from '#server/routes/admin/require-role'
import { teamsAdminRoutes } from '#server/routes/admin/teams/teams.routes'
import { trashAdminRoutes } from '#server/routes/admin/trash/trash.routes'
import { usersAdminRoutes } from '#server/routes/admin/users/users.routes'
import { etagAndCache } from '#server/routes/caching'
import { handleError } from '#server/routes/error-handling'
import { originGuard } from '#server/routes/origin-guard'
import { signInRateLimit } from '#server/routes/public/auth-rate-limit'
import { meRoutes } from '#server/routes/public/me/me.routes'
import { createTestApp } from './app'

/**
 * The app the admin tests call. Once app.ts mounts the admin routers (GET /api/me answers), the real app;
 * until then a local one mounting them exactly as app.ts is to: same middleware order, same guard.
 */
export async function createAdminTestApp(
  database: Database,
  options: { env?: Env; queue?: JobQueue; ai?: Ai } = {},
) {
  const base = createTestApp(database, options)
  if ((await base.app.request('/api/me')).status !== 404) return { ...base, mounted: 'app.ts' as const }

  const parts = {
    env: base.env,
    database,
    auth: base.auth,
    ai: base.ai,
    queue: options.queue ?? { send: () => Promise.reject(new Error('no job queue in this test')) },
    logger: base.logger,
  }
  const deps: RouteDeps = { ...parts, services: serviceDeps(parts) }
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('requestId', 'test')
    c.set('logger', base.logger)
    await next()
  })
  const api = new Hono<AppEnv>()
  api.use(etagAndCache({ maxAge: 60, staleWhileRevalidate: 300 }))
  api.use(originGuard([deps.env.SITE_URL]))
  api.use('/auth/sign-in/email', signInRateLimit(deps))
  api.on(['GET', 'POST'], '/auth/*', (c) => deps.auth.handler(c.req.raw))
  api.route('/me', meRoutes(deps))
  const admin = new Hono<AppEnv>()
  admin.use(requireRole(deps, ['admin', 'super_admin']))
  admin.route('/', feedsAdminRoutes(deps))
  admin.route('/overview', dashboardAdminRoutes(deps))
  admin.route('/feed-sources', feedSourcesAdminRoutes(deps))
  admin.route('/articles', articlesAdminRoutes(deps))
  admin.route('/teams', teamsAdminRoutes(deps))
  admin.route('/trash', trashAdminRoutes(deps))
  admin.route('/users', usersAdminRoutes(deps))
  admin.route('/audit', auditAdminRoutes(deps))
  api.route('/admin', admin)
  app.route('/api', api)
  app.onError(handleError(base.logger))
  return { ...base, app, mounted: 'local' as const }
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** One call with JSON in and out. */
export async function callJson<T = Record<string, unknown>>(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonResponse<T>> {
  const res = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T }
}
