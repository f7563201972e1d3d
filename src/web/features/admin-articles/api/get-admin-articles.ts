import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { adminArticleKeys } from './keys'

/** §2.19/§9: the admin list loads up to 1000 articles. */
const ADMIN_ARTICLE_LIMIT = 1000

function getAdminArticles() {
  return apiRequest(`/api/admin/articles?limit=${ADMIN_ARTICLE_LIMIT}`, { answer: 'AdminArticleListSchema' })
}

const adminArticleQueries = {
  list: () =>
    queryOptions({
      queryKey: adminArticleKeys.list(),
      queryFn: getAdminArticles,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}

export function useAdminArticles() {
  return useQuery(adminArticleQueries.list())
}
