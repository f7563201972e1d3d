import { ArrowRight, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import type { Following } from '#shared/schemas/following'
import type { MatchSummary } from '#shared/schemas/matches'
import { LiveBadge } from '#web/components/esports/live-badge'
import { sideName } from '#web/components/esports/match-labels'
import { MatchTime } from '#web/components/esports/match-time'
import { Skeleton } from '#web/components/ui/skeleton'
import { useFollowing } from '#web/lib/following'
import { type Follows, followsAnything, refKey, useFollows } from '#web/lib/follows'
import { StoryLink } from './story-link'

// Issue #18 item 1: the home page's "Your teams": each followed team's (or player's) live or next match and latest
// story, compact. One row of fixed-size cards that scrolls sideways, so its height is the same for one team or
// thirty, loading or loaded, and the room it takes is known before the app runs (the has-follows class).

/** At most this many cards: the rest are on /following. */
const CARDS = 12

interface Card {
  key: string
  name: string
  path: string
  /** The side a match is watched from (the team, or the player's team). */
  teamId: number | null
}

function cardsOf(follows: Follows, data: Following | undefined): Card[] {
  const teams = follows.teams.map((ref): Card => {
    const team = data?.teams.find((t) => t.slug === ref.slug)
    return {
      key: `t-${refKey(ref)}`,
      name: ref.name,
      path: paths.team(ref.game, ref.slug),
      teamId: team?.pandascoreId ?? null,
    }
  })
  const players = follows.players.map((ref): Card => {
    const player = data?.players.find((p) => p.slug === ref.slug)
    return {
      key: `p-${refKey(ref)}`,
      name: ref.name,
      path: paths.player(ref.game, ref.slug),
      teamId: player?.team?.pandascoreId ?? null,
    }
  })
  return [...teams, ...players].slice(0, CARDS)
}

const plays = (match: MatchSummary, teamId: number | null) =>
  teamId !== null && match.teams.some((side) => side.pandascoreId === teamId)

function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="your-teams" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="your-teams" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Star aria-hidden="true" className="size-5 fill-current text-highlight" />
          Your teams
        </h2>
        <Link
          to={paths.following()}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          Everything you follow
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">{children}</ul>
    </section>
  )
}

const CARD = 'flex h-36 w-64 shrink-0 flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm'

function TeamCard({ card, data }: { card: Card; data: Following | undefined }) {
  const live = data?.live.find((m) => plays(m, card.teamId))
  const next = live ?? data?.upcoming.find((m) => plays(m, card.teamId))
  const story = data?.news.find((s) => s.mentions.includes(card.path))
  const opponent = next?.teams.find((side) => side.pandascoreId !== card.teamId)
  return (
    <li className={CARD}>
      <Link to={card.path} className="truncate font-bold hover:text-primary">
        {card.name}
      </Link>
      <div className="flex h-6 min-w-0 items-center gap-2 text-sm">
        {!data ? (
          <Skeleton className="h-4 w-40" />
        ) : next ? (
          <>
            {live ? (
              <LiveBadge />
            ) : (
              <MatchTime iso={next.startsAt} withDay className="text-muted-foreground" />
            )}
            <Link to={next.path} className="truncate hover:text-primary">
              vs {opponent ? sideName(opponent) : 'TBD'}
            </Link>
          </>
        ) : (
          <span className="text-muted-foreground">No match scheduled</span>
        )}
      </div>
      <div className="h-10 text-sm">
        {!data ? (
          <Skeleton className="h-4 w-48" />
        ) : story ? (
          <StoryLink story={story} className="line-clamp-2 text-muted-foreground hover:text-primary" />
        ) : (
          <span className="text-muted-foreground">No recent stories</span>
        )}
      </div>
    </li>
  )
}

function StripLoading() {
  return (
    <Frame>
      {[0, 1, 2, 3].map((n) => (
        <li key={n} aria-hidden="true" className={CARD}>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-48" />
        </li>
      ))}
    </Frame>
  )
}

function Strip({ follows }: { follows: Follows }) {
  const read = useFollowing(follows)
  return (
    <Frame>
      {cardsOf(follows, read.data).map((card) => (
        <TeamCard key={card.key} card={card} data={read.data} />
      ))}
    </Frame>
  )
}

/** Nothing at all for a reader who follows nothing (before the app runs too); the strip for one who does. */
export function YourTeamsStrip() {
  const follows = useFollows()
  if (follows === null)
    return (
      <div className="follows-some">
        <StripLoading />
      </div>
    )
  return followsAnything(follows) ? <Strip follows={follows} /> : null
}
