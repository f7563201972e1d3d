import { Hono } from 'hono'
import { z } from 'zod'
import { TeamListQuerySchema, TeamMatchesQuerySchema } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import {
  getTeamDetail,
  listTeamMatches,
  listTeamSummaries,
  requestTeamAutoSync,
} from '#server/services/esports'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

export const TeamSlugParam = z.object({ slug: z.string().min(1).max(200) })
export const TeamIdParam = z.object({ id: z.uuid({ message: 'id must be a team id' }) })

/** GET /api/teams…: the team directory, detail and match lists (§2.10, §2.11, §7). */
export function teamsRoutes(deps: Pick<RouteDeps, 'services' | 'queue'>) {
  const { db } = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', TeamListQuerySchema), async (c) => {
      return c.json({ teams: await listTeamSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', TeamSlugParam), async (c) => {
      const team = await getTeamDetail(db, c.req.valid('param').slug)
      if (!team) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
      return c.json({ team })
    })
    .post('/:id/auto-sync', validate('param', TeamIdParam), async (c) => {
      const result = await requestTeamAutoSync(db, deps.queue, c.req.valid('param').id)
      if (!result) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
      return c.json(result)
    })
    .get(
      '/:id/matches',
      validate('param', TeamIdParam),
      validate('query', TeamMatchesQuerySchema),
      async (c) => {
        return c.json({ matches: await listTeamMatches(db, c.req.valid('param').id, c.req.valid('query')) })
      },
    )
}
