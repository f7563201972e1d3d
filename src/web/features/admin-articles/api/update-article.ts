import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import type { Article, ArticleChanges, ServiceResult } from './types'

export function updateArticle(
  id: string,
  changes: ArticleChanges,
): Promise<ServiceResult & { article?: Article }> {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes })
}

export function useUpdateArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ArticleChanges }) => updateArticle(id, changes),
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
