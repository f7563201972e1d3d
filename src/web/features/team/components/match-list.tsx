import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { CalendarClock, History } from 'lucide-react'
import {
  type MatchBadge,
  matchBadge,
  matchScore,
  opponentLabel,
  tournamentLabel,
} from '#shared/domain/match-display'
import { formatMatchDay } from '#shared/domain/relative-time'
import type { TeamMatch } from '#shared/schemas/esports'
import { Spoiler } from '#web/components/spoiler'
import { Badge } from '#web/components/ui/badge'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { SectionCard } from '#web/components/esports/section-card'
import { MatchDate } from './match-date'

// Result colours; every pair keeps AA contrast in both themes.
const BADGE_CLASSES: Record<MatchBadge, string> = {
  WIN: 'border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/15 dark:text-emerald-200',
  LOSS: 'border-red-300 bg-red-100 text-red-900 dark:border-red-400/40 dark:bg-red-400/15 dark:text-red-200',
  DRAW: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/15 dark:text-amber-200',
  TBD: 'text-muted-foreground',
  SCHEDULED: 'border-primary/40 bg-primary/10 text-primary',
}

function MatchBadgeLabel({ badge, className }: { badge: MatchBadge; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('w-14 justify-center tracking-wide', BADGE_CLASSES[badge], className)}
    >
      {badge}
    </Badge>
  )
}

function opponentText(match: TeamMatch): string {
  return opponentLabel(match.opponentName)
}

/** The match page's address: `matchPath` arrives with issue #14's sync (optional until then). */
function matchPathOf(match: TeamMatch): string | null {
  const path = (match as TeamMatch & { matchPath?: string | null }).matchPath
  return typeof path === 'string' && path ? path : null
}

/** "vs {opponent}", a link to the match page when there is one. */
function OpponentName({ match }: { match: TeamMatch }) {
  const path = matchPathOf(match)
  const text = opponentText(match)
  return (
    <p className="truncate font-semibold">
      {path ? (
        <Link to={path} className="hover:text-primary">
          {text}
        </Link>
      ) : (
        text
      )}
    </p>
  )
}

function tournamentText(match: TeamMatch): string {
  return tournamentLabel(match.tournamentName ?? match.tournament?.name)
}

/** §2.11 a recent match: result badge, "vs {opponent}", tournament, score and "MMM dd"; the result is a spoiler. */
function RecentMatchRow({ match }: { match: TeamMatch }) {
  const opponent = opponentText(match)
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <OpponentName match={match} />
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span className="truncate">{tournamentText(match)}</span>
          <span aria-hidden="true">·</span>
          <MatchDate date={match.matchDate} className="shrink-0" />
        </p>
      </div>
      <Spoiler
        context={`${opponent}, ${formatMatchDay(match.matchDate)}`}
        className="shrink-0"
        contentClassName="inline-flex items-center gap-2"
        revealClassName="h-7"
      >
        <MatchBadgeLabel badge={matchBadge(match)} />
        <span className="w-10 text-right font-bold tabular-nums">
          {matchScore(match.scoreTeam, match.scoreOpponent)}
        </span>
      </Spoiler>
    </li>
  )
}

/** §2.11 an upcoming match: SCHEDULED, "vs {opponent}", tournament and "MMM dd, HH:mm" in the reader's time. */
function UpcomingMatchRow({ match }: { match: TeamMatch }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex items-center justify-between gap-3">
        <MatchBadgeLabel badge="SCHEDULED" className="w-auto" />
        <MatchDate date={match.matchDate} withTime className="text-sm font-medium" />
      </div>
      <OpponentName match={match} />
      <p className="truncate text-xs text-muted-foreground">{tournamentText(match)}</p>
    </li>
  )
}

interface MatchListProps {
  matches: readonly TeamMatch[]
  kind: 'recent' | 'upcoming'
  /** Shown when there are no matches. */
  empty: string
  loading?: boolean
  /** Placeholder rows while loading. */
  placeholderRows?: number
}

export function MatchList({ matches, kind, empty, loading = false, placeholderRows = 3 }: MatchListProps) {
  if (loading) {
    return (
      <div role="status" className="flex flex-col divide-y">
        <span className="sr-only">Loading matches...</span>
        {Array.from({ length: placeholderRows }, (_, index) => (
          <div key={index} aria-hidden="true" className="flex items-center gap-3 py-3">
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-3.5 w-56" />
            </div>
            <Skeleton className="h-6 w-24" />
          </div>
        ))}
      </div>
    )
  }
  if (matches.length === 0) {
    const Icon = kind === 'recent' ? History : CalendarClock
    return (
      <p className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {empty}
      </p>
    )
  }
  const Row = kind === 'recent' ? RecentMatchRow : UpcomingMatchRow
  return (
    <ul className="flex flex-col divide-y">
      {matches.map((match) => (
        <Row key={match.id} match={match} />
      ))}
    </ul>
  )
}

/** §2.11 a team's finished ("Recent Matches", "Match History") or upcoming matches in their section card. */
export function MatchSection({
  id,
  title,
  action,
  ...list
}: Omit<MatchListProps, 'empty'> & { id: string; title: string; action?: ReactNode }) {
  const recent = list.kind === 'recent'
  const Icon = recent ? History : CalendarClock
  return (
    <SectionCard
      id={id}
      title={title}
      icon={<Icon aria-hidden="true" className="size-5 text-primary" />}
      action={action}
    >
      <MatchList
        {...list}
        empty={
          recent
            ? 'Match history will appear here when data is available'
            : 'Upcoming matches will appear here when scheduled'
        }
      />
    </SectionCard>
  )
}
