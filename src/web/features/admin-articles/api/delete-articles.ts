import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import type { BulkDeleteResult, ServiceResult } from './types'

/** Deleted articles go to the trash for 30 days (ARCHITECTURE "Choices"). */
export function deleteArticle(id: string): Promise<ServiceResult> {
  return apiRequest<ServiceResult>(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function bulkDeleteArticles(ids: string[]): Promise<BulkDeleteResult> {
  return apiRequest<BulkDeleteResult>('/api/admin/articles/bulk-delete', { method: 'POST', json: { ids } })
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
