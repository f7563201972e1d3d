import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'

/** §7 process-feeds, article refresh: re-process the article from its original source. */
function refreshArticle(id: string) {
  return apiRequest('/api/admin/process-feeds', {
    method: 'POST',
    json: { refreshArticleId: id, waitForCompletion: true },
    answer: 'ActionResultSchema',
  })
}

export function useRefreshArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refreshArticle,
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
