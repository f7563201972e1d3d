import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { gameFromPath, getGame } from '#shared/domain/games'
import { PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { gameStatsQueries } from '../../features/game-hub/api/get-game-stats'
import { GameHub } from '../../features/game-hub/components/game-hub'
import { publicMessages } from '../../lib/messages'
import { prefetchPageData } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const game = gameFromPath(new URL(request.url).pathname)
    if (game) await prefetchPageData(queryClient, [gameStatsQueries.detail(game)])
    return null
  }
}

export function Component() {
  const { pathname } = useLocation()
  const game = getGame(gameFromPath(pathname))
  if (!game) {
    return (
      <PageContainer className="py-24 text-center">
        <Seo title={publicMessages.gameNotFound} path={pathname} noindex />
        <h1 className="text-3xl font-extrabold tracking-tight">{publicMessages.gameNotFound}</h1>
      </PageContainer>
    )
  }
  return <GameHub game={game} />
}
