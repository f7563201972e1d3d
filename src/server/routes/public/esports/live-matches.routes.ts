import { Hono } from 'hono'
import { GetTeamMatchesBodySchema, type LiveMatches } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import {
  createLiveMatchesCache,
  getLiveTeamMatches,
  type LiveMatchesCache,
} from '#server/services/live-matches'
import { validate } from '../../validate'

/** POST /api/get-team-matches (§7 get-team-matches). */
export function liveMatchesRoutes(
  deps: Pick<RouteDeps, 'services'> & { liveMatchesCache?: LiveMatchesCache | undefined },
) {
  const ctx = { ...deps.services, cache: deps.liveMatchesCache ?? createLiveMatchesCache() }
  return new Hono<AppEnv>().post('/', validate('json', GetTeamMatchesBodySchema), async (c) => {
    const matches: LiveMatches = await getLiveTeamMatches(
      { ...ctx, logger: c.get('logger') },
      c.req.valid('json'),
    )
    return c.json(matches)
  })
}
