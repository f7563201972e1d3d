import type { MatchSummary } from '../schemas/matches'
import { gameLongName } from './games'
import { absoluteUrl, type JsonLdObject } from './seo'

// Issue #14: a match page's SportsEvent structured data (schema.org), kept beside the other JSON-LD builders of
// seo.ts (which is at its size limit). No score or winner: the page's head stays spoiler-free.

const EVENT_STATUS: Record<MatchSummary['status'], string> = {
  not_started: 'https://schema.org/EventScheduled',
  running: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
}

function competitor(side: MatchSummary['teams'][number], siteUrl: string): JsonLdObject {
  if (side.pandascoreId === null || !side.name) return { '@type': 'SportsTeam', name: 'TBD' }
  const team: JsonLdObject = { '@type': 'SportsTeam', name: side.name }
  if (side.path) team.url = absoluteUrl(siteUrl, side.path)
  if (side.imageUrl) team.logo = absoluteUrl(siteUrl, side.imageUrl)
  return team
}

/** SportsEvent of a match: its name, time, status, both sides, the game, the event it belongs to, its streams. */
export function sportsEventJsonLd(
  match: MatchSummary,
  siteUrl: string,
  streamUrls: readonly string[] = [],
): JsonLdObject {
  const url = absoluteUrl(siteUrl, match.path)
  const [home, away] = match.teams.map((side) => competitor(side, siteUrl))
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.tournament ? `${match.name} (${match.tournament.name})` : match.name,
    url,
    sport: gameLongName(match.game),
    eventStatus:
      match.rescheduled && match.status === 'not_started'
        ? 'https://schema.org/EventRescheduled'
        : EVENT_STATUS[match.status],
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    // Esports matches are watched online: the location is the streams, else this page.
    location: { '@type': 'VirtualLocation', url: streamUrls[0] ?? url },
    competitor: [home, away],
    homeTeam: home,
    awayTeam: away,
  }
  if (match.startsAt) data.startDate = match.startsAt
  if (match.endAt) data.endDate = match.endAt
  if (match.rescheduled && match.originalScheduledAt) data.previousStartDate = match.originalScheduledAt
  if (match.tournament?.eventName) {
    data.superEvent = {
      '@type': 'SportsEvent',
      name: match.tournament.eventName,
      ...(match.tournament.eventPath ? { url: absoluteUrl(siteUrl, match.tournament.eventPath) } : {}),
    }
  }
  return data
}
