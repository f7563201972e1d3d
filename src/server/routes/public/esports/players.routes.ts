import { Hono } from 'hono'
import { z } from 'zod'
import { PlayerListQuerySchema } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { getPlayerDetail, listPlayerSummaries } from '#server/services/esports'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

export const PlayerSlugParam = z.object({ slug: z.string().min(1).max(200) })

/** The read the route and the renderer's direct reads (page-reads.ts, decision 045) both call. */
export async function readPlayerDetail(deps: Pick<RouteDeps, 'services'>, { slug }: { slug: string }) {
  const player = await getPlayerDetail(deps.services.db, slug)
  if (!player) throw new AppError('NOT_FOUND', MESSAGES.playerNotFound)
  return { player }
}

/** GET /api/players…: the player directory and detail (§2.12, §2.13). */
export function playersRoutes(deps: Pick<RouteDeps, 'services'>) {
  const { db } = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', PlayerListQuerySchema), async (c) => {
      return c.json({ players: await listPlayerSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', PlayerSlugParam), async (c) =>
      c.json(await readPlayerDetail(deps, c.req.valid('param'))),
    )
}
