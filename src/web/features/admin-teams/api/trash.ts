import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TrashItem, TrashRestoreResult } from '../../../../shared/schemas/admin'
import { apiRequest } from '../../../lib/api-client'
import { invalidateAfterTeamWrite } from './invalidate'
import { adminTeamKeys } from './keys'

export type { TrashItem }

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
      queryKey: adminTeamKeys.trash(),
      queryFn: getTrash,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useTrash() {
  return useQuery(trashQueries.list())
}

export function useRestoreTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreTrashItem, onSuccess: () => invalidateAfterTeamWrite(queryClient) })
}
