import { Link } from '#web/components/link'
import type { Bracket, MatchSide } from '#shared/schemas/matches'
import { type BracketCell, type BracketRound, bracketMatchNames, sideHint } from './bracket-labels'
import { cn } from '#web/lib/cn'
import { useScrollsSideways } from '../ui/table'
import { LiveBadge } from './live-badge'
import { hasScore } from './match-labels'
import { MatchTime } from './match-time'
import { ResultSpoiler } from './reveal-all'

function SideRow({ side, label }: { side: MatchSide; label: string }) {
  const tbd = side.pandascoreId === null
  return (
    <span className={cn('block truncate text-sm leading-6', tbd && 'text-xs text-muted-foreground italic')}>
      {label}
    </span>
  )
}

function Cell({ cell, names }: { cell: BracketCell; names: ReadonlyMap<number, string> }) {
  const { match } = cell
  const labels = [sideHint(cell, 0, names), sideHint(cell, 1, names)] as const
  return (
    <div
      data-match={match.pandascoreId}
      className="relative flex w-52 shrink-0 items-center gap-2 rounded-lg border bg-card px-3 py-2 shadow-xs transition-colors hover:border-primary/50"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={match.path}
          className="text-[0.7rem] text-muted-foreground after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {match.status === 'running' ? (
            <LiveBadge className="py-0" />
          ) : (
            <MatchTime iso={match.startsAt} withDay />
          )}
          <span className="sr-only">
            {' '}
            {labels[0]} vs {labels[1]}
          </span>
        </Link>
        {/* The spoiler must not give the winner away: no bold until the score is shown. */}
        <SideRow side={match.teams[0]} label={labels[0]} />
        <SideRow side={match.teams[1]} label={labels[1]} />
      </div>
      {hasScore(match) ? (
        <ResultSpoiler
          label="Show"
          context={`${labels[0]} vs ${labels[1]}`}
          className="relative z-10 shrink-0"
          contentClassName="flex flex-col items-end pt-4 tabular-nums"
          revealClassName="h-7 px-1.5"
        >
          {match.teams.map((side, index) => (
            <span
              key={index}
              className={cn(
                'text-sm leading-6',
                match.winner === index + 1 ? 'font-extrabold' : 'text-muted-foreground',
              )}
            >
              {side.score}
            </span>
          ))}
        </ResultSpoiler>
      ) : null}
    </div>
  )
}

function Half({
  title,
  rounds,
  names,
}: {
  title?: string
  rounds: BracketRound[]
  names: ReadonlyMap<number, string>
}) {
  if (rounds.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      {title ? <h4 className="text-sm font-semibold text-muted-foreground">{title}</h4> : null}
      <ol className="flex gap-4">
        {rounds.map((round) => (
          <li key={round.label} className="flex flex-col gap-2">
            <h5 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {round.label}
            </h5>
            <ul className="flex flex-1 flex-col justify-around gap-3">
              {round.matches.map((cell) => (
                <li key={cell.match.pandascoreId}>
                  <Cell cell={cell} names={names} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  )
}

/**
 * A knockout stage: the upper bracket's rounds in columns, the lower bracket's below, the grand final after. It
 * scrolls sideways inside its own box (focusable when it does, so the keyboard can scroll it too), never the
 * page.
 */
export function BracketView({ bracket, label }: { bracket: Bracket; label: string }) {
  const names = bracketMatchNames(bracket)
  // Double elimination has a grand final of its own; a single-elimination stage's lower half is only its
  // third-place decider, which its round's label names.
  const double = bracket.final.length > 0
  const { box, scrolls } = useScrollsSideways()
  return (
    <section
      ref={box}
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      data-testid="bracket"
      className="max-w-full overflow-x-auto rounded-lg border bg-muted/30 p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="flex w-max gap-6">
        <div className="flex flex-col gap-6">
          <Half title={double ? 'Upper bracket' : undefined} rounds={bracket.upper} names={names} />
          <Half title={double ? 'Lower bracket' : undefined} rounds={bracket.lower} names={names} />
        </div>
        <Half title={double ? 'Final' : undefined} rounds={bracket.final} names={names} />
      </div>
    </section>
  )
}
