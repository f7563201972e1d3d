import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { adminTeamKeys } from './keys'

function getAdminTeams() {
  return apiRequest('/api/admin/teams', { answer: 'AdminTeamListSchema' })
}

const adminTeamQueries = {
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
