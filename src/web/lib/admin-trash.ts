import { queryOptions, useQuery } from '@tanstack/react-query'
import { TRASH_RETENTION_DAYS } from '#shared/domain/trash'
import type { TrashItem, TrashRestoreResult } from '#shared/schemas/admin'
import { apiRequest } from './api-client'

// Deleted articles and teams, kept 30 days (ARCHITECTURE "Choices"), share one trash; each admin feature
// restores through it and then invalidates its own reads.

/**
 * §8 Confirmations end article and team deletes with "This action cannot be undone.", but such a delete goes to
 * the trash and can be undone: the confirmation says so instead.
 */
export const TRASH_NOTE = `It goes to the trash, where an admin can restore it for ${TRASH_RETENTION_DAYS} days.`
export const BULK_TRASH_NOTE = `They go to the trash, where an admin can restore them for ${TRASH_RETENTION_DAYS} days.`

export const adminTrashKeys = {
  all: () => ['admin', 'trash'] as const,
}

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
      queryKey: adminTrashKeys.all(),
      queryFn: getTrash,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useTrash() {
  return useQuery(trashQueries.list())
}
