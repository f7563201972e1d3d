import { Hono } from 'hono'
import { type SearchQuery, SearchQuerySchema } from '#shared/schemas/search'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { searchSite } from '#server/services/site-search'
import { validate } from '../../validate'

/** The read the route and the renderer's direct reads (page-reads.ts, decision 045) both call. */
export function readSearch(deps: Pick<RouteDeps, 'services'>, query: SearchQuery) {
  return searchSite(deps.services.db, query)
}

/** GET /api/search?q=&limit=: the site search behind /search and the header box (decision 020). */
export function searchRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', validate('query', SearchQuerySchema), async (c) => {
    return c.json(await readSearch(deps, c.req.valid('query')))
  })
}
