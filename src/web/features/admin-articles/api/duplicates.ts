import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import type { DuplicateCleanupResult, DuplicatesReport } from './types'

/** §4 Article duplicates: groups by exact title, oldest first (KEEP), the rest DELETE. */
export function findDuplicates(): Promise<DuplicatesReport> {
  return apiRequest<DuplicatesReport>('/api/admin/articles/duplicates')
}

export function cleanUpDuplicates(): Promise<DuplicateCleanupResult> {
  return apiRequest<DuplicateCleanupResult>('/api/admin/articles/duplicates/cleanup', {
    method: 'POST',
    json: {},
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
