import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleDetail } from '#shared/schemas/article'
import { apiRequest } from '#web/lib/api-client'

/** §2.8: the server looks the article up by slug, then id, decoded id and the §5 prefix fallback; 404 when none. */
function getArticle(slug: string): Promise<ArticleDetail> {
  return apiRequest(`/api/articles/lookup?${new URLSearchParams({ slug })}`, {
    answer: 'ArticleDetailSchema',
  })
}

export const articleDetailQueries = {
  all: () => ['article'] as const,
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...articleDetailQueries.all(), 'detail', slug] as const,
      queryFn: () => getArticle(slug),
    }),
}

export function useArticle(slug: string) {
  return useQuery(articleDetailQueries.detail(slug))
}
