import { z } from 'zod'
import { isGameSlug } from '../domain/games'

// GET /calendar.ics?teams=cs2:team-slug,lol:team-slug: the followed set's calendar (decision 035). The browser's
// follow list builds the address (paths.followedCalendar); a pair that is not "{game}:{slug}" of one of our games
// is dropped rather than refused, so an address made by an older page keeps working.

/** Most teams one followed calendar reads: a bounded read however long the address. */
export const FOLLOWED_TEAMS_MAX = 50

export interface FollowedTeam {
  game: string
  slug: string
}

function followedTeams(value: string | undefined): FollowedTeam[] {
  const seen = new Set<string>()
  const teams: FollowedTeam[] = []
  for (const pair of (value ?? '').split(',')) {
    const [game, slug, extra] = pair.trim().split(':')
    if (extra !== undefined || !isGameSlug(game) || !slug || slug.length > 200 || seen.has(slug)) continue
    seen.add(slug)
    teams.push({ game, slug })
    if (teams.length === FOLLOWED_TEAMS_MAX) break
  }
  return teams
}

export const FollowedCalendarQuerySchema = z.object({
  teams: z.string().max(8000).optional().transform(followedTeams),
})
