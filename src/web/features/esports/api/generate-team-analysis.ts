import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TeamAnalysis } from '../../../../shared/schemas/esports'
import { apiRequest } from '../../../lib/api-client'
import { teamAnalysisQueries } from './get-team-analysis'

/** §2.11 "Generate Analysis": the server writes a new current form analysis of the team and returns it. */
export function generateTeamAnalysis(teamId: string): Promise<TeamAnalysis> {
  return apiRequest<TeamAnalysis>(`/api/teams/${encodeURIComponent(teamId)}/analysis`, {
    method: 'POST',
    json: {},
  })
}

export function useGenerateTeamAnalysis(teamId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => generateTeamAnalysis(teamId),
    onSuccess: (result) => {
      queryClient.setQueryData(teamAnalysisQueries.current(teamId).queryKey, result)
    },
  })
}
