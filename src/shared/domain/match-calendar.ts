import type { MatchStatus } from '../schemas/matches'
import { type GameSlug, gameDisplayName, isGameSlug } from './games'
import { type CalendarEvent, type CalendarEventStatus, icsDateTime } from './icalendar'
import { matchFormatLabel, sideLabel } from './match-format'
import { absoluteUrl } from './seo'
import { paths } from '../paths'

// A match as a calendar event (issue #18 item 2; docs/decisions/035-icalendar-feeds.md): the feeds, the match's
// own .ics and its Google Calendar link all describe a match the same way.

/**
 * Minutes one game of a series takes, the break before the next included: what a match's estimated end is built
 * from (PandaScore gives no end before a match is over). A CS2 or Valorant map runs 40 to 50 minutes with its
 * timeouts and technical pauses, a League of Legends game about 30 after a 10-minute draft, a Dota 2 game about 40
 * after its draft.
 */
export const MINUTES_PER_GAME: Readonly<Record<GameSlug, number>> = {
  cs2: 60,
  valorant: 55,
  lol: 45,
  dota2: 55,
}

/**
 * How many games a series can last: a BO3 may need its third map, so its slot is blocked until then (a fan
 * keeps the whole series free). First-to-N lasts at most 2N-1; any other type is its count; unknown is one.
 */
export function maxGames(matchType: string | null, numberOfGames: number | null): number {
  if (!numberOfGames || numberOfGames < 1) return 1
  return matchType === 'first_to' ? numberOfGames * 2 - 1 : numberOfGames
}

/** The estimated length of a match in minutes, from its game and format. */
export function estimatedMatchMinutes(game: string, matchType: string | null, numberOfGames: number | null) {
  const perGame = isGameSlug(game) ? MINUTES_PER_GAME[game] : 60
  return perGame * maxGames(matchType, numberOfGames)
}

/** What the calendars read of a stored match. */
export interface CalendarMatch {
  pandascoreId: number
  game: string
  slug: string
  status: MatchStatus
  /** Begin, else scheduled, else original time; a match without one is on no calendar. */
  startsAt: Date
  /** The real end, once a match is over. */
  endAt: Date | null
  matchType: string | null
  numberOfGames: number | null
  team1Name: string | null
  team2Name: string | null
  eventName: string | null
  stageName: string | null
  /** PandaScore's modified_at: moves whenever the source changes the match (a new time, a cancellation). */
  modifiedAt: Date | null
  /** When our row last changed. */
  updatedAt: Date
}

/** SEQUENCE counts seconds from here to the match's last change in the source. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1)

/**
 * SEQUENCE: seconds from 2020-01-01 to the source's last change of the match (PandaScore's modified_at, else our
 * row's). It is the same on every request, and grows with every change the source makes (a reschedule, a
 * cancellation), so a calendar app takes the new copy over the one it holds. It fits a 32-bit integer until 2088.
 */
export function matchSequence(match: Pick<CalendarMatch, 'modifiedAt' | 'updatedAt'>): number {
  const changed = (match.modifiedAt ?? match.updatedAt).getTime()
  return Math.max(0, Math.floor((changed - SEQUENCE_EPOCH_MS) / 1000))
}

/** The calendar end: the real end of a played match, else the start plus the format's estimate. */
export function matchCalendarEnd(match: CalendarMatch): Date {
  if (match.status === 'finished' && match.endAt && match.endAt > match.startsAt) return match.endAt
  const minutes = estimatedMatchMinutes(match.game, match.matchType, match.numberOfGames)
  return new Date(match.startsAt.getTime() + minutes * 60_000)
}

const STATUS_PREFIX: Partial<Record<MatchStatus, string>> = {
  canceled: 'Canceled: ',
  postponed: 'Postponed: ',
}

/** "Cobalt Tide vs TBD · Longship Masters Autumn 2026"; canceled and postponed matches say so first. */
export function matchCalendarSummary(match: CalendarMatch): string {
  const sides = `${sideLabel({ name: match.team1Name })} vs ${sideLabel({ name: match.team2Name })}`
  const event = match.eventName?.trim()
  return `${STATUS_PREFIX[match.status] ?? ''}${sides}${event ? ` · ${event}` : ''}`
}

function matchDescription(match: CalendarMatch, pageUrl: string): string {
  const game = isGameSlug(match.game) ? gameDisplayName(match.game) : null
  const facts = [
    game,
    matchFormatLabel(match.matchType, match.numberOfGames),
    match.stageName?.trim(),
    match.eventName?.trim(),
  ]
  return `${facts.filter(Boolean).join(' · ')}\n${pageUrl}`
}

/** The host UIDs are made with: SITE_URL's, so an event keeps its UID for as long as the site keeps its name. */
export function calendarHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/**
 * A canceled match is CANCELLED; a postponed one TENTATIVE, the one VEVENT status RFC 5545 has for a time that no
 * longer holds (it has no "postponed"), so calendar apps show it as not certain; the rest CONFIRMED.
 */
const CALENDAR_STATUS: Partial<Record<MatchStatus, CalendarEventStatus>> = {
  canceled: 'CANCELLED',
  postponed: 'TENTATIVE',
}

/** One match as a VEVENT. */
export function matchCalendarEvent(match: CalendarMatch, siteUrl: string): CalendarEvent {
  const url = absoluteUrl(siteUrl, paths.match(match.game, match.slug))
  return {
    uid: `match-${match.pandascoreId}@${calendarHost(siteUrl)}`,
    start: match.startsAt,
    end: matchCalendarEnd(match),
    summary: matchCalendarSummary(match),
    description: matchDescription(match, url),
    url,
    categories: isGameSlug(match.game) ? [gameDisplayName(match.game)] : [],
    stamp: match.updatedAt,
    lastModified: match.updatedAt,
    sequence: matchSequence(match),
    status: CALENDAR_STATUS[match.status] ?? 'CONFIRMED',
  }
}

/** Google Calendar's "add an event" page, filled with the match: a plain link, no script of Google's (its dates are
 * iCalendar's UTC DATE-TIMEs). */
export function googleCalendarUrl(event: Pick<CalendarEvent, 'start' | 'end' | 'summary' | 'description'>) {
  const query = {
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end)}`,
    details: event.description ?? '',
  }
  const encoded = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  return `https://calendar.google.com/calendar/render?${encoded.join('&')}`
}

/** A calendar feed's address for calendar apps: webcal:// asks the reader's app to subscribe. */
export function webcalUrl(absoluteHttpUrl: string): string {
  return absoluteHttpUrl.replace(/^https?:\/\//, 'webcal://')
}
