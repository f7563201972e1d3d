import { showingText } from '#shared/domain/showing'
import type { QueryClient } from '@tanstack/react-query'
import { Trophy } from 'lucide-react'
import { useEffect } from 'react'
import { Link, type LoaderFunctionArgs, useLocation, useParams } from 'react-router'
import { getGame, resolveRouteGame } from '#shared/domain/games'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Button } from '../../components/ui/button'
import { playerQueries, usePlayers } from '../../features/esports/api/get-players'
import {
  DirectoryEmpty,
  DirectoryError,
  DirectoryPlaceholders,
} from '../../features/esports/components/directory-states'
import {
  DirectoryStats,
  DirectoryToolbar,
  NO_FILTER,
  useDirectoryFilter,
  GameBadges,
} from '../../features/esports/components/directory-toolbar'
import { PlayerCard } from '../../features/esports/components/player-card'
import {
  countUniqueTeams,
  distinctCountries,
  filterPlayers,
  isFiltered,
  SUPPORTED_GAMES_COUNT,
} from '../../features/esports/utils/directory'
import { prefetchPageData } from '../../lib/route-data'
import { paths } from '#shared/paths'

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
  const game = getGame(resolveRouteGame(params.game, pathname))
  const list = usePlayers({ game: game?.slug })
  const [filter, setFilter] = useDirectoryFilter(game?.slug)
  const title = game ? `${game.name} Players` : 'Esports Players'

  useEffect(() => {
    if (list.error) console.error('Players list failed to load', list.error)
  }, [list.error])

  const players = list.data?.players ?? []
  const nationalities = distinctCountries(players.map((player) => player.nationality))
  const shown = filterPlayers(players, filter)
  const loading = list.isPending && !list.isError

  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={title}
        description={`Browse ${game ? game.name : 'esports'} players: profiles, teams, nationalities and statistics.`}
        path={paths.players(game?.slug)}
        card={game ? ogImagePaths.game(game.slug) : undefined}
      />
      <PageHeader
        title={title}
        description={`Profiles, teams and statistics of every ${game ? `${game.name} ` : ''}player we follow.`}
      />
      {game ? <GameSubNav gameSlug={game.slug} /> : null}
      <GameBadges current={game?.slug} to={paths.players} label="Players by game" />
      <DirectoryToolbar
        searchPlaceholder="Search players by name..."
        searchLabel="Search players by name"
        filterLabel="Filter by nationality"
        countries={nationalities}
        filter={filter}
        onFilterChange={setFilter}
        action={
          <Button asChild variant="outline">
            <Link to={paths.teams(game?.slug)}>
              <Trophy aria-hidden="true" />
              View Teams
            </Link>
          </Button>
        }
      />
      <DirectoryStats
        label="Statistics"
        stats={[
          { label: 'Total Players', value: loading ? undefined : shown.length },
          { label: 'Unique Teams', value: loading ? undefined : countUniqueTeams(shown) },
          { label: 'Supported Games', value: SUPPORTED_GAMES_COUNT },
        ]}
      />
      <section aria-labelledby="players-results" className="flex flex-col gap-4">
        <h2 id="players-results" className="sr-only">
          Players
        </h2>
        <p role="status" className="sr-only">
          {loading || list.isError ? '' : showingText(shown.length, 'player')}
        </p>
        {loading ? (
          <DirectoryPlaceholders label="Loading players..." />
        ) : list.isError && players.length === 0 ? (
          <DirectoryError
            message="Failed to load players. Please try again."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : shown.length === 0 ? (
          <DirectoryEmpty
            title="No Players Found"
            text={
              players.length > 0 && isFiltered(filter)
                ? 'No players match your search or filter.'
                : game
                  ? `No ${game.name} players available yet.`
                  : 'No players available yet.'
            }
          >
            {isFiltered(filter) ? (
              <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
                Clear search and filter
              </Button>
            ) : null}
          </DirectoryEmpty>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((player) => (
              <li key={player.id}>
                <PlayerCard player={player} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  )
}
