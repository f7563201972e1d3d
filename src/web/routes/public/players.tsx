import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router'
import { getGame, resolveRouteGame } from '#shared/domain/games'
import { playerQueries } from '../../features/directory/api/get-players'
import { PlayersDirectory } from '../../features/directory/components/players-directory'
import { prefetchPageData } from '../../lib/route-data'

// §2.12: the route parameter when it is one of the four games, else the game in the path.
function listQuery(param: string | undefined, pathname: string) {
  return playerQueries.list({ game: resolveRouteGame(param, pathname) })
}

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    await prefetchPageData(queryClient, [listQuery(params.game, new URL(request.url).pathname)])
    return null
  }
}

export function Component() {
  const { pathname } = useLocation()
  const params = useParams()
  return <PlayersDirectory game={getGame(resolveRouteGame(params.game, pathname))} />
}
