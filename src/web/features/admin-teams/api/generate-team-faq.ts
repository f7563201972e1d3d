import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FaqItem } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'

export interface GenerateTeamFaqResult {
  success: boolean
  message: string
  items: FaqItem[]
}

/** §7 generate-team-faq: the team's FAQ written again from its current data. */
export function generateTeamFaq(teamId: string): Promise<GenerateTeamFaqResult> {
  return apiRequest<GenerateTeamFaqResult>('/api/admin/generate-team-faq', {
    method: 'POST',
    json: { teamId },
  })
}

export function useGenerateTeamFaq() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateTeamFaq,
    // The public team page reads its FAQ under the esports root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['esports'] }),
  })
}
