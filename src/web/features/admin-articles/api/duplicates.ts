import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'

/** §4 Article duplicates: groups by exact title, oldest first (KEEP), the rest DELETE. */
function findDuplicates() {
  return apiRequest('/api/admin/articles/duplicates', { answer: 'DuplicateReportSchema' })
}

function cleanUpDuplicates() {
  return apiRequest('/api/admin/articles/duplicates/cleanup', {
    method: 'POST',
    json: {},
    answer: 'DuplicateCleanupResultSchema',
  })
}

export function useFindDuplicates() {
  return useMutation({ mutationFn: findDuplicates })
}

export function useCleanUpDuplicates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cleanUpDuplicates,
    onSettled: () => invalidateAfterArticleWrite(queryClient),
  })
}
