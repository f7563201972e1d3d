import { Hono } from 'hono'
import { z } from 'zod'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import {
  type MatchDetail,
  type MatchList,
  type MatchListQuery,
  MatchListQuerySchema,
} from '#shared/schemas/matches'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { MESSAGES } from '#server/messages'
import { getMatchDetail, listMatches } from '#server/services/matches'
import { publicCacheControl } from '../../caching'
import { validate } from '../../validate'

export const MatchParams = z.object({ game: z.string().min(1).max(40), slug: z.string().min(1).max(200) })

/** A running match's score changes every few seconds: shared caches keep it briefly (issue #14 item 3). */
export const LIVE_CACHE = publicCacheControl(5, 5)
/** A match about to start, or a list of them: it may go live at any moment. */
export const SOON_CACHE = publicCacheControl(30, 30)

type Deps = Pick<RouteDeps, 'services'>

// The reads the route and the renderer's direct reads (page-reads.ts, decision 045) both call.

export function readMatchList(deps: Deps, query: MatchListQuery): Promise<MatchList> {
  return listMatches(deps.services, query)
}

export async function readMatchDetail(
  deps: Deps,
  { slug }: z.infer<typeof MatchParams>,
): Promise<MatchDetail> {
  // The id the slug ends in finds the match, whatever its head says; the page redirects to match.slug.
  const id = pandascoreIdFromSlug(slug)
  const detail = id === undefined ? null : await getMatchDetail(deps.services, id)
  if (!detail) throw new AppError('NOT_FOUND', MESSAGES.matchNotFound)
  return detail
}

/** GET /api/matches: the matches page's sections; GET /api/matches/:game/:slug: a match page. */
export function matchesRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', MatchListQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const list = await readMatchList(deps, query)
      if (query.section === 'live') c.header('cache-control', LIVE_CACHE)
      else if (query.section === 'upcoming') c.header('cache-control', SOON_CACHE)
      return c.json(list)
    })
    .get('/:game/:slug', validate('param', MatchParams), async (c) => {
      const detail = await readMatchDetail(deps, c.req.valid('param'))
      const status = detail.match.status
      if (status === 'running') c.header('cache-control', LIVE_CACHE)
      else if (status === 'not_started' || status === 'postponed') c.header('cache-control', SOON_CACHE)
      return c.json(detail)
    })
}
