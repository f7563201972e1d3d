import { z } from 'zod'
import { FOLLOW_LIMIT } from '../domain/follows'
import { type FollowRef, parseFollowRef } from './following'

// GET /calendar.ics?teams=cs2:team-slug,lol:team-slug: the followed set's calendar (decision 035). The browser's
// follow list builds the address (paths.followedCalendar); a pair that is not a `game:slug` ref as GET
// /api/following reads them is dropped rather than refused, so an address a calendar app keeps asking for never
// turns into an error. At most FOLLOW_LIMIT teams, as the follow list holds: a bounded read however long the address.

function followedTeams(value: string | undefined): FollowRef[] {
  const bySlug = new Map<string, FollowRef>()
  for (const pair of (value ?? '').split(',')) {
    const ref = parseFollowRef(pair.trim())
    if (ref && !bySlug.has(ref.slug)) bySlug.set(ref.slug, ref)
    if (bySlug.size === FOLLOW_LIMIT) break
  }
  return [...bySlug.values()]
}

export const FollowedCalendarQuerySchema = z.object({
  teams: z.string().max(8000).optional().transform(followedTeams),
})
