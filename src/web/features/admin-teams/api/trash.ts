import { useMutation, useQueryClient } from '@tanstack/react-query'
import { restoreTrashItem } from '#web/lib/admin-trash'
import { invalidateAfterTeamWrite } from './invalidate'

export function useRestoreTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreTrashItem, onSuccess: () => invalidateAfterTeamWrite(queryClient) })
}
