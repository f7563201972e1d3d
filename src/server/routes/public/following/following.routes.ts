import { Hono } from 'hono'
import { FollowingQuerySchema, type Following } from '#shared/schemas/following'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { getFollowing } from '#server/services/following'
import { publicCacheControl } from '../../caching'
import { validate } from '../../validate'

/** A followed team playing now: its score changes every few seconds (as GET /api/matches?section=live). */
const LIVE_CACHE = publicCacheControl(5, 5)
/** Otherwise a followed team's next match may start at any moment (as the upcoming list). */
const SOON_CACHE = publicCacheControl(30, 30)

/** GET /api/following?teams=cs2:slug,…&players=…: a reader's followed set, read in one call (issue #18). */
export function followingRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/', validate('query', FollowingQuerySchema), async (c) => {
    const following = (await getFollowing(deps.services, c.req.valid('query'))) satisfies Following
    c.header('cache-control', following.live.length ? LIVE_CACHE : SOON_CACHE)
    return c.json(following)
  })
}
