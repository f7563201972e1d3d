import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'

/** Deleted articles go to the trash for 30 days (ARCHITECTURE "Choices"). */
function deleteArticle(id: string) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: 'ActionResultSchema',
  })
}

function bulkDeleteArticles(ids: string[]) {
  return apiRequest('/api/admin/articles/bulk-delete', {
    method: 'POST',
    json: { ids },
    answer: 'BulkDeleteResultSchema',
  })
}

export function useDeleteArticle() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteArticle, onSettled: () => invalidateAfterArticleWrite(queryClient) })
}

export function useBulkDeleteArticles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkDeleteArticles,
    onSettled: () => invalidateAfterArticleWrite(queryClient),
  })
}
