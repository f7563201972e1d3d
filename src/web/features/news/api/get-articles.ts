import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { ArticleCardList, ArticleCardListsByGame, ArticleListQuery } from '#shared/schemas/article'
import { apiRequest } from '#web/lib/api-client'
import type { OnPage } from '#web/lib/boot-state'

// The pages list stories as cards: they ask for the card view (no body, plain summary and insights).
function getArticles(query: Partial<ArticleListQuery>): Promise<ArticleCardList> {
  const params = new URLSearchParams({ view: 'card' })
  if (query.limit) params.set('limit', String(query.limit))
  if (query.game) params.set('game', query.game)
  if (query.tag) params.set('tag', query.tag)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.cursor) params.set('cursor', query.cursor)
  return apiRequest(`/api/articles?${params}`, { answer: 'ArticleCardListSchema' })
}

/** The first page of each game's listing in one read: the server renders the home page with it (decision 043). */
export function getArticlesByGame(games: readonly string[], limit: number): Promise<ArticleCardListsByGame> {
  const params = new URLSearchParams({ games: games.join(','), limit: String(limit) })
  return apiRequest(`/api/articles/by-game?${params}`, { answer: 'ArticleCardListsByGameSchema' })
}

/** Drops unset filters, so `{limit: 50, game: undefined}` and `{limit: 50}` are one cache entry. */
function listKey(query: Partial<ArticleListQuery>): Partial<ArticleListQuery> {
  const key: Partial<ArticleListQuery> = {}
  if (query.limit) key.limit = query.limit
  if (query.game) key.game = query.game
  if (query.tag) key.tag = query.tag
  if (query.page && query.page > 1) key.page = query.page
  return key
}

/** A listing's filters and the numbered page it opens at (1 unless the address says `?page=N`). */
type ArticleListingQuery = Pick<Partial<ArticleListQuery>, 'limit' | 'game' | 'tag' | 'page'>

export const articleQueries = {
  /** Every article read (lists and tags): realtime changes invalidate this. */
  all: () => ['articles'] as const,
  /** `onPage`: the page shows these cards whole (all, or the first `shown`), see boot-state.ts. */
  list: (query: Partial<ArticleListQuery>, onPage?: OnPage) => {
    const key = listKey(query)
    return queryOptions({
      queryKey: [...articleQueries.all(), 'list', key] as const,
      queryFn: () => getArticles(key),
      meta: onPage ? { onPage } : undefined,
    })
  },
  /**
   * A listing that grows with "Load more": its numbered page first, then each next page by the cursor the
   * one before returned (keyset paging: a story published meanwhile shifts nothing, none is shown twice).
   */
  listing: (query: ArticleListingQuery) => {
    const key = listKey(query)
    return infiniteQueryOptions({
      queryKey: [...articleQueries.all(), 'listing', key] as const,
      queryFn: ({ pageParam }) =>
        getArticles(pageParam ? { ...key, page: undefined, cursor: pageParam } : key),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // Every card of the first page is on it, whole (boot-state.ts).
      meta: { onPage: {} satisfies OnPage },
    })
  },
}

/**
 * Re-reads every article list after a change (the realtime stream's, §2.3/§2.7). A read already under way is left to
 * finish rather than cancelled: a cancelled "Load more" lost the page it was appending (the refetch reloads only the
 * pages already held), so the reader's click did nothing; the lists stay marked stale and are read again after it.
 */
export function refreshArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: articleQueries.all() }, { cancelRefetch: false })
}

export function useArticles(query: Partial<ArticleListQuery>) {
  return useQuery(articleQueries.list(query))
}

export function useArticleListing(query: ArticleListingQuery) {
  return useInfiniteQuery(articleQueries.listing(query))
}
