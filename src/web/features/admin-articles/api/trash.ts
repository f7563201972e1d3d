import { useMutation, useQueryClient } from '@tanstack/react-query'
import { restoreTrashItem } from '#web/lib/admin-trash'
import { invalidateAfterArticleWrite } from './invalidate'

export function useRestoreArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreTrashItem,
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
