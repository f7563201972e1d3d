import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TeamSummary } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { adminTeamKeys } from './keys'

export function getAdminTeams(): Promise<{ teams: TeamSummary[] }> {
  return apiRequest<{ teams: TeamSummary[] }>('/api/admin/teams')
}

export const adminTeamQueries = {
  list: () =>
    queryOptions({
      queryKey: adminTeamKeys.list(),
      queryFn: getAdminTeams,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useAdminTeams() {
  return useQuery(adminTeamQueries.list())
}
