import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

/** §7 generate-team-faq: the team's FAQ written again from its current data. */
function generateTeamFaq(teamId: string) {
  return apiRequest('/api/admin/generate-team-faq', {
    method: 'POST',
    json: { teamId },
    answer: 'GenerateTeamFaqResultSchema',
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
