import { queryOptions } from '@tanstack/react-query'
import type { ArticleList, ArticleListQuery } from '../../../../shared/schemas/article'
import { apiRequest } from '../../../lib/api-client'

export function getArticles(query: Partial<ArticleListQuery>): Promise<ArticleList> {
  const params = new URLSearchParams()
  if (query.limit) params.set('limit', String(query.limit))
  if (query.game) params.set('game', query.game)
  if (query.tag) params.set('tag', query.tag)
  return apiRequest<ArticleList>(`/api/articles?${params}`)
}

export const articleQueries = {
  all: () => ['articles'] as const,
  list: (query: Partial<ArticleListQuery>) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'list', query] as const,
      queryFn: () => getArticles(query),
    }),
}
