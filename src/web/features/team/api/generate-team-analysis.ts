import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TeamAnalysis } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { teamAnalysisQueries } from './get-team-analysis'

/** §2.11 "Generate Analysis": the server writes a new current form analysis of the team and returns it. */
function generateTeamAnalysis(teamId: string): Promise<TeamAnalysis> {
  return apiRequest(`/api/teams/${encodeURIComponent(teamId)}/analysis`, {
    answer: 'TeamAnalysisSchema',
    method: 'POST',
    json: {},
  })
}

/**
 * The analysis is written and put in the query cache; `isPending` while the server works. Not `useMutation`: this
 * button is the only write on a public page, and TanStack's mutation code would add 1 KB to the team page's first
 * visit (decision 011).
 */
export function useGenerateTeamAnalysis(teamId: string) {
  const queryClient = useQueryClient()
  const [isPending, setPending] = useState(false)
  async function generate(): Promise<void> {
    setPending(true)
    try {
      const result = await generateTeamAnalysis(teamId)
      queryClient.setQueryData(teamAnalysisQueries.current(teamId).queryKey, result)
    } finally {
      setPending(false)
    }
  }
  return { isPending, generate }
}
