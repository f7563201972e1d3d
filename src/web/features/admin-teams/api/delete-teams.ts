import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { invalidateAfterTeamWrite } from './invalidate'

export interface TeamDeleteResult {
  success?: boolean
  message?: string
  deletedCount?: number
}

/** Deleted teams (with their players and matches) go to the trash for 30 days (ARCHITECTURE "Choices"). */
export function deleteTeam(id: string): Promise<TeamDeleteResult> {
  return apiRequest<TeamDeleteResult>(`/api/admin/teams/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function bulkDeleteTeams(ids: string[]): Promise<TeamDeleteResult> {
  return apiRequest<TeamDeleteResult>('/api/admin/teams/bulk-delete', { method: 'POST', json: { ids } })
}

export function useDeleteTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteTeam, onSettled: () => invalidateAfterTeamWrite(queryClient) })
}

export function useBulkDeleteTeams() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: bulkDeleteTeams, onSettled: () => invalidateAfterTeamWrite(queryClient) })
}
