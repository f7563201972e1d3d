import { Hono } from 'hono'
import { GetTeamMatchesBodySchema, type LiveMatches } from '#shared/schemas/esports'
import type { AppDeps, AppEnv } from '#server/app-types'
import { type PandaScoreClient, pandaScoreClientFromEnv } from '#server/providers/pandascore/client'
import {
  createLiveMatchesCache,
  getLiveTeamMatches,
  type LiveMatchesCache,
} from '#server/services/live-matches'
import { validate } from '../../validate'

export interface LiveMatchesRouteDeps extends AppDeps {
  /** From PANDASCORE_TOKEN when absent (null: stored matches only). */
  pandascore?: PandaScoreClient | null
  liveMatchesCache?: LiveMatchesCache
}

/**
 * A page view must not wait on the request budget: give up after 3 s of waiting (or one short retry) and
 * answer from stored matches instead.
 */
const PAGE_VIEW_CLIENT = { timeoutMs: 8000, maxRetries: 1, maxWaitMs: 3000, maxRetryAfterMs: 3000 }

/** POST /api/get-team-matches (§7 get-team-matches). */
export function liveMatchesRoutes(deps: LiveMatchesRouteDeps) {
  const ctx = {
    db: deps.database.db,
    logger: deps.logger,
    pandascore:
      deps.pandascore === undefined
        ? pandaScoreClientFromEnv(deps.env, { ...PAGE_VIEW_CLIENT, logger: deps.logger })
        : deps.pandascore,
    cache: deps.liveMatchesCache ?? createLiveMatchesCache(),
  }
  return new Hono<AppEnv>().post('/', validate('json', GetTeamMatchesBodySchema), async (c) => {
    const matches: LiveMatches = await getLiveTeamMatches(
      { ...ctx, logger: c.get('logger') },
      c.req.valid('json'),
    )
    return c.json(matches)
  })
}
