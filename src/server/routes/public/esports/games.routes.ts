import { Hono } from 'hono'
import { z } from 'zod'
import { GameSlugSchema } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { getGameHubStats } from '#server/services/esports'
import { validate } from '../../validate'

export const GameParam = z.object({ game: GameSlugSchema })

/** GET /api/games/:game/stats: the game hub's counts (§2.9). */
export function gamesRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/:game/stats', validate('param', GameParam), async (c) =>
    c.json(await getGameHubStats(deps.services.db, c.req.valid('param').game)),
  )
}
