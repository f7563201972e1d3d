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

/** GET /api/events: ongoing, upcoming and past events; GET /api/events/:game/:slug: an event page. */
export function eventsRoutes(deps: Pick<RouteDeps, 'services'>) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/', validate('query', EventListQuerySchema), async (c) => {
      return c.json((await listEventSummaries(ctx, c.req.valid('query'))) satisfies EventList)
    })
    .get('/:game/:slug', validate('param', EventParams), async (c) => {
      const id = pandascoreIdFromSlug(c.req.valid('param').slug)
      const found = id === undefined ? null : await getEventDetail(ctx, id)
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.eventNotFound)
      if (found.live) c.header('cache-control', LIVE_CACHE)
      return c.json(found.detail satisfies EventDetail)
    })
}
