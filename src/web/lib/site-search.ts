import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchHit, SearchResults } from '#shared/schemas/search'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/domain/search-limits'
import { paths } from '#shared/paths'
import { apiRequest } from './api-client'

// The site search (decision 020) is read by the /search page and by the header box on every page, so its one API
// call lives here rather than in a feature.

/** The query as the API takes it: spaces folded, at most 100 characters; blank is "no query". */
export function normalizeSearchQuery(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim()
}

function getSearchResults(q: string, limit: number, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest(`/api/search?q=${encodeURIComponent(q)}&limit=${limit}`, {
    answer: 'SearchResultsSchema',
    signal,
  })
}

/** Results per kind on the /search page; the header box shows fewer. */
const SEARCH_PAGE_LIMIT = 10
export const SEARCH_BOX_LIMIT = 3

export const siteSearchQueries = {
  all: () => ['site-search'] as const,
  results: (q: string, limit = SEARCH_PAGE_LIMIT) =>
    queryOptions({
      queryKey: [...siteSearchQueries.all(), q, limit] as const,
      queryFn: ({ signal }) => getSearchResults(q, limit, signal),
      staleTime: 60_000,
    }),
}

export function useSearchResults(q: string, limit = SEARCH_PAGE_LIMIT, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...siteSearchQueries.results(q, limit),
    enabled: Boolean(q) && (options.enabled ?? true),
    // While the next query loads, the box keeps showing the last results instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

/** The page a result opens. */
export function searchHitPath(hit: Pick<SearchHit, 'kind' | 'slug' | 'game'>): string {
  switch (hit.kind) {
    case 'article':
      return paths.article(hit.slug)
    case 'team':
      return paths.team(hit.game ?? 'cs2', hit.slug)
    case 'player':
      // §2.12: under the team's game, else the player's own, else 'esports'.
      return paths.player(hit.game ?? 'esports', hit.slug)
  }
}

export const SEARCH_KIND_LABELS: Record<SearchHit['kind'], { one: string; many: string }> = {
  article: { one: 'Article', many: 'Articles' },
  team: { one: 'Team', many: 'Teams' },
  player: { one: 'Player', many: 'Players' },
}
