import { CalendarClock, History, RotateCcw, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { EventSummary } from '#shared/schemas/matches'
import { EventDates, eventFacts } from '#web/components/esports/event-facts'
import { RevealAllButton, RevealAllScope, ResultSpoiler } from '#web/components/esports/reveal-all'
import { SectionCard } from '#web/components/esports/section-card'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { matchMessages } from '#web/lib/messages'
import { useEvents } from '../api/get-events'

/** Issue #14: a game's events: ongoing, upcoming and past. */
export function EventsPage({ game }: { game: GameSlug }) {
  const name = gameDisplayName(game)
  const read = useEvents(game)
  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={`${name} Events: Tournaments, Brackets & Results`}
        description={`Every ${name} tournament we follow: ongoing, upcoming and past events with brackets, standings and results.`}
        path={paths.events(game)}
      />
      <PageHeader badge={<Badge variant="gaming">Events</Badge>} title={`${name} Events`} />
      <GameSubNav gameSlug={game} />
      <RevealAllScope>
        <div className="flex justify-end empty:hidden">
          <RevealAllButton />
        </div>
        {read.isPending ? (
          <EventsLoading />
        ) : !read.data ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
            <p role="alert" className="text-sm text-muted-foreground">
              {matchMessages.eventsLoadFailed}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void read.refetch()}
              disabled={read.isFetching}
            >
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <>
            <EventSection
              id="ongoing-events"
              title="Ongoing"
              icon={<Trophy aria-hidden="true" className="size-5 text-primary" />}
              events={read.data.ongoing}
              empty={matchMessages.noOngoingEvents}
            />
            <EventSection
              id="upcoming-events"
              title="Upcoming"
              icon={<CalendarClock aria-hidden="true" className="size-5 text-primary" />}
              events={read.data.upcoming}
              empty={matchMessages.noUpcomingEvents}
            />
            <EventSection
              id="past-events"
              title="Past"
              icon={<History aria-hidden="true" className="size-5 text-primary" />}
              events={read.data.past}
              empty={matchMessages.noPastEvents}
            />
          </>
        )}
      </RevealAllScope>
    </PageContainer>
  )
}

function EventsLoading() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <span className="sr-only">Loading events...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} aria-hidden="true" className="h-36 w-full rounded-xl" />
      ))}
    </div>
  )
}

function EventSection({
  id,
  title,
  icon,
  events,
  empty,
}: {
  id: string
  title: string
  icon: ReactNode
  events: EventSummary[]
  empty: string
}) {
  return (
    <SectionCard id={id} title={title} icon={icon}>
      {events.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.pandascoreId}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** One event: its name (the link), league, tier, dates, facts, and the winner of a finished one (a spoiler). */
function EventCard({ event }: { event: EventSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-background p-4 transition-colors hover:border-primary/50">
      <div className="flex flex-wrap items-center gap-2">
        <TierBadge tier={event.tier} />
        <span className="text-xs text-muted-foreground">{event.leagueName}</span>
      </div>
      <h3 className="font-bold text-balance">
        <Link to={event.path} className="after:absolute after:inset-0 hover:text-primary">
          {event.name}
        </Link>
      </h3>
      <EventDates event={event} className="text-sm font-medium" />
      <p className="text-sm text-muted-foreground">{eventFacts(event).join(' · ')}</p>
      {event.winner ? (
        <ResultSpoiler label="Show winner" context={event.name} className="relative z-10 mt-auto self-start">
          <span className="inline-flex items-center gap-2 text-sm">
            <Trophy aria-hidden="true" className="size-4 text-amber-500" />
            <TeamLogo
              name={event.winner.name}
              acronym={event.winner.acronym}
              src={event.winner.imageUrl}
              size={20}
            />
            <span className="font-semibold">{event.winner.name}</span>
          </span>
        </ResultSpoiler>
      ) : null}
    </article>
  )
}
