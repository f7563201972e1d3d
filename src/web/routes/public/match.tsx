import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router'
import { DEFAULT_GAME, gameFromPath } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { DetailErrorBoundary, DetailPage } from '../../components/layout/detail-page'
import { matchQueries, useMatch } from '../../features/match/api/get-match'
import { MatchPage } from '../../features/match/components/match-page'
import { matchPageText } from '../../features/match/utils/match-page'
import { prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'
import { useLiveMatches } from '#web/lib/use-live-matches'

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const game = gameFromPath(new URL(request.url).pathname) ?? DEFAULT_GAME
    const slug = params.matchSlug ?? ''
    const detail = matchQueries.detail(game, slug)
    // During SSR an unknown match throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(queryClient, detail)
    const match = queryClient.getQueryData(detail.queryKey)?.match
    // A slug whose head is out of date (a TBD side now decided, a renamed team) moves to the current one.
    if (match) redirectIfMoved(slug, match.slug, (current) => paths.match(match.game, current))
    return null
  }
}

export function Component() {
  const { matchSlug = '' } = useParams()
  const { pathname } = useLocation()
  const read = useMatch(gameFromPath(pathname) ?? DEFAULT_GAME, matchSlug)
  useLiveMatches()
  return (
    <DetailPage slug={matchSlug} read={read} text={matchPageText}>
      {(data, game) => <MatchPage detail={data} game={game} />}
    </DetailPage>
  )
}

/** The server's 404 for an unknown match (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  return <DetailErrorBoundary text={matchPageText} />
}
