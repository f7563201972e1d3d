import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleTagList } from '#shared/schemas/article'
import { apiRequest } from '#web/lib/api-client'
import { articleQueries } from './get-articles'

/** Every tag; with a game, each counted among that game's articles (§2.7 sidebar of /news/{game}). */
function getArticleTags(game?: string): Promise<ArticleTagList> {
  return apiRequest(game ? `/api/article-tags?game=${encodeURIComponent(game)}` : '/api/article-tags', {
    answer: 'ArticleTagListSchema',
  })
}

export const articleTagQueries = {
  // Under the articles key: tag counts change with the articles, so realtime changes refresh them too.
  list: (game?: string) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'tags', game ?? null] as const,
      queryFn: () => getArticleTags(game),
      staleTime: 5 * 60_000,
    }),
}

export function useArticleTags(game?: string) {
  return useQuery(articleTagQueries.list(game))
}
