import { CalendarClock, History, Newspaper, Radio } from 'lucide-react'
import type { Following } from '#shared/schemas/following'
import type { MatchSummary } from '#shared/schemas/matches'
import { groupByDay } from '#web/components/esports/match-labels'
import { MatchRows, MatchRowsLoading } from '#web/components/esports/match-row'
import { useReaderTimeZone } from '#web/components/esports/reader-time-zone'
import { SectionCard } from '#web/components/esports/section-card'
import { LocalTime } from '#web/components/local-time'
import { Skeleton } from '#web/components/ui/skeleton'
import { followMessages } from '#web/lib/messages'
import { StoryLink } from './story-link'

// The followed set's matches and stories (issue #18 item 1), with the matches page's rows: times in the reader's
// zone, scores behind spoiler-free mode's buttons.

const ICONS = {
  live: <Radio aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" />,
  upcoming: <CalendarClock aria-hidden="true" className="size-5 text-primary" />,
  results: <History aria-hidden="true" className="size-5 text-primary" />,
  news: <Newspaper aria-hidden="true" className="size-5 text-primary" />,
}

/** Upcoming matches under a heading per day, as on the matches page. */
function UpcomingDays({ matches }: { matches: MatchSummary[] }) {
  const { timeZone, local } = useReaderTimeZone()
  if (matches.length === 0) return <MatchRows matches={[]} empty={followMessages.noUpcoming} />
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(matches, timeZone).map((day) => (
        <section key={day.key} aria-label={day.heading} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-muted-foreground">
            {day.heading}
            {local ? null : <span className="font-normal"> (UTC)</span>}
          </h3>
          <MatchRows matches={day.matches} empty="" showGame />
        </section>
      ))}
    </div>
  )
}

function NewsList({ news }: { news: Following['news'] }) {
  if (!news.length)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {followMessages.noNews}
      </p>
    )
  return (
    <ul className="flex flex-col divide-y">
      {news.map((story) => (
        <li key={story.path} className="flex flex-col gap-1 py-3">
          <StoryLink story={story} className="font-semibold hover:text-primary" />
          {story.publishedAt ? (
            <LocalTime date={story.publishedAt} className="text-xs text-muted-foreground" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The sections, filled; `data` undefined draws them loading, at the size they will have. */
export function FollowingSections({ data }: { data: Following | undefined }) {
  const loading = <MatchRowsLoading rows={3} />
  return (
    <>
      <SectionCard id="following-live" title="Live now" icon={ICONS.live}>
        {data ? <MatchRows matches={data.live} empty={followMessages.noLive} showGame /> : loading}
      </SectionCard>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard id="following-upcoming" title="Upcoming" icon={ICONS.upcoming}>
          {data ? <UpcomingDays matches={data.upcoming} /> : loading}
        </SectionCard>
        <SectionCard id="following-results" title="Results" icon={ICONS.results}>
          {data ? (
            <MatchRows matches={data.results} empty={followMessages.noResults} when="day" showGame />
          ) : (
            loading
          )}
        </SectionCard>
      </div>
      <SectionCard id="following-news" title="Latest news" icon={ICONS.news}>
        {data ? <NewsList news={data.news} /> : <NewsLoading />}
      </SectionCard>
    </>
  )
}

function NewsLoading() {
  return (
    <div role="status" className="flex flex-col divide-y">
      <span className="sr-only">Loading news...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex flex-col gap-2 py-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-24" />
        </div>
      ))}
    </div>
  )
}
