import { Hono } from 'hono'
import { z } from 'zod'
import { TeamListQuerySchema, TeamMatchesQuerySchema } from '#shared/schemas/esports'
import { type TeamPageAnswer, type TeamPageQuery, TeamPageQuerySchema } from '#shared/schemas/transfers'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import {
  getTeamDetail,
  listTeamMatches,
  listTeamSummaries,
  requestTeamAutoSync,
} from '#server/services/esports'
import type { ImageProxy } from '#server/services/image-proxy'
import { getTeamPage } from '#server/services/team-page'
import { proxyImageFields } from '../images/images.routes'
import { validate } from '../../validate'
import { analysisBody, faqBody } from './team-analysis.routes'
import { MESSAGES } from '#server/messages'

export const TeamSlugParam = z.object({ slug: z.string().min(1).max(200) })
export const TeamIdParam = z.object({ id: z.uuid({ message: 'id must be a team id' }) })

type Db = Pick<RouteDeps, 'services'>

// The reads the route and the renderer's direct reads (page-reads.ts, decision 045) both call.

export async function readTeamDetail(deps: Db, { slug }: z.infer<typeof TeamSlugParam>) {
  const team = await getTeamDetail(deps.services.db, slug)
  if (!team) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
  return { team }
}

export async function readTeamMatches(
  deps: Db,
  { id }: z.infer<typeof TeamIdParam>,
  query: z.infer<typeof TeamMatchesQuerySchema>,
) {
  return { matches: await listTeamMatches(deps.services.db, id, query) }
}

/** A team page's reads in one answer, each part its own read's answer (decision 045, round 2). */
export async function readTeamPage(
  deps: Db,
  { slug }: z.infer<typeof TeamSlugParam>,
  query: TeamPageQuery,
): Promise<TeamPageAnswer> {
  const page = await getTeamPage(deps.services, slug, query)
  if (!page) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
  return {
    team: page.team,
    past: { matches: page.past },
    upcoming: { matches: page.upcoming },
    analysis: analysisBody(page.analysis),
    faq: faqBody(page.faq),
    history: page.history,
  }
}

/** GET /api/teams…: the team directory, detail and match lists (§2.10, §2.11, §7). */
export function teamsRoutes(deps: Pick<RouteDeps, 'services' | 'queue'>) {
  const { db } = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', TeamListQuerySchema), async (c) => {
      return c.json({ teams: await listTeamSummaries(db, c.req.valid('query')) })
    })
    .get('/by-slug/:slug', validate('param', TeamSlugParam), async (c) =>
      c.json(await readTeamDetail(deps, c.req.valid('param'))),
    )
    .post('/:id/auto-sync', validate('param', TeamIdParam), async (c) => {
      const result = await requestTeamAutoSync(db, deps.queue, c.req.valid('param').id)
      if (!result) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
      return c.json(result)
    })
    .get(
      '/:id/matches',
      validate('param', TeamIdParam),
      validate('query', TeamMatchesQuerySchema),
      async (c) => c.json(await readTeamMatches(deps, c.req.valid('param'), c.req.valid('query'))),
    )
}

/** GET /api/teams/by-slug/:slug/page: a team page's reads in one (the site's own, not /api/v1). */
export function teamPageRoutes(deps: Pick<RouteDeps, 'services'>, images: ImageProxy) {
  return new Hono<AppEnv>().get(
    '/by-slug/:slug/page',
    // Only here: a middleware of this router's /teams/* would run for every /api/teams read too.
    proxyImageFields(images),
    validate('param', TeamSlugParam),
    validate('query', TeamPageQuerySchema),
    async (c) => {
      // As /teams/:id/analysis: revalidated on every read, so a regenerated analysis shows at once.
      c.header('cache-control', 'no-cache')
      return c.json(await readTeamPage(deps, c.req.valid('param'), c.req.valid('query')))
    },
  )
}
