import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

// Deleted articles and teams, kept 30 days (ARCHITECTURE "Choices"), share one trash; each admin feature
// restores through it and then invalidates its own reads.

export const adminTrashKeys = {
  all: () => ['admin', 'trash'] as const,
}

function getTrash() {
  return apiRequest('/api/admin/trash', { answer: 'TrashListSchema' })
}

export function restoreTrashItem(id: string) {
  return apiRequest(`/api/admin/trash/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    json: {},
    answer: 'TrashRestoreResultSchema',
  })
}

const trashQueries = {
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
