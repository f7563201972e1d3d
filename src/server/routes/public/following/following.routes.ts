import { Hono } from 'hono'
import { FollowingQuerySchema, type Following } from '#shared/schemas/following'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { getFollowing } from '#server/services/following'
import { validate } from '../../validate'
import { LIVE_CACHE, SOON_CACHE } from '../esports/matches.routes'

/** GET /api/following?teams=cs2:slug,…&players=…: a reader's followed set, read in one call (issue #18). */
export function followingRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/', validate('query', FollowingQuerySchema), async (c) => {
    const following = (await getFollowing(deps.services, c.req.valid('query'))) satisfies Following
    // Kept as briefly as the live list while a followed team plays, else as the upcoming list.
    c.header('cache-control', following.live.length ? LIVE_CACHE : SOON_CACHE)
    return c.json(following)
  })
}
