import { Hono } from 'hono'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { getAdminDashboard } from '#server/services/admin-feed-sources'

// §2.18 dashboard: Total Articles (up to 1000), Active Feeds and the feed sources. Mounted at /api/admin/overview.
export function dashboardAdminRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getAdminDashboard(deps.services.db)))
}
