import { CalendarPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { googleCalendarUrl, matchCalendarEvent, webcalUrl } from '#shared/domain/match-calendar'
import { absoluteUrl } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { MatchSummary } from '#shared/schemas/matches'
import { useSite } from '#web/lib/site'

// The calendar links of the team, game matches, event and match pages (issue #18 item 2; decision 035): plain links,
// usable by keyboard and before any script runs, wrapping on a narrow screen.

export const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** A row of links after an icon (a calendar unless given) and a label. */
export function LinkRow({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        {icon ?? <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />}
        {label}
      </span>
      {children}
    </p>
  )
}

/** "Subscribe to matches: Calendar app · .ics feed": the feed at `path` as webcal:// and as https. */
export function CalendarSubscribe({ path, subject }: { path: string; subject: string }) {
  const site = useSite()
  const url = absoluteUrl(site.siteUrl, path)
  return (
    <LinkRow label="Subscribe to matches:">
      <a
        href={webcalUrl(url)}
        className={linkClass}
        aria-label={`Calendar app: subscribe to ${subject} matches`}
      >
        Calendar app
      </a>
      <a href={url} type="text/calendar" className={linkClass} aria-label={`.ics feed of ${subject} matches`}>
        .ics feed
      </a>
    </LinkRow>
  )
}

/**
 * "Add to calendar: .ics file · Google Calendar" for a match that has a time and is still to be played: not a
 * postponed one, whose time is the old one until a new one is set.
 */
export function AddMatchToCalendar({ match }: { match: MatchSummary }) {
  const site = useSite()
  if (!match.startsAt || (match.status !== 'not_started' && match.status !== 'running')) return null
  const [team1, team2] = match.teams
  const event = matchCalendarEvent(
    {
      pandascoreId: match.pandascoreId,
      game: match.game,
      slug: match.slug,
      status: match.status,
      startsAt: new Date(match.startsAt),
      endAt: null,
      matchType: match.matchType,
      numberOfGames: match.numberOfGames,
      team1Name: team1.name,
      team2Name: team2.name,
      eventName: match.tournament?.eventName ?? null,
      stageName: match.tournament?.stageName ?? null,
      modifiedAt: null,
      updatedAt: new Date(match.startsAt),
    },
    site.siteUrl,
  )
  return (
    <LinkRow label="Add to calendar:">
      <a href={paths.matchCalendar(match.game, match.slug)} type="text/calendar" className={linkClass}>
        .ics file
      </a>
      <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Google Calendar
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </LinkRow>
  )
}
