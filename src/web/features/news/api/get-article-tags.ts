import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleTagList } from '../../../../shared/schemas/article'
import { apiRequest } from '../../../lib/api-client'
import { articleQueries } from './get-articles'

export function getArticleTags(): Promise<ArticleTagList> {
  return apiRequest<ArticleTagList>('/api/article-tags')
}

export const articleTagQueries = {
  // Under the articles key: tag counts change with the articles, so realtime changes refresh them too.
  list: () =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'tags'] as const,
      queryFn: getArticleTags,
      staleTime: 5 * 60_000,
    }),
}

export function useArticleTags() {
  return useQuery(articleTagQueries.list())
}
