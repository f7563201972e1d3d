import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Following } from '#shared/schemas/following'
import { apiRequest } from './api-client'
import { type Follows, followsAnything, refKey } from './follows'

// GET /api/following: the followed set's matches and stories (issue #18). Shared by /following, the home page's
// "Your teams" and the match alerts, so a page that shows both reads once. The key starts with 'following': the
// live stream invalidates it with the other match reads (use-live-matches.ts).

const keysOf = (follows: Follows) => ({
  teams: follows.teams.map(refKey).sort(),
  players: follows.players.map(refKey).sort(),
})

function getFollowing(follows: Follows): Promise<Following> {
  const { teams, players } = keysOf(follows)
  const params = new URLSearchParams()
  if (teams.length) params.set('teams', teams.join(','))
  if (players.length) params.set('players', players.join(','))
  // Commas kept as they are: the same set gives the same URL, which shared caches keep.
  const query = params.toString().replaceAll('%2C', ',').replaceAll('%3A', ':')
  return apiRequest(`/api/following?${query}`, { answer: 'FollowingSchema', cache: 'no-cache' })
}

export const followingQueries = {
  all: () => ['following'] as const,
  set: (follows: Follows) => {
    const { teams, players } = keysOf(follows)
    return queryOptions({
      queryKey: ['following', teams.join(','), players.join(',')] as const,
      queryFn: () => getFollowing(follows),
      // Following one more team keeps the page as it was while the new set is read: no blank flash.
      placeholderData: keepPreviousData,
    })
  },
}

/** The followed set's matches and stories; idle (no request) while the set is unknown or empty. */
export function useFollowing(follows: Follows | null) {
  const set = follows ?? { teams: [], players: [] }
  return useQuery({ ...followingQueries.set(set), enabled: follows !== null && followsAnything(set) })
}
