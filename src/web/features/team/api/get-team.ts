import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TeamDetail } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

/** §2.11: a team with its roster, FAQ and rank within its game; 404 for an unknown slug. */
function getTeam(teamSlug: string): Promise<TeamDetail> {
  return apiRequest(`/api/teams/by-slug/${encodeURIComponent(teamSlug)}`, { answer: 'TeamDetailSchema' })
}

export const teamDetailQueries = {
  detail: (teamSlug: string) =>
    queryOptions({
      queryKey: [...esportsKeys.all(), 'team-by-slug', teamSlug] as const,
      queryFn: () => getTeam(teamSlug),
    }),
}

export function useTeam(teamSlug: string) {
  return useQuery(teamDetailQueries.detail(teamSlug))
}
