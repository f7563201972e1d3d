import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

interface ProcessFeedsInput {
  /** null: every active feed. */
  feedId: string | null
  /** Debug Mode: wait for the run and read its stats. */
  waitForCompletion: boolean
}

/** §7 process-feeds, dashboard use: {maxPerFeed: 3, waitForCompletion, feedId}. */
function processFeeds({ feedId, waitForCompletion }: ProcessFeedsInput) {
  return apiRequest('/api/admin/process-feeds', {
    method: 'POST',
    json: { maxPerFeed: 3, waitForCompletion, feedId },
    answer: 'ProcessFeedsResultSchema',
  })
}

export function useProcessFeeds() {
  return useMutation({ mutationFn: processFeeds })
}
