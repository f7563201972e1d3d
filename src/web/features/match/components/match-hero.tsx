import { Link } from '#web/components/link'
import { matchFormatLabel, matchRoundLabel, matchStatusLabel } from '#shared/domain/match-format'
import type { MatchSide, MatchSummary } from '#shared/schemas/matches'
import { LiveBadge } from '#web/components/esports/live-badge'
import { hasScore, matchMark, sideName } from '#web/components/esports/match-labels'
import { MatchMark } from '#web/components/esports/match-row'
import { MatchTime } from '#web/components/esports/match-time'
import { ResultSpoiler } from '#web/components/esports/reveal-all'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'
import { Badge } from '#web/components/ui/badge'
import { MatchFollowButton } from '#web/components/follow/follow-button'
import { cn } from '#web/lib/cn'
import { matchTitle } from '../utils/match-page'

function Side({ side, align }: { side: MatchSide; align: 'start' | 'end' }) {
  const name = sideName(side)
  const tbd = side.pandascoreId === null
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col items-center gap-2 text-center sm:flex-row sm:gap-3',
        align === 'end' ? 'sm:flex-row-reverse sm:text-right' : 'sm:text-left',
      )}
    >
      <TeamLogo name={name} acronym={tbd ? '?' : side.acronym} src={side.imageUrl} size={64} />
      {side.path ? (
        <Link to={side.path} className="min-w-0 text-lg font-bold break-words hover:text-primary sm:text-xl">
          {name}
        </Link>
      ) : (
        <span
          className={cn('min-w-0 text-lg font-bold break-words sm:text-xl', tbd && 'text-muted-foreground')}
        >
          {name}
        </span>
      )}
    </div>
  )
}

/** The series score in the middle: a spoiler, with W/O or Draw when the result was one. */
function Score({ match }: { match: MatchSummary }) {
  const mark = matchMark(match)
  if (!hasScore(match)) {
    return <span className="text-2xl font-black text-muted-foreground">vs</span>
  }
  return (
    <ResultSpoiler
      label="Show score"
      context={matchTitle(match)}
      contentClassName="flex flex-col items-center gap-1"
    >
      <span data-testid="series-score" className="text-3xl font-black tabular-nums sm:text-4xl">
        <span className={cn(match.winner === 2 && 'text-muted-foreground')}>{match.teams[0].score}</span>
        <span aria-hidden="true" className="px-2 text-muted-foreground">
          –
        </span>
        <span className="sr-only"> to </span>
        <span className={cn(match.winner === 1 && 'text-muted-foreground')}>{match.teams[1].score}</span>
      </span>
      {mark?.result ? <MatchMark label={mark.label} tone={mark.tone} /> : null}
    </ResultSpoiler>
  )
}

/** The top of a match page: status, format, tier, the event and stage, both sides, the score and the time. */
export function MatchHero({ match }: { match: MatchSummary }) {
  const mark = matchMark(match)
  const format = matchFormatLabel(match.matchType, match.numberOfGames)
  const round = matchRoundLabel(match.name, match.tournament?.stageName)
  return (
    <header className="relative overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--glow),transparent_60%)] opacity-60"
      />
      <div className="relative flex flex-col gap-6 p-5 sm:p-8">
        <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
          {match.status === 'running' ? (
            <LiveBadge />
          ) : mark && !mark.result ? (
            <MatchMark label={mark.label} tone={mark.tone} />
          ) : (
            <Badge variant="outline">{matchStatusLabel(match.status)}</Badge>
          )}
          {format ? <Badge variant="secondary">{format}</Badge> : null}
          {match.tournament ? <TierBadge tier={match.tournament.tier} /> : null}
        </div>
        <h1 className="text-center text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {matchTitle(match)}
        </h1>
        {match.tournament ? (
          <p className="-mt-4 text-center text-muted-foreground">
            {match.tournament.eventPath ? (
              <Link to={match.tournament.eventPath} className="font-medium text-primary hover:underline">
                {match.tournament.eventName ?? match.tournament.name}
              </Link>
            ) : (
              <span>{match.tournament.eventName ?? match.tournament.name}</span>
            )}
            {match.tournament.stageName ? <span> · {match.tournament.stageName}</span> : null}
            {round ? <span> · {round}</span> : null}
          </p>
        ) : null}
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 sm:gap-6">
          <Side side={match.teams[0]} align="end" />
          <Score match={match} />
          <Side side={match.teams[1]} align="start" />
        </div>
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {match.status === 'postponed' ? (
            // A postponed match keeps the time it was set for until a new one is given: not a time to come.
            <>
              <span className="font-medium text-foreground">New time to be announced</span>
              {match.startsAt ? (
                <span>
                  (was set for <MatchTime iso={match.startsAt} withDay />)
                </span>
              ) : null}
            </>
          ) : (
            <MatchTime iso={match.startsAt} withDay className="font-medium text-foreground" />
          )}
          {match.status !== 'postponed' && match.rescheduled && match.originalScheduledAt ? (
            <span>
              (originally <MatchTime iso={match.originalScheduledAt} withDay />)
            </span>
          ) : null}
        </p>
        <div className="-mt-2 flex justify-center">
          <MatchFollowButton teams={match.teams} />
        </div>
      </div>
    </header>
  )
}
