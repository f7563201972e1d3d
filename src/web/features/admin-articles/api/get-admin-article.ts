import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { adminArticleKeys } from './keys'

function getAdminArticle(id: string) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { answer: 'ArticleDetailSchema' })
}

const adminArticleDetailQueries = {
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
