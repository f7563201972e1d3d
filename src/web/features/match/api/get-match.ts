import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MatchDetail } from '#shared/schemas/matches'
import { apiRequest } from '#web/lib/api-client'

/** GET /api/matches/:game/:slug: everything the match page shows; 404 for an unknown match. */
function getMatch(game: string, matchSlug: string): Promise<MatchDetail> {
  return apiRequest(`/api/matches/${encodeURIComponent(game)}/${encodeURIComponent(matchSlug)}`, {
    answer: 'MatchDetailSchema',
    // Revalidate with the server (ETag) rather than reuse the browser's copy: a live score must not lag.
    cache: 'no-cache',
  })
}

// Keys start with 'match': the live stream invalidates them when a score changes.
export const matchQueries = {
  detail: (game: string, matchSlug: string) =>
    queryOptions({
      queryKey: ['match', game, matchSlug] as const,
      queryFn: () => getMatch(game, matchSlug),
    }),
}

export function useMatch(game: string, matchSlug: string) {
  return useQuery(matchQueries.detail(game, matchSlug))
}
