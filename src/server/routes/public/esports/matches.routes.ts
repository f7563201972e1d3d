import { Hono } from 'hono'
import { z } from 'zod'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import { type MatchDetail, type MatchList, MatchListQuerySchema } from '#shared/schemas/matches'
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

/** GET /api/matches: the matches page's sections; GET /api/matches/:game/:slug: a match page. */
export function matchesRoutes(deps: Pick<RouteDeps, 'services'>) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', MatchListQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const list = (await listMatches(ctx, query)) satisfies MatchList
      if (query.section === 'live') c.header('cache-control', LIVE_CACHE)
      else if (query.section === 'upcoming') c.header('cache-control', SOON_CACHE)
      return c.json(list)
    })
    .get('/:game/:slug', validate('param', MatchParams), async (c) => {
      // The id the slug ends in finds the match, whatever its head says; the page redirects to match.slug.
      const id = pandascoreIdFromSlug(c.req.valid('param').slug)
      const detail = id === undefined ? null : await getMatchDetail(ctx, id)
      if (!detail) throw new AppError('NOT_FOUND', MESSAGES.matchNotFound)
      const status = detail.match.status
      if (status === 'running') c.header('cache-control', LIVE_CACHE)
      else if (status === 'not_started' || status === 'postponed') c.header('cache-control', SOON_CACHE)
      return c.json(detail satisfies MatchDetail)
    })
}
