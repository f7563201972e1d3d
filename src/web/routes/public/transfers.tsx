import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { gameFromPath } from '#shared/domain/games'
import { type TransferFilters, transferQueries } from '../../features/transfers/api/get-transfers'
import { TransfersPage } from '../../features/transfers/components/transfers-page'
import { dayParam } from '../../features/transfers/utils/transfers'
import { prefetchPageData } from '../../lib/route-data'

/** The page's filters and cursor: the game from the path, team, days and cursor from the query string. */
function pageQuery(url: { pathname: string; search: string }): { filters: TransferFilters; cursor?: string } {
  const params = new URLSearchParams(url.search)
  const team = params.get('team')?.slice(0, 200) || undefined
  const cursor = params.get('cursor')?.slice(0, 80) || undefined
  const filters = {
    game: gameFromPath(url.pathname),
    team,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  }
  return { filters, cursor }
}

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { filters, cursor } = pageQuery(new URL(request.url))
    await prefetchPageData(queryClient, [transferQueries.pages(filters, cursor)])
    return null
  }
}

export function Component() {
  const location = useLocation()
  const { filters, cursor } = pageQuery(location)
  return <TransfersPage key={location.search + location.pathname} filters={filters} cursor={cursor} />
}
