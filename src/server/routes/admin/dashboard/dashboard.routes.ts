import { Hono } from 'hono'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { getAdminDashboard } from '#server/services/admin-feed-sources'
import { checkReadiness } from '#server/services/health'

// §2.18 dashboard: Total Articles (up to 1000), Active Feeds and the feed sources, with the checks of /readyz
// (decision 032). Mounted at /api/admin/overview.
export function dashboardAdminRoutes(deps: Pick<RouteDeps, 'services' | 'database' | 'queue'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const [dashboard, health] = await Promise.all([
      getAdminDashboard(deps.services.db),
      checkReadiness(deps, (error) => c.get('logger').error({ err: error }, 'readiness check failed')),
    ])
    return c.json({ ...dashboard, health })
  })
}
