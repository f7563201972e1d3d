import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import type { FeedCheck } from './types'

/** Fetches the feed once on the server and reports its title and item count, before it is saved. */
export function checkFeedSource(url: string): Promise<FeedCheck> {
  return apiRequest<FeedCheck>('/api/admin/feed-sources/check', { method: 'POST', json: { url } })
}

export function useCheckFeedSource() {
  return useMutation({ mutationFn: checkFeedSource })
}
