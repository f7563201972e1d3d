import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { gameFromPath, getGame } from '#shared/domain/games'
import { teamQueries } from '../../features/directory/api/get-teams'
import { TeamsDirectory } from '../../features/directory/components/teams-directory'
import { prefetchPageData } from '../../lib/route-data'

// §2.10: teams are read sorted by quality.
function listQuery(pathname: string) {
  return teamQueries.list({ game: gameFromPath(pathname), sort: 'quality' })
}

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await prefetchPageData(queryClient, [listQuery(new URL(request.url).pathname)])
    return null
  }
}

export function Component() {
  const { pathname } = useLocation()
  return <TeamsDirectory game={getGame(gameFromPath(pathname))} />
}
