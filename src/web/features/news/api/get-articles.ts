import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleList, ArticleListQuery } from '../../../../shared/schemas/article'
import { apiRequest } from '../../../lib/api-client'

export function getArticles(query: Partial<ArticleListQuery>): Promise<ArticleList> {
  const params = new URLSearchParams()
  if (query.limit) params.set('limit', String(query.limit))
  if (query.game) params.set('game', query.game)
  if (query.tag) params.set('tag', query.tag)
  return apiRequest<ArticleList>(`/api/articles?${params}`)
}

/** Drops unset filters, so `{limit: 50, game: undefined}` and `{limit: 50}` are one cache entry. */
function listKey(query: Partial<ArticleListQuery>): Partial<ArticleListQuery> {
  const key: Partial<ArticleListQuery> = {}
  if (query.limit) key.limit = query.limit
  if (query.game) key.game = query.game
  if (query.tag) key.tag = query.tag
  return key
}

export const articleQueries = {
  /** Every article read (lists and tags): realtime changes invalidate this. */
  all: () => ['articles'] as const,
  list: (query: Partial<ArticleListQuery>) => {
    const key = listKey(query)
    return queryOptions({
      queryKey: [...articleQueries.all(), 'list', key] as const,
      queryFn: () => getArticles(key),
    })
  },
}

export function useArticles(query: Partial<ArticleListQuery>) {
  return useQuery(articleQueries.list(query))
}
