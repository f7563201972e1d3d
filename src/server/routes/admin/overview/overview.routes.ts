import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-types'
import { getAdminOverview } from '#server/services/admin-feed-sources'

// §2.18 dashboard: Total Articles (up to 1000), Active Feeds and the feed sources. Mounted at /api/admin/overview.
export function overviewAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getAdminOverview(deps.database.db)))
}
