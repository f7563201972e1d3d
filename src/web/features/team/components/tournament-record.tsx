import { CalendarClock, Medal } from 'lucide-react'
import type { TeamMatch } from '#shared/schemas/esports'
import { Spoiler } from '#web/components/spoiler'
import { Badge } from '#web/components/ui/badge'
import { Skeleton } from '#web/components/ui/skeleton'
import { recordText, recordWords, type TournamentRecord, tournamentRecords } from '../utils/tournament-record'
import { MatchDate, MatchDateRange } from './match-date'
import { TierBadge } from '#web/components/esports/tier-badge'

function matchCount(n: number): string {
  return `${n} ${n === 1 ? 'match' : 'matches'}`
}

/** One tournament: name, tier, dates, matches played, the W-L record (a spoiler) and the next match if any. */
function TournamentRow({ record }: { record: TournamentRecord }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">{record.name}</h3>
          <TierBadge tier={record.tier} />
          {record.nextMatchDate ? (
            <Badge variant="outline" className="border-primary/40 bg-primary/10 text-primary">
              Ongoing
            </Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
          <MatchDateRange from={record.firstMatchDate} to={record.lastMatchDate} />
          <span aria-hidden="true">·</span>
          <span>{matchCount(record.played)} played</span>
        </p>
        {record.nextMatchDate ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-foreground">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
            Next match <MatchDate date={record.nextMatchDate} withTime />
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:justify-end">
        <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted-foreground">
          {record.draws > 0 ? 'W-L-D' : 'W-L'}
        </span>
        <Spoiler label="Show record" context={record.name} revealClassName="h-7">
          <span aria-hidden="true" className="text-lg font-bold tabular-nums">
            {recordText(record)}
          </span>
          <span className="sr-only">{recordWords(record)}</span>
        </Spoiler>
      </div>
    </li>
  )
}

/**
 * §2.11 "Tournament Achievements": the team's match record in each tournament we hold matches of, ongoing ones
 * (with a scheduled match left) first. We hold results, not placements, so it claims no titles or standings.
 */
export function TournamentRecordList({
  finished,
  upcoming,
  loading = false,
  historyLimit,
}: {
  /** Finished matches, newest first. */
  finished: readonly TeamMatch[]
  upcoming: readonly TeamMatch[]
  loading?: boolean
  /** The most finished matches the page asks for: reaching it means older matches are not counted. */
  historyLimit?: number
}) {
  if (loading) {
    return (
      <div role="status" className="flex flex-col divide-y">
        <span className="sr-only">Loading tournament record...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} aria-hidden="true" className="flex items-center gap-3 py-4">
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-5 w-56" />
              <Skeleton className="h-3.5 w-40" />
            </div>
            <Skeleton className="h-7 w-16" />
          </div>
        ))}
      </div>
    )
  }

  const { tournaments, withoutTournament } = tournamentRecords(finished, upcoming)
  if (tournaments.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <Medal aria-hidden="true" className="size-5 shrink-0" />
        No tournament matches recorded yet
      </p>
    )
  }

  const limited = historyLimit != null && finished.length >= historyLimit
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {limited
          ? `Based on the ${finished.length} most recent matches we hold.`
          : `Based on the ${finished.length} finished ${finished.length === 1 ? 'match' : 'matches'} we hold.`}{' '}
        Records count match wins and losses, not final placements.
        {withoutTournament > 0
          ? ` ${matchCount(withoutTournament)} without a tournament ${withoutTournament === 1 ? 'is' : 'are'} not listed.`
          : null}
      </p>
      <ul className="flex flex-col divide-y">
        {tournaments.map((record) => (
          <TournamentRow key={record.name} record={record} />
        ))}
      </ul>
    </div>
  )
}
