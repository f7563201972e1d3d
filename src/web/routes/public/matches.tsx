import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { gameFromPath } from '#shared/domain/games'
import { isMatchTier, type MatchFilters, matchListQueries } from '../../features/matches/api/get-matches'
import { MatchesPage } from '../../features/matches/components/matches-page'
import { prefetchPageData } from '../../lib/route-data'
import { useLiveMatches } from '#web/lib/use-live-matches'

/** The page's filters and results cursor: the game from the path, tier and cursor from the query string. */
function pageQuery(url: { pathname: string; search: string }): { filters: MatchFilters; cursor?: string } {
  const params = new URLSearchParams(url.search)
  const tier = params.get('tier')
  const cursor = params.get('cursor')?.slice(0, 80) || undefined
  return { filters: { game: gameFromPath(url.pathname), tier: isMatchTier(tier) ? tier : undefined }, cursor }
}

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { filters, cursor } = pageQuery(new URL(request.url))
    await prefetchPageData(queryClient, [
      matchListQueries.live(filters),
      matchListQueries.upcoming(filters),
      matchListQueries.results(filters, cursor),
    ])
    return null
  }
}

export function Component() {
  const location = useLocation()
  const { filters, cursor } = pageQuery(location)
  useLiveMatches()
  return <MatchesPage key={`${filters.game}-${filters.tier}`} filters={filters} cursor={cursor} />
}
