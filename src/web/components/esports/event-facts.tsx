import type { EventSummary } from '#shared/schemas/matches'
import { eventTypeLabel, regionName } from './match-labels'
import { MatchTime } from './match-time'

/** An event's dates "Nov 20 – Dec 01" in the reader's time zone; "Dates to be announced" without them. */
export function EventDates({
  event,
  className,
}: {
  event: Pick<EventSummary, 'beginAt' | 'endAt'>
  className?: string
}) {
  if (!event.beginAt && !event.endAt) return <span className={className}>Dates to be announced</span>
  return (
    <span className={className}>
      {event.beginAt ? <MatchTime iso={event.beginAt} dayOnly /> : 'TBA'}
      {event.endAt && event.endAt !== event.beginAt ? (
        <>
          <span aria-hidden="true"> – </span>
          <span className="sr-only"> to </span>
          <MatchTime iso={event.endAt} dayOnly />
        </>
      ) : null}
    </span>
  )
}

/** The facts line of an event: prize pool, region, online or LAN, and how many teams take part. */
export function eventFacts(event: EventSummary): string[] {
  return [
    event.prizepool,
    regionName(event.region),
    eventTypeLabel(event.eventType),
    event.teamCount ? `${event.teamCount} teams` : null,
  ].filter((fact): fact is string => Boolean(fact))
}
