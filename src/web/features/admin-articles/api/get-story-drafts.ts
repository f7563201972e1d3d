import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { adminArticleKeys } from './keys'

/** GET /api/admin/story-drafts: the stories drafted for review (a "Roster Move" per detected move). */
export function useStoryDrafts() {
  return useQuery(
    queryOptions({
      queryKey: [...adminArticleKeys.all(), 'drafts'] as const,
      queryFn: () => apiRequest('/api/admin/story-drafts', { answer: 'StoryDraftListSchema' }),
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
  )
}
