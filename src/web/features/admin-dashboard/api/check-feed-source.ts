import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

/** Fetches the feed once on the server and reports its title and item count, before it is saved. */
function checkFeedSource(url: string) {
  return apiRequest('/api/admin/feed-sources/check', {
    method: 'POST',
    json: { url },
    answer: 'FeedSourceCheckResultSchema',
  })
}

export function useCheckFeedSource() {
  return useMutation({ mutationFn: checkFeedSource })
}
