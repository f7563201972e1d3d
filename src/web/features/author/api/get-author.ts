import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuthorPage } from '../../../../shared/schemas/article'
import { apiRequest } from '../../../lib/api-client'

/** §2.15: the author's profile and their latest 50 articles; 404 for an unknown slug. */
export function getAuthor(authorSlug: string): Promise<AuthorPage> {
  return apiRequest<AuthorPage>(`/api/authors/${encodeURIComponent(authorSlug)}`)
}

export const authorQueries = {
  all: () => ['author'] as const,
  detail: (authorSlug: string) =>
    queryOptions({
      queryKey: [...authorQueries.all(), authorSlug] as const,
      queryFn: () => getAuthor(authorSlug),
    }),
}

export function useAuthor(authorSlug: string) {
  return useQuery(authorQueries.detail(authorSlug))
}
