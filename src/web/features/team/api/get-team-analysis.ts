import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TeamAnalysis } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

/** §3/§4 Team analysis: the current form analysis of a team, or null when none was generated yet. */
function getTeamAnalysis(teamId: string): Promise<TeamAnalysis> {
  return apiRequest(`/api/teams/${encodeURIComponent(teamId)}/analysis`, { answer: 'TeamAnalysisSchema' })
}

export const teamAnalysisQueries = {
  current: (teamId: string) =>
    queryOptions({
      queryKey: [...esportsKeys.team(teamId), 'analysis'] as const,
      queryFn: () => getTeamAnalysis(teamId),
    }),
}

export function useTeamAnalysis(teamId: string | undefined) {
  return useQuery({ ...teamAnalysisQueries.current(teamId ?? ''), enabled: Boolean(teamId) })
}
