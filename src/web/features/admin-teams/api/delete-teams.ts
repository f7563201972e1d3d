import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterTeamWrite } from './invalidate'

/** Deleted teams (with their players and matches) go to the trash for 30 days (ARCHITECTURE "Choices"). */
function deleteTeam(id: string) {
  return apiRequest(`/api/admin/teams/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: 'ActionResultSchema',
  })
}

function bulkDeleteTeams(ids: string[]) {
  return apiRequest('/api/admin/teams/bulk-delete', {
    method: 'POST',
    json: { ids },
    answer: 'BulkDeleteResultSchema',
  })
}

export function useDeleteTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteTeam, onSettled: () => invalidateAfterTeamWrite(queryClient) })
}

export function useBulkDeleteTeams() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: bulkDeleteTeams, onSettled: () => invalidateAfterTeamWrite(queryClient) })
}
