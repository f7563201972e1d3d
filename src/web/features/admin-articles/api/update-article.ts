import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import type { ArticleUpdateBody } from '#shared/schemas/admin'

/** The fields the edit form saves (§7 Update): all of them. */
export type ArticleChanges = Required<ArticleUpdateBody>

function updateArticle(id: string, changes: ArticleChanges) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: changes,
    answer: 'ArticleUpdateResultSchema',
  })
}

export function useUpdateArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ArticleChanges }) => updateArticle(id, changes),
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
