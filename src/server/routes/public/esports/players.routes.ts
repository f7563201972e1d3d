import { Hono } from 'hono'
import { z } from 'zod'
import { PlayerListQuerySchema } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { getPlayerDetail, listPlayerSummaries } from '#server/services/esports'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

export const PlayerSlugParam = z.object({ slug: z.string().min(1).max(200) })

/** GET /api/players…: the player directory and detail (§2.12, §2.13). */
export function playersRoutes(deps: Pick<RouteDeps, 'services'>) {
  const { db } = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', PlayerListQuerySchema), async (c) => {
      return c.json({ players: await listPlayerSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', PlayerSlugParam), async (c) => {
      const player = await getPlayerDetail(db, c.req.valid('param').slug)
      if (!player) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound)
      return c.json({ player })
    })
}
