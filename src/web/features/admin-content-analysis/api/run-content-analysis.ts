import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

/** §7 content-analysis over every article: {analyzeAll: true}. */
function runContentAnalysis() {
  return apiRequest('/api/admin/content-analysis', {
    method: 'POST',
    json: { analyzeAll: true },
    answer: 'ContentAnalysisResultSchema',
  })
}

export function useRunContentAnalysis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runContentAnalysis,
    // New tags change listings and tag filters everywhere.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  })
}
