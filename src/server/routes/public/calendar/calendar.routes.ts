import { type Context, Hono } from 'hono'
import { isGameSlug } from '#shared/domain/games'
import { FollowedCalendarQuerySchema } from '#shared/schemas/calendar'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { MESSAGES } from '#server/messages'
import {
  renderEventCalendar,
  renderFollowedCalendar,
  renderGameCalendar,
  renderMatchCalendar,
  renderTeamCalendar,
} from '#server/services/calendars'
import { cachedText, publicCacheControl } from '../../caching'
import { validate } from '../../validate'

// The iCalendar feeds (decision 035; the addresses are in src/shared/paths.ts): a team's, a game's and an event's
// matches, a followed set's, and one match's own file. Mounted at the root of the app, before the pages.

const CALENDAR = 'text/calendar; charset=utf-8'
/** Calendar apps ask every hour or so; a shared cache may answer them for five minutes. */
const CALENDAR_CACHE = publicCacheControl(300, 600)

/** The calendar, or a 404 saying what was not found. */
function sendCalendar(c: Context<AppEnv>, text: string | null, notFound = ''): Response {
  if (text === null) throw new AppError('NOT_FOUND', notFound)
  return cachedText(c, text, { contentType: CALENDAR, cacheControl: CALENDAR_CACHE })
}

function gameOf(c: Context<AppEnv>) {
  const game = c.req.param('game')
  if (!isGameSlug(game)) throw new AppError('NOT_FOUND', `No calendar at ${c.req.path}`)
  return game
}

export function calendarRoutes(deps: Pick<RouteDeps, 'services'>) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/calendar.ics', validate('query', FollowedCalendarQuerySchema), async (c) =>
      sendCalendar(c, await renderFollowedCalendar(ctx, c.req.valid('query').teams)),
    )
    .get('/:game/matches.ics', async (c) => sendCalendar(c, await renderGameCalendar(ctx, gameOf(c))))
    .get('/:game/teams/:slug/matches.ics', async (c) => {
      gameOf(c)
      return sendCalendar(c, await renderTeamCalendar(ctx, c.req.param('slug')), MESSAGES.teamNotFound)
    })
    .get('/:game/events/:slug/matches.ics', async (c) => {
      gameOf(c)
      return sendCalendar(c, await renderEventCalendar(ctx, c.req.param('slug')), MESSAGES.eventNotFound)
    })
    .get('/:game/matches/:file{[^/]+\\.ics}', async (c) => {
      gameOf(c)
      const found = await renderMatchCalendar(ctx, c.req.param('file').replace(/\.ics$/, ''))
      const response = sendCalendar(c, found?.text ?? null, MESSAGES.matchNotFound)
      // A file to open in the reader's calendar app, named after the match.
      response.headers.set('content-disposition', `attachment; filename="${found?.slug}.ics"`)
      return response
    })
}
