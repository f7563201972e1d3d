import { Star } from 'lucide-react'
import { FOLLOW_LIMIT } from '#shared/domain/follows'
import { isGameSlug } from '#shared/domain/games'
import { teamRefFromPath } from '#shared/paths'
import type { MatchSide } from '#shared/schemas/matches'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import {
  type FollowedRef,
  type FollowKind,
  hasRoomFor,
  isFollowed,
  readFollows,
  useFollows,
  withFollowed,
  writeFollows,
} from '#web/lib/follows'
import { followMessages, showToast } from '#web/lib/messages'

/**
 * Issue #18 item 1: Follow / Following, a toggle kept in this browser (decision 034). `refs` are what it follows:
 * one team or player, or a match's two teams (following a match follows both of its teams). The server and the
 * hydrating page render it neutral (disabled, "Follow"); the browser's set fills it in. Both labels are laid in
 * one grid cell, so the button keeps its width whichever it shows.
 */
export function FollowButton({
  kind,
  refs,
  label,
  className,
}: {
  kind: FollowKind
  refs: readonly FollowedRef[]
  /** Who is followed: the button's name is the visible label and this ("Follow Cobalt Tide"). */
  label: string
  className?: string
}) {
  const follows = useFollows()
  const pressed = follows !== null && refs.length > 0 && refs.every((ref) => isFollowed(follows, kind, ref))
  const toggle = () => {
    // The latest set, not the render's: another tab may have changed it a moment ago.
    const current = readFollows()
    const missing = refs.filter((ref) => !isFollowed(current, kind, ref))
    if (!pressed && !hasRoomFor(current, kind, missing.length)) {
      showToast({ kind: 'error', ...followMessages.limitReached(kind, FOLLOW_LIMIT) })
      return
    }
    writeFollows(withFollowed(current, kind, pressed ? refs : missing, !pressed))
  }
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      disabled={follows === null || refs.length === 0}
      aria-label={`${pressed ? 'Following' : 'Follow'} ${label}`}
      data-follow={follows === null ? 'pending' : pressed ? 'on' : 'off'}
      onClick={toggle}
      className={cn('min-w-0', className)}
    >
      <Star aria-hidden="true" className={cn(pressed && 'fill-current text-highlight')} />
      <span className="grid">
        <span className={cn('col-start-1 row-start-1', pressed && 'invisible')}>Follow</span>
        <span className={cn('col-start-1 row-start-1', !pressed && 'invisible')}>Following</span>
      </span>
    </Button>
  )
}

/**
 * A match's Follow: following a match follows both of its teams (decision 034), so their later matches, results
 * and alerts come too. A TBD side, or a team we hold no page of, is left out; with neither, no button.
 */
export function MatchFollowButton({ teams }: { teams: readonly MatchSide[] }) {
  const refs = teams.flatMap((side): FollowedRef[] => {
    const ref = teamRefFromPath(side.path)
    return ref && isGameSlug(ref.game) && side.name
      ? [{ game: ref.game, slug: ref.slug, name: side.name }]
      : []
  })
  if (!refs.length) return null
  return <FollowButton kind="teams" refs={refs} label={refs.map((ref) => ref.name).join(' and ')} />
}
