import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeedSourceCreateBody, FeedSourceUpdateBody } from '#shared/schemas/admin'
import { apiRequest } from '#web/lib/api-client'
import { dashboardKeys } from './keys'

function createFeedSource(input: FeedSourceCreateBody) {
  return apiRequest('/api/admin/feed-sources', {
    method: 'POST',
    json: input,
    answer: 'FeedSourceResultSchema',
  })
}

function updateFeedSource(id: string, changes: FeedSourceUpdateBody) {
  return apiRequest(`/api/admin/feed-sources/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: changes,
    answer: 'FeedSourceResultSchema',
  })
}

function deleteFeedSource(id: string) {
  return apiRequest(`/api/admin/feed-sources/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: 'ActionResultSchema',
  })
}

function useRefreshDashboard() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.detail() })
}

export function useCreateFeedSource() {
  const refresh = useRefreshDashboard()
  return useMutation({ mutationFn: createFeedSource, onSuccess: refresh })
}

export function useUpdateFeedSource() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: FeedSourceUpdateBody }) =>
      updateFeedSource(id, changes),
    onSuccess: refresh,
  })
}

export function useDeleteFeedSource() {
  const refresh = useRefreshDashboard()
  return useMutation({ mutationFn: deleteFeedSource, onSuccess: refresh })
}
