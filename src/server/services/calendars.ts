import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { buildCalendar } from '#shared/domain/icalendar'
import { type CalendarMatch, matchCalendarEvent, matchCalendarSummary } from '#shared/domain/match-calendar'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import type { FollowRef } from '#shared/schemas/following'
import type { ServiceDeps } from '../deps'
import { getEventRow } from '../storage/event-reads'
import { type CalendarMatchFilter, listCalendarMatches } from '../storage/match-calendar'
import { listTeamsBySlugs } from '../storage/teams'
import { findTeamBySlug } from './esports'

// The iCalendar feeds of matches (issue #18 item 2; docs/decisions/035-icalendar-feeds.md): a team's, a game's, an
// event's, a followed set's, and one match's own. The text is built by src/shared/domain/icalendar.ts.

type Ctx = Pick<ServiceDeps, 'db' | 'site' | 'now'>

/** A feed shows the matches of the last 30 days and every upcoming one. */
export const CALENDAR_PAST_DAYS = 30
/** Most matches one feed carries, soonest first (a game with a busy season stays a bounded read and file). */
export const CALENDAR_MAX_MATCHES = 1000
/** How often a subscribed calendar app should ask again. */
export const CALENDAR_REFRESH_MINUTES = 60

const DAY_MS = 86_400_000

async function feedMatches(ctx: Ctx, filter: CalendarMatchFilter): Promise<CalendarMatch[]> {
  const now = ctx.now?.() ?? new Date()
  const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS)
  return listCalendarMatches(ctx.db, filter, { since, limit: CALENDAR_MAX_MATCHES })
}

function calendarText(ctx: Ctx, subject: string, matches: readonly CalendarMatch[], single = false): string {
  const brand = ctx.site.brand
  return buildCalendar({
    productId: `-//${brand}//Matches//EN`,
    name: `${subject} | ${brand}`,
    description: single
      ? undefined
      : `${subject}: the last ${CALENDAR_PAST_DAYS} days and every upcoming match, from ${brand}.`,
    refreshMinutes: CALENDAR_REFRESH_MINUTES,
    events: matches.map((match) => matchCalendarEvent(match, ctx.site.siteUrl)),
  })
}

/** A team's matches (a former slug finds it too); null for a team we do not hold. */
export async function renderTeamCalendar(ctx: Ctx, teamSlug: string): Promise<string | null> {
  const team = await findTeamBySlug(ctx.db, teamSlug)
  if (!team) return null
  const matches = team.pandascoreId == null ? [] : await feedMatches(ctx, { teams: [team.pandascoreId] })
  return calendarText(ctx, `${team.name} matches`, matches)
}

/** Every match of a game. */
export async function renderGameCalendar(ctx: Ctx, game: GameSlug): Promise<string> {
  return calendarText(ctx, `${gameDisplayName(game)} matches`, await feedMatches(ctx, { game }))
}

/** An event's matches, the event found by the id its slug ends in; null for an unknown event. */
export async function renderEventCalendar(ctx: Ctx, eventSlug: string): Promise<string | null> {
  const id = pandascoreIdFromSlug(eventSlug)
  const event = id === undefined ? null : await getEventRow(ctx.db, id)
  if (!event) return null
  return calendarText(ctx, event.name, await feedMatches(ctx, { eventPandascoreId: event.pandascoreId }))
}

/** The matches of a followed set of teams; pairs naming no team of ours are left out. */
export async function renderFollowedCalendar(ctx: Ctx, followed: readonly FollowRef[]): Promise<string> {
  const teams = await listTeamsBySlugs(
    ctx.db,
    followed.map((team) => team.slug),
  )
  const ids = teams.flatMap((team) => (team.pandascoreId == null ? [] : [team.pandascoreId]))
  return calendarText(ctx, 'Your teams', await feedMatches(ctx, { teams: ids }))
}

/** One match as a calendar file to add, whenever it is; null for an unknown match or one with no time yet. */
export async function renderMatchCalendar(
  ctx: Ctx,
  matchSlug: string,
): Promise<{ text: string; slug: string } | null> {
  const id = pandascoreIdFromSlug(matchSlug)
  if (id === undefined) return null
  const [match] = await listCalendarMatches(ctx.db, { matchPandascoreId: id }, { limit: 1 })
  if (!match) return null
  return { text: calendarText(ctx, matchCalendarSummary(match), [match], true), slug: match.slug }
}
