import { CalendarClock, History, Radio, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { gameDisplayName } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { MatchSummary } from '#shared/schemas/matches'
import { CalendarSubscribe } from '#web/components/esports/calendar-links'
import { groupByDay } from '#web/components/esports/match-labels'
import { MatchRows, MatchRowsLoading } from '#web/components/esports/match-row'
import { useReaderTimeZone } from '#web/components/esports/reader-time-zone'
import { RevealAllButton, RevealAllScope } from '#web/components/esports/reveal-all'
import { SectionCard } from '#web/components/esports/section-card'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { LoadMoreLink } from '#web/components/ui/load-more-link'
import { matchMessages } from '#web/lib/messages'
import {
  type MatchFilters,
  useLiveMatchList,
  useMatchResults,
  useUpcomingMatchList,
} from '../api/get-matches'
import { MatchFilterBar, matchesHref } from './match-filters'

/** Issue #14: Live now, Upcoming (by day, in the reader's time zone) and Results, of every game or of one. */
export function MatchesPage({ filters, cursor }: { filters: MatchFilters; cursor?: string }) {
  const subject = filters.game ? `${gameDisplayName(filters.game)} Matches` : 'Esports Matches'
  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={`${subject}: Live Scores, Schedule & Results`}
        description={`Live scores, upcoming matches and results${filters.game ? ` of ${gameDisplayName(filters.game)} esports` : ' of CS2, League of Legends, Dota 2 and Valorant'}, in your time zone.`}
        path={paths.matches(filters.game)}
        noindex={Boolean(cursor)}
      />
      <PageHeader badge={<Badge variant="gaming">Matches</Badge>} title={subject} />
      {filters.game ? <GameSubNav gameSlug={filters.game} /> : null}
      {filters.game ? <CalendarSubscribe path={paths.gameCalendar(filters.game)} subject={subject} /> : null}
      <RevealAllScope>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <MatchFilterBar filters={filters} />
          <RevealAllButton />
        </div>
        <LiveSection filters={filters} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <UpcomingSection filters={filters} />
          <ResultsSection filters={filters} cursor={cursor} />
        </div>
      </RevealAllScope>
    </PageContainer>
  )
}

/** A section's failed read: §8's message and a retry. */
function SectionError({ message, retry, busy }: { message: string; retry: () => unknown; busy: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
      <p role="alert" className="text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={() => void retry()} disabled={busy}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  )
}

interface ListRead {
  data: { matches: MatchSummary[] } | undefined
  isPending: boolean
  isFetching: boolean
  refetch: () => unknown
}

function ListState({ read, children }: { read: ListRead; children: (matches: MatchSummary[]) => ReactNode }) {
  if (read.isPending) return <MatchRowsLoading />
  if (!read.data)
    return (
      <SectionError message={matchMessages.matchesLoadFailed} retry={read.refetch} busy={read.isFetching} />
    )
  return children(read.data.matches)
}

function LiveSection({ filters }: { filters: MatchFilters }) {
  const read = useLiveMatchList(filters)
  return (
    <SectionCard
      id="live-matches"
      title="Live now"
      icon={<Radio aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" />}
    >
      <ListState read={read}>
        {(matches) => <MatchRows matches={matches} empty={matchMessages.noLive} showGame={!filters.game} />}
      </ListState>
    </SectionCard>
  )
}

function UpcomingSection({ filters }: { filters: MatchFilters }) {
  const read = useUpcomingMatchList(filters)
  return (
    <SectionCard
      id="upcoming-matches"
      title="Upcoming"
      icon={<CalendarClock aria-hidden="true" className="size-5 text-primary" />}
    >
      <ListState read={read}>
        {(matches) => <UpcomingDays matches={matches} showGame={!filters.game} />}
      </ListState>
    </SectionCard>
  )
}

/** Upcoming matches under a heading per day: UTC days in the server's HTML (and said so), the reader's after. */
function UpcomingDays({ matches, showGame }: { matches: MatchSummary[]; showGame: boolean }) {
  const { timeZone, local } = useReaderTimeZone()
  if (matches.length === 0) return <MatchRows matches={[]} empty={matchMessages.noUpcoming} />
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(matches, timeZone).map((day) => (
        <section key={day.key} aria-label={day.heading} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-muted-foreground">
            {day.heading}
            {local ? null : <span className="font-normal"> (UTC)</span>}
          </h3>
          <MatchRows matches={day.matches} empty="" showGame={showGame} />
        </section>
      ))}
    </div>
  )
}

function ResultsSection({ filters, cursor }: { filters: MatchFilters; cursor?: string }) {
  const read = useMatchResults(filters, cursor)
  const matches = read.data?.pages.flatMap((page) => page.matches) ?? []
  const next = read.data?.pages.at(-1)?.next ?? null
  return (
    <SectionCard
      id="match-results"
      title="Results"
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
    >
      {read.isPending ? (
        <MatchRowsLoading />
      ) : !read.data ? (
        <SectionError message={matchMessages.matchesLoadFailed} retry={read.refetch} busy={read.isFetching} />
      ) : (
        <div className="flex flex-col gap-4">
          <MatchRows matches={matches} empty={matchMessages.noResults} when="day" showGame={!filters.game} />
          {read.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              {matchMessages.moreResultsFailed}
            </p>
          ) : null}
          {next ? (
            <LoadMoreLink
              href={matchesHref(filters, next)}
              loading={read.isFetchingNextPage}
              onLoadMore={() => void read.fetchNextPage()}
            />
          ) : matches.length > 0 ? (
            <p className="text-center text-xs text-muted-foreground">{matchMessages.noMoreResults}</p>
          ) : null}
        </div>
      )}
    </SectionCard>
  )
}
