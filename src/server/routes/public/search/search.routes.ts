import { Hono } from 'hono'
import { SearchQuerySchema } from '#shared/schemas/search'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { searchSite } from '#server/services/site-search'
import { validate } from '../../validate'

/** GET /api/search?q=&limit=: the site search behind /search and the header box (decision 020). */
export function searchRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', validate('query', SearchQuerySchema), async (c) => {
    return c.json(await searchSite(deps.services.db, c.req.valid('query')))
  })
}
