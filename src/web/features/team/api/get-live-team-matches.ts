import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { LiveMatches } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

interface LiveMatchesRequest {
  game: GameSlug
  pandascoreId: number
  teamName: string
  upcomingLimit: number
  recentLimit: number
}

/** §7 get-team-matches: the team's live matches from the data provider (a read, sent as a POST). */
function getLiveTeamMatches(request: LiveMatchesRequest): Promise<LiveMatches> {
  return apiRequest('/api/get-team-matches', {
    answer: 'LiveMatchesSchema',
    method: 'POST',
    json: {
      game: request.game,
      pandascore_id: request.pandascoreId,
      teamName: request.teamName,
      upcomingLimit: request.upcomingLimit,
      recentLimit: request.recentLimit,
    },
  })
}

const liveMatchQueries = {
  forTeam: (request: LiveMatchesRequest) =>
    queryOptions({
      queryKey: [
        ...esportsKeys.all(),
        'live-matches',
        request.game,
        request.pandascoreId,
        request.upcomingLimit,
        request.recentLimit,
      ] as const,
      queryFn: () => getLiveTeamMatches(request),
      // §4/§8: a fallback whose failure is only logged; one more try is enough.
      retry: 1,
      staleTime: 5 * 60_000,
    }),
}

/** Live matches, read only when `request` is given (a fallback: the page asks only when stored data is short). */
export function useLiveTeamMatches(request: LiveMatchesRequest | undefined) {
  return useQuery({
    ...liveMatchQueries.forTeam(
      request ?? { game: 'cs2', pandascoreId: 0, teamName: '', upcomingLimit: 0, recentLimit: 0 },
    ),
    enabled: Boolean(request),
  })
}
