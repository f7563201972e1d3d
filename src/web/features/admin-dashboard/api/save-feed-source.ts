import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeedSourceCreateBody, FeedSourceUpdateBody } from '#shared/schemas/admin'
import { apiRequest } from '#web/lib/api-client'
import { dashboardKeys } from './keys'

export type NewFeedSource = FeedSourceCreateBody
export type FeedSourceChanges = FeedSourceUpdateBody

export function createFeedSource(input: NewFeedSource): Promise<unknown> {
  return apiRequest('/api/admin/feed-sources', { method: 'POST', json: input })
}

export function updateFeedSource(id: string, changes: FeedSourceChanges): Promise<unknown> {
  return apiRequest(`/api/admin/feed-sources/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes })
}

export function deleteFeedSource(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/feed-sources/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

function useRefreshOverview() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() })
}

export function useCreateFeedSource() {
  const refresh = useRefreshOverview()
  return useMutation({ mutationFn: createFeedSource, onSuccess: refresh })
}

export function useUpdateFeedSource() {
  const refresh = useRefreshOverview()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: FeedSourceChanges }) =>
      updateFeedSource(id, changes),
    onSuccess: refresh,
  })
}

export function useDeleteFeedSource() {
  const refresh = useRefreshOverview()
  return useMutation({ mutationFn: deleteFeedSource, onSuccess: refresh })
}
