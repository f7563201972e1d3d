import { Hono } from 'hono'
import { z } from 'zod'
import {
  GameSlugSchema,
  PlayerListQuerySchema,
  TeamListQuerySchema,
  TeamMatchesQuerySchema,
} from '#shared/schemas/esports'
import type { AppDeps, AppEnv } from '#server/app-types'
import { AppError } from '#server/errors'
import {
  getGameHubStats,
  getPlayerDetail,
  getTeamDetail,
  listPlayerSummaries,
  listTeamMatches,
  listTeamSummaries,
  requestTeamAutoSync,
} from '#server/services/esports'
import { validate } from '../../validate'

const SlugParam = z.object({ slug: z.string().min(1).max(200) })
const TeamIdParam = z.object({ id: z.uuid({ message: 'id must be a team id' }) })

/** GET /api/teams…: the team directory, detail and match lists (§2.10, §2.11, §7). */
export function teamsRoutes(deps: AppDeps) {
  const db = deps.database.db
  return new Hono<AppEnv>()
    .get('/', validate('query', TeamListQuerySchema), async (c) => {
      return c.json({ teams: await listTeamSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', SlugParam), async (c) => {
      const team = await getTeamDetail(db, c.req.valid('param').slug)
      if (!team) throw new AppError('NOT_FOUND', 'Team not found')
      return c.json({ team })
    })
    .post('/:id/auto-sync', validate('param', TeamIdParam), async (c) => {
      const result = await requestTeamAutoSync(db, deps.queue, c.req.valid('param').id)
      if (!result) throw new AppError('NOT_FOUND', 'Team not found')
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

/** GET /api/players…: the player directory and detail (§2.12, §2.13). */
export function playersRoutes(deps: AppDeps) {
  const db = deps.database.db
  return new Hono<AppEnv>()
    .get('/', validate('query', PlayerListQuerySchema), async (c) => {
      return c.json({ players: await listPlayerSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', SlugParam), async (c) => {
      const player = await getPlayerDetail(db, c.req.valid('param').slug)
      if (!player) throw new AppError('NOT_FOUND', 'Player not found')
      return c.json({ player })
    })
}

/** GET /api/games/:game/stats: the game hub's counts (§2.9). */
export function gamesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:game/stats',
    validate('param', z.object({ game: GameSlugSchema })),
    async (c) => c.json(await getGameHubStats(deps.database.db, c.req.valid('param').game)),
  )
}
