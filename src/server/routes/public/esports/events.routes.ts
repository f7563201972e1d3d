import { Hono } from 'hono'
import { z } from 'zod'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import { type EventDetail, type EventList, EventListQuerySchema } from '#shared/schemas/matches'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { MESSAGES } from '#server/messages'
import { getEventDetail, listEventSummaries } from '#server/services/events'
import { validate } from '../../validate'
import { LIVE_CACHE } from './matches.routes'

export const EventParams = z.object({ game: z.string().min(1).max(40), slug: z.string().min(1).max(200) })

type Deps = Pick<RouteDeps, 'services'>

/**
 * An event page's answer, and whether a match of it is live now: the read the route and the renderer's direct
 * reads (page-reads.ts, decision 045) both call.
 */
export async function readEventDetail(
  deps: Deps,
  { slug }: z.infer<typeof EventParams>,
): Promise<{ detail: EventDetail; live: boolean }> {
  const id = pandascoreIdFromSlug(slug)
  const found = id === undefined ? null : await getEventDetail(deps.services, id)
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.eventNotFound)
  return found
}

/** GET /api/events: ongoing, upcoming and past events; GET /api/events/:game/:slug: an event page. */
export function eventsRoutes(deps: Deps) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', EventListQuerySchema), async (c) => {
      return c.json((await listEventSummaries(ctx, c.req.valid('query'))) satisfies EventList)
    })
    .get('/:game/:slug', validate('param', EventParams), async (c) => {
      const found = await readEventDetail(deps, c.req.valid('param'))
      if (found.live) c.header('cache-control', LIVE_CACHE)
      return c.json(found.detail)
    })
}
