import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummaryResponse } from '../../../../shared/schemas/article'
import { apiRequest } from '../../../lib/api-client'
import { articleDetailQueries } from './get-article'

/** The AI summary, made by the server on first request (it may take a moment), then stored. */
export function getArticleSummary(articleId: string): Promise<ArticleSummaryResponse> {
  return apiRequest<ArticleSummaryResponse>(`/api/articles/${encodeURIComponent(articleId)}/summary`)
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
