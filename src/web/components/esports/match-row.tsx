import { Link } from '#web/components/link'
import { matchFormatLabel } from '#shared/domain/match-format'
import { gameDisplayName } from '#shared/domain/games'
import type { MatchSide, MatchSummary } from '#shared/schemas/matches'
import { cn } from '#web/lib/cn'
import { Skeleton } from '../ui/skeleton'
import { LiveBadge } from './live-badge'
import { hasScore, type MatchMarkTone, matchMark, sideName } from './match-labels'
import { MatchTime } from './match-time'
import { ResultSpoiler } from './reveal-all'
import { TeamLogo } from './team-logo'

const MARK_CLASSES: Record<MatchMarkTone, string> = {
  live: 'border-red-300 text-red-800 dark:border-red-400/40 dark:text-red-200',
  neutral: 'border-border text-muted-foreground',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200',
}

export function MatchMark({
  label,
  tone,
  className,
}: {
  label: string
  tone: MatchMarkTone
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded border px-1.5 py-px text-[0.7rem] font-semibold tracking-wide uppercase',
        MARK_CLASSES[tone],
        className,
      )}
    >
      {label}
    </span>
  )
}

function SideLine({ side }: { side: MatchSide }) {
  const name = sideName(side)
  const tbd = side.pandascoreId === null
  return (
    <span className={cn('flex min-w-0 items-center gap-2', tbd && 'text-muted-foreground italic')}>
      <TeamLogo name={name} acronym={tbd ? '?' : side.acronym} src={side.imageUrl} size={24} />
      <span className="truncate">{name}</span>
    </span>
  )
}

/** The two sides' series scores, stacked beside their names; the winner's in bold. */
function Scores({ match }: { match: MatchSummary }) {
  const mark = matchMark(match)
  return (
    <span className="flex items-center gap-2">
      {mark?.result ? <MatchMark label={mark.label} tone={mark.tone} /> : null}
      {hasScore(match) ? (
        <span className="flex flex-col items-end gap-1 text-base tabular-nums leading-6">
          {match.teams.map((side, index) => (
            <span
              key={index}
              className={cn(match.winner === index + 1 ? 'font-extrabold' : 'text-muted-foreground')}
            >
              {side.score}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  )
}

function WhenColumn({ match, when }: { match: MatchSummary; when: 'clock' | 'day' }) {
  if (match.status === 'running') return <LiveBadge />
  return <MatchTime iso={match.startsAt} dayOnly={when === 'day'} className="text-sm font-medium" />
}

/**
 * One match in a list (matches page, event schedule, head-to-head, form): when, both sides (TBD until decided), the
 * series score (a spoiler), the tournament and format. The whole row opens the match page; the score's reveal
 * button sits above the row's link so it can be pressed on its own.
 */
export function MatchRow({
  match,
  when = 'clock',
  showGame = false,
  showTournament = true,
}: {
  match: MatchSummary
  when?: 'clock' | 'day'
  showGame?: boolean
  showTournament?: boolean
}) {
  const names = `${sideName(match.teams[0])} vs ${sideName(match.teams[1])}`
  const mark = matchMark(match)
  const format = matchFormatLabel(match.matchType, match.numberOfGames)
  const details = [
    showGame ? gameDisplayName(match.game) : null,
    showTournament ? match.tournament?.name : null,
    format,
  ].filter(Boolean)
  const scored = hasScore(match) || mark?.result
  return (
    <li
      data-match={match.pandascoreId}
      className="relative flex items-center gap-3 px-2 py-3 transition-colors hover:bg-accent/50 sm:gap-4"
    >
      <div className="w-16 shrink-0 sm:w-20">
        <WhenColumn match={match} when={when} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={match.path}
          className="flex min-w-0 flex-col gap-1 font-semibold after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          <span className="sr-only">{names}</span>
          <span aria-hidden="true" className="flex min-w-0 flex-col gap-1">
            <SideLine side={match.teams[0]} />
            <SideLine side={match.teams[1]} />
          </span>
        </Link>
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {mark && !mark.result && mark.tone !== 'live' ? (
            <MatchMark label={mark.label} tone={mark.tone} />
          ) : null}
          {details.length ? <span className="truncate">{details.join(' · ')}</span> : null}
        </span>
      </div>
      {scored ? (
        <ResultSpoiler
          label="Show score"
          context={names}
          className="relative z-10 shrink-0"
          contentClassName="inline-flex"
          revealClassName="h-7"
        >
          <Scores match={match} />
        </ResultSpoiler>
      ) : null}
    </li>
  )
}

/** Rows standing in for matches while they load. */
export function MatchRowsLoading({
  rows = 4,
  label = 'Loading matches...',
}: {
  rows?: number
  label?: string
}) {
  return (
    <div role="status" className="flex flex-col divide-y">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 px-2 py-3">
          <Skeleton className="h-5 w-14" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-5 w-36" />
          </div>
          <Skeleton className="h-10 w-8" />
        </div>
      ))}
    </div>
  )
}

/** A list of match rows, or a dashed empty note. */
export function MatchRows({
  matches,
  empty,
  ...row
}: {
  matches: readonly MatchSummary[]
  empty: string
  when?: 'clock' | 'day'
  showGame?: boolean
  showTournament?: boolean
}) {
  if (matches.length === 0) {
    return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
  }
  return (
    <ul className="flex flex-col divide-y">
      {matches.map((match) => (
        <MatchRow key={match.pandascoreId} match={match} {...row} />
      ))}
    </ul>
  )
}
