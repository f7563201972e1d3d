import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { MatchList, MatchListQuery } from '#shared/schemas/matches'
import { apiRequest } from '#web/lib/api-client'

export type MatchTier = NonNullable<MatchListQuery['tier']>
export const MATCH_TIERS: readonly MatchTier[] = ['tier-1', 'tier-2', 'tier-3']

/** The matches page's filters, from its path (the game) and query string (the tier). */
export interface MatchFilters {
  game?: GameSlug
  tier?: MatchTier
}

export function isMatchTier(value: string | null | undefined): value is MatchTier {
  return (MATCH_TIERS as readonly (string | null | undefined)[]).includes(value)
}

export const LIVE_LIMIT = 50
export const UPCOMING_LIMIT = 40
export const RESULTS_LIMIT = 20

/** GET /api/matches?section=…: one section of the matches page. */
function getMatches(
  section: MatchListQuery['section'],
  filters: MatchFilters,
  limit: number,
  cursor?: string,
): Promise<MatchList> {
  const params = new URLSearchParams({ section, limit: String(limit) })
  if (filters.game) params.set('game', filters.game)
  if (filters.tier) params.set('tier', filters.tier)
  if (cursor) params.set('cursor', cursor)
  return apiRequest(`/api/matches?${params}`, { answer: 'MatchListSchema', cache: 'no-cache' })
}

// Keys start with 'matches': the live stream invalidates them when a score changes.
export const matchListQueries = {
  all: () => ['matches'] as const,
  live: (filters: MatchFilters) =>
    queryOptions({
      queryKey: ['matches', 'live', filters.game ?? 'all', filters.tier ?? 'all'] as const,
      queryFn: () => getMatches('live', filters, LIVE_LIMIT),
    }),
  upcoming: (filters: MatchFilters) =>
    queryOptions({
      queryKey: ['matches', 'upcoming', filters.game ?? 'all', filters.tier ?? 'all'] as const,
      queryFn: () => getMatches('upcoming', filters, UPCOMING_LIMIT),
    }),
  /** Results, newest first, page by page; `cursor` starts later than the newest (a no-JS "Load more" link). */
  results: (filters: MatchFilters, cursor?: string) =>
    infiniteQueryOptions({
      queryKey: ['matches', 'results', filters.game ?? 'all', filters.tier ?? 'all', cursor ?? ''] as const,
      queryFn: ({ pageParam }) => getMatches('results', filters, RESULTS_LIMIT, pageParam || undefined),
      initialPageParam: cursor ?? '',
      getNextPageParam: (last: MatchList) => last.next ?? undefined,
    }),
}

export function useLiveMatchList(filters: MatchFilters) {
  return useQuery(matchListQueries.live(filters))
}

export function useUpcomingMatchList(filters: MatchFilters) {
  return useQuery(matchListQueries.upcoming(filters))
}

export function useMatchResults(filters: MatchFilters, cursor?: string) {
  return useInfiniteQuery(matchListQueries.results(filters, cursor))
}
