import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import type { ServiceResult } from './types'

/** §7 process-feeds, article refresh: re-process the article from its original source. */
export function refreshArticle(id: string): Promise<ServiceResult> {
  return apiRequest<ServiceResult>('/api/admin/process-feeds', {
    method: 'POST',
    json: { refreshArticleId: id, waitForCompletion: true },
  })
}

export function useRefreshArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refreshArticle,
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
