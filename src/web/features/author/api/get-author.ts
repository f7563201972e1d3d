import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AuthorPage, ListingPageQuery } from '#shared/schemas/article'
import { apiRequest } from '#web/lib/api-client'

/** §2.15: the author's profile and a page (50) of their articles, with the total; 404 for an unknown slug. */
function getAuthor(authorSlug: string, paging: ListingPageQuery = {}): Promise<AuthorPage> {
  const params = new URLSearchParams()
  if (paging.page && paging.page > 1) params.set('page', String(paging.page))
  if (paging.cursor) params.set('cursor', paging.cursor)
  const query = params.size ? `?${params}` : ''
  return apiRequest(`/api/authors/${encodeURIComponent(authorSlug)}${query}`, { answer: 'AuthorPageSchema' })
}

export const authorQueries = {
  all: () => ['author'] as const,
  /** The author's numbered page first (1 unless `?page=N`), then each next one by cursor ("Load more"). */
  detail: (authorSlug: string, page = 1) =>
    infiniteQueryOptions({
      queryKey: [...authorQueries.all(), authorSlug, page] as const,
      queryFn: ({ pageParam }) => getAuthor(authorSlug, pageParam ? { cursor: pageParam } : { page }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
}

export function useAuthor(authorSlug: string, page = 1) {
  return useInfiniteQuery(authorQueries.detail(authorSlug, page))
}
