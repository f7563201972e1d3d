import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummaryResponse } from '#shared/schemas/article'
import { apiRequest } from '#web/lib/api-client'
import { articleDetailQueries } from './get-article'

/** The AI summary: stored with the article, or made by the server on this request (it may take a moment). */
function getArticleSummary(articleId: string): Promise<ArticleSummaryResponse> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/summary`, {
    answer: 'ArticleSummaryResponseSchema',
  })
}

/** The summary stored with the article, or a 404 ApiError when there is none yet (nothing is made). */
export function getStoredArticleSummary(articleId: string): Promise<ArticleSummaryResponse> {
  return apiRequest(`/api/articles/${encodeURIComponent(articleId)}/summary?stored=true`, {
    answer: 'ArticleSummaryResponseSchema',
  })
}

export const articleSummaryQueries = {
  /** `version` (the article's updatedAt) keys the summary to one version of the article. */
  detail: (articleId: string, version: string) =>
    queryOptions({
      queryKey: [...articleDetailQueries.all(), 'summary', articleId, version] as const,
      queryFn: () => getArticleSummary(articleId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

export function useArticleSummary(articleId: string, version: string) {
  return useQuery(articleSummaryQueries.detail(articleId, version))
}
