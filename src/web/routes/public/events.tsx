import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { DEFAULT_GAME, gameFromPath } from '#shared/domain/games'
import { eventListQueries } from '../../features/events/api/get-events'
import { EventsPage } from '../../features/events/components/events-page'
import { prefetchPageData } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const game = gameFromPath(new URL(request.url).pathname) ?? DEFAULT_GAME
    await prefetchPageData(queryClient, [eventListQueries.list(game)])
    return null
  }
}

export function Component() {
  const { pathname } = useLocation()
  return <EventsPage game={gameFromPath(pathname) ?? DEFAULT_GAME} />
}
