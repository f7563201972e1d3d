import { showingText } from '#shared/domain/showing'
import type { QueryClient } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useEffect } from 'react'
import { Link, type LoaderFunctionArgs, useLocation } from 'react-router'
import { DEFAULT_GAME, gameFromPath, getGame } from '#shared/domain/games'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Button } from '../../components/ui/button'
import { teamQueries, useTeams } from '../../features/esports/api/get-teams'
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
import { TeamCard } from '../../features/esports/components/team-card'
import {
  countTier1,
  distinctCountries,
  filterTeams,
  isFiltered,
  SUPPORTED_GAMES_COUNT,
} from '../../features/esports/utils/directory'
import { prefetchPageData } from '../../lib/route-data'
import { paths } from '#shared/paths'

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
  const game = getGame(gameFromPath(pathname))
  const list = useTeams({ game: game?.slug, sort: 'quality' })
  const [filter, setFilter] = useDirectoryFilter(game?.slug)
  const title = game ? `${game.name} Teams` : 'Esports Teams'

  useEffect(() => {
    if (list.error) console.error('Teams list failed to load', list.error)
  }, [list.error])

  const teams = list.data?.teams ?? []
  const countries = distinctCountries(teams.map((team) => team.location))
  const shown = filterTeams(teams, filter)
  const loading = list.isPending && !list.isError

  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={title}
        description={`Browse ${game ? game.name : 'esports'} teams: rosters, tiers, recent form and match results.`}
        path={paths.teams(game?.slug)}
        card={game ? ogImagePaths.game(game.slug) : undefined}
      />
      <PageHeader
        title={title}
        description={`Rosters, tiers and form of every ${game ? `${game.name} ` : ''}team we follow, ranked by quality.`}
      />
      {game ? <GameSubNav gameSlug={game.slug} /> : null}
      <GameBadges current={game?.slug} to={paths.teams} label="Teams by game" />
      <DirectoryToolbar
        searchPlaceholder="Search teams by name..."
        searchLabel="Search teams by name"
        filterLabel="Filter by country"
        countries={countries}
        filter={filter}
        onFilterChange={setFilter}
        action={
          <Button asChild variant="outline">
            <Link to={paths.players(game?.slug ?? DEFAULT_GAME)}>
              <Users aria-hidden="true" />
              View Players
            </Link>
          </Button>
        }
      />
      <DirectoryStats
        label="Statistics"
        stats={[
          { label: 'Total Teams', value: loading ? undefined : shown.length },
          { label: 'Supported Games', value: SUPPORTED_GAMES_COUNT },
          { label: 'Tier-1 Teams', value: loading ? undefined : countTier1(shown) },
        ]}
      />
      <section aria-labelledby="teams-results" className="flex flex-col gap-4">
        <h2 id="teams-results" className="sr-only">
          Teams
        </h2>
        <p role="status" className="sr-only">
          {loading || list.isError ? '' : showingText(shown.length, 'team')}
        </p>
        {loading ? (
          <DirectoryPlaceholders label="Loading teams..." />
        ) : list.isError && teams.length === 0 ? (
          <DirectoryError
            message="Failed to load teams. Please try again."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : shown.length === 0 ? (
          <DirectoryEmpty
            title="No Teams Found"
            text={
              teams.length > 0 && isFiltered(filter)
                ? 'No teams match your search or filter.'
                : game
                  ? `No ${game.name} teams available yet.`
                  : 'No teams available yet.'
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
            {shown.map((team) => (
              <li key={team.id}>
                <TeamCard team={team} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  )
}
