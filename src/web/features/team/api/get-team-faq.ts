import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TeamFaq } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

/** §2.11 FAQ: the team's generated questions and answers. */
function getTeamFaq(teamId: string): Promise<TeamFaq> {
  return apiRequest(`/api/teams/${encodeURIComponent(teamId)}/faq`, { answer: 'TeamFaqSchema' })
}

export const teamFaqQueries = {
  detail: (teamId: string) =>
    queryOptions({
      queryKey: [...esportsKeys.team(teamId), 'faq'] as const,
      queryFn: () => getTeamFaq(teamId),
      staleTime: 5 * 60_000,
    }),
}

export function useTeamFaq(teamId: string | undefined) {
  return useQuery({ ...teamFaqQueries.detail(teamId ?? ''), enabled: Boolean(teamId) })
}
