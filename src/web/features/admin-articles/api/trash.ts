import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { invalidateAfterArticleWrite } from './invalidate'
import { adminArticleKeys } from './keys'
import type { TrashItem, TrashRestoreResult } from './types'

/** Deleted articles and teams, kept 30 days (ARCHITECTURE "Choices"). */
export function getTrash(): Promise<{ items: TrashItem[] }> {
  return apiRequest<{ items: TrashItem[] }>('/api/admin/trash')
}

export function restoreTrashItem(id: string): Promise<TrashRestoreResult> {
  return apiRequest<TrashRestoreResult>(`/api/admin/trash/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    json: {},
  })
}

export const trashQueries = {
  list: () =>
    queryOptions({
      queryKey: adminArticleKeys.trash(),
      queryFn: getTrash,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useTrash() {
  return useQuery(trashQueries.list())
}

export function useRestoreArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreTrashItem,
    onSuccess: () => invalidateAfterArticleWrite(queryClient),
  })
}
