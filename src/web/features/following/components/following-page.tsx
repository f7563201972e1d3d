import { RotateCcw, Shield, User } from 'lucide-react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import { RevealAllButton, RevealAllScope } from '#web/components/esports/reveal-all'
import { FollowButton } from '#web/components/follow/follow-button'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { useFollowing } from '#web/lib/following'
import {
  type FollowedRef,
  type FollowKind,
  type Follows,
  followsAnything,
  refKey,
  useFollows,
} from '#web/lib/follows'
import { followMessages } from '#web/lib/messages'
import { CalendarSubscription } from './calendar-subscription'
import { FollowingSections } from './following-sections'

/**
 * Issue #18 item 1: /following, the reader's followed teams and players (kept in this browser, decision 034):
 * their live and next matches, results and news. The server cannot know the set, so its HTML holds both the
 * empty state and the skeletons, and CSS shows the one the head script's has-follows class calls for; the browser
 * then fills in the same room.
 */
export function FollowingPage() {
  const follows = useFollows()
  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title="Following: your teams and players"
        description="The matches, results and news of the teams and players you follow, in your time zone."
        path={paths.following()}
        noindex
      />
      <PageHeader
        badge={<Badge variant="gaming">Following</Badge>}
        title="Following"
        description="Your teams' and players' matches, results and news, in your time zone. Kept in this browser: no account needed."
      />
      {follows === null ? (
        <>
          <div className="follows-none">
            <NothingFollowed />
          </div>
          <div className="follows-some flex flex-col gap-6">
            <FollowedListLoading />
            <FollowingSections data={undefined} />
          </div>
        </>
      ) : followsAnything(follows) ? (
        <FollowedContent follows={follows} />
      ) : (
        <NothingFollowed />
      )}
    </PageContainer>
  )
}

function FollowedContent({ follows }: { follows: Follows }) {
  const read = useFollowing(follows)
  return (
    <RevealAllScope>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <FollowedList follows={follows} />
          <RevealAllButton />
        </div>
        {read.isError && !read.data ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
            <p role="alert" className="text-sm text-muted-foreground">
              {followMessages.followingLoadFailed}
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
          <FollowingSections data={read.data} />
        )}
        {follows.teams.length ? <CalendarSubscription teams={follows.teams} /> : null}
      </div>
    </RevealAllScope>
  )
}

const KIND = {
  teams: { icon: Shield, path: paths.team, label: 'Teams' },
  players: { icon: User, path: paths.player, label: 'Players' },
} as const

/** What is followed, from the browser's own set (no wait): each a link and its Following button to unfollow. */
function FollowedList({ follows }: { follows: Follows }) {
  const groups = (['teams', 'players'] as const).filter((kind) => follows[kind].length)
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {groups.map((kind) => (
        <section key={kind} aria-label={`Followed ${kind}`} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
            {KIND[kind].label}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {follows[kind].map((ref) => (
              <FollowedItem key={refKey(ref)} kind={kind} entry={ref} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function FollowedItem({ kind, entry }: { kind: FollowKind; entry: FollowedRef }) {
  const Icon = KIND[kind].icon
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-lg border bg-card py-1 pr-1 pl-3">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <Link
        to={KIND[kind].path(entry.game, entry.slug)}
        className="min-w-0 truncate font-medium hover:text-primary"
      >
        {entry.name}
      </Link>
      <FollowButton kind={kind} refs={[entry]} label={entry.name} />
    </li>
  )
}

function FollowedListLoading() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Skeleton className="h-4 w-16" />
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-11 w-48" />
        <Skeleton className="h-11 w-40" />
      </div>
    </div>
  )
}

/** The empty state: what to follow, and where. */
function NothingFollowed() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed p-6">
      <h2 className="text-xl font-bold">{followMessages.nothingFollowed}</h2>
      <p className="max-w-2xl text-muted-foreground">{followMessages.nothingFollowedHint}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="hero">
          <Link to={paths.teams()}>Browse teams</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.players()}>Browse players</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.matches()}>See matches</Link>
        </Button>
      </div>
    </div>
  )
}
