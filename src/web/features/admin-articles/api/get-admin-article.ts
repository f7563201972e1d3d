import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { adminArticleKeys } from './keys'
import type { Article } from './types'

export function getAdminArticle(id: string): Promise<{ article: Article }> {
  return apiRequest<{ article: Article }>(`/api/admin/articles/${encodeURIComponent(id)}`)
}

export const adminArticleDetailQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: adminArticleKeys.detail(id),
      queryFn: () => getAdminArticle(id),
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useAdminArticle(id: string) {
  return useQuery(adminArticleDetailQueries.detail(id))
}
