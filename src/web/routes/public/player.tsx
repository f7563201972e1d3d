import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useParams } from 'react-router'
import { paths } from '#shared/paths'
import { DetailErrorBoundary, DetailPage } from '../../components/layout/detail-page'
import { playerDetailQueries, usePlayer } from '../../features/player/api/get-player'
import { PlayerPage } from '../../features/player/components/player-page'
import { playerPageText } from '../../features/player/utils/player-page'
import { TeamMatchLists, teamMatchListReads } from '../../features/team/components/team-match-lists'
import { historyRead, PlayerTeams } from '../../features/transfers/components/roster-history'
import { prefetchPageData, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    // During SSR an unknown player throws a 404 response: the server answers 404 and ErrorBoundary renders.
    const detail = playerDetailQueries.detail(params.playerSlug ?? '')
    await prefetchPageEntity(queryClient, detail)
    const player = queryClient.getQueryData(detail.queryKey)?.player
    // The new address keeps the game the old one was under (§2.12 links players under their team's game).
    const [, under = ''] = new URL(request.url).pathname.split('/')
    if (player) redirectIfMoved(params.playerSlug ?? '', player.slug, (slug) => paths.player(under, slug))
    // Their team's matches, each a link to its match page, and the teams they were seen on.
    if (player) {
      const teamReads = player.team ? teamMatchListReads(player.team.id, player.joinedTeamAt) : []
      await prefetchPageData(queryClient, [], [historyRead({ player: player.slug }), ...teamReads])
    } else if (!import.meta.env.SSR) {
      // In the browser the navigation does not wait; start the team's reads as soon as the player is known.
      void queryClient.fetchQuery(detail).then(
        (data) =>
          prefetchPageData(queryClient, [
            historyRead({ player: data.player.slug }),
            ...(data.player.team ? teamMatchListReads(data.player.team.id, data.player.joinedTeamAt) : []),
          ]),
        () => undefined,
      )
    }
    return null
  }
}

export function Component() {
  const { playerSlug = '' } = useParams()
  return (
    <DetailPage slug={playerSlug} read={usePlayer(playerSlug)} text={playerPageText}>
      {(data, game) => (
        <PlayerPage
          player={data.player}
          game={game}
          matches={
            data.player.team ? (
              <TeamMatchLists teamId={data.player.team.id} since={data.player.joinedTeamAt} />
            ) : null
          }
          teams={<PlayerTeams player={data.player} />}
        />
      )}
    </DetailPage>
  )
}

/** The server's 404 for an unknown player (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  return <DetailErrorBoundary text={playerPageText} />
}
