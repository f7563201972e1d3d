import { Trophy } from 'lucide-react'
import { Link } from '#web/components/link'
import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { breadcrumbJsonLd } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { EventDetail } from '#shared/schemas/matches'
import { CalendarSubscribe } from '#web/components/esports/calendar-links'
import { EventDates, eventFacts } from '#web/components/esports/event-facts'
import { RevealAllButton, RevealAllScope, ResultSpoiler } from '#web/components/esports/reveal-all'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'
import { JsonLd } from '#web/components/json-ld'
import { DetailHeader, DetailLayout } from '#web/components/layout/detail-page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { useSite } from '#web/lib/site'
import { eventPageText } from '../utils/event-page'
import { ParticipantsSection, StageSection } from './event-stages'

const STATUS_WORDS = { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Finished' } as const

/** Issue #14: an event page: dates, tier, prize pool, region, format, winner, each stage, the participants. */
export function EventPage({ detail, game }: { detail: EventDetail; game: GameSlug }) {
  const { event } = detail
  return (
    <DetailLayout game={game} text={eventPageText} head={<EventHead detail={detail} game={game} />}>
      <RevealAllScope>
        <div className="flex justify-end empty:hidden">
          <RevealAllButton />
        </div>
        <DetailHeader
          media={
            <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Trophy aria-hidden="true" className="size-8" />
            </span>
          }
          badges={
            <>
              <Badge variant="outline">{STATUS_WORDS[event.status]}</Badge>
              <TierBadge tier={event.tier} />
              <span className="text-sm text-muted-foreground">{event.leagueName}</span>
            </>
          }
          title={event.name}
          details={
            <>
              <EventDates event={event} className="font-medium text-foreground" />
              {eventFacts(event).map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
            </>
          }
          aside={event.winner ? <Winner winner={event.winner} eventName={event.name} /> : null}
        />
        <CalendarSubscribe path={paths.eventCalendar(event.game, event.slug)} subject={event.name} />
        {detail.stages.map((stage) => (
          <StageSection key={stage.pandascoreId} stage={stage} />
        ))}
        <ParticipantsSection participants={detail.participants} />
      </RevealAllScope>
    </DetailLayout>
  )
}

function Winner({
  winner,
  eventName,
}: {
  winner: NonNullable<EventDetail['event']['winner']>
  eventName: string
}) {
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Winner</span>
      <ResultSpoiler label="Show winner" context={eventName}>
        <span className="inline-flex items-center gap-2">
          <TeamLogo name={winner.name} acronym={winner.acronym} src={winner.imageUrl} size={28} />
          {winner.path ? (
            <Link to={winner.path} className="font-bold hover:text-primary">
              {winner.name}
            </Link>
          ) : (
            <span className="font-bold">{winner.name}</span>
          )}
        </span>
      </ResultSpoiler>
    </div>
  )
}

function EventHead({ detail, game }: { detail: EventDetail; game: GameSlug }) {
  const site = useSite()
  const { event } = detail
  const facts = eventFacts(event)
  return (
    <>
      <Seo
        title={`${event.name} | ${gameDisplayName(game)} Event`}
        description={`${event.name} (${event.leagueName})${facts.length ? `: ${facts.join(', ')}` : ''}. Brackets, standings, schedule and results.`}
        path={event.path}
      />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', path: paths.home() },
            { name: gameDisplayName(game), path: paths.gameHub(game) },
            { name: 'Events', path: paths.events(game) },
            { name: event.name, path: event.path },
          ],
          site.siteUrl,
        )}
      />
    </>
  )
}
