import { Users } from 'lucide-react'
import { Link } from '#web/components/link'
import { DEFAULT_GAME, type Game } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { Button } from '#web/components/ui/button'
import { publicMessages } from '#web/lib/messages'
import { useTeams } from '../api/get-teams'
import { countTier1, distinctCountries, filterTeams, SUPPORTED_GAMES_COUNT } from '../utils/directory'
import { DirectoryPage, type DirectoryText } from './directory-page'
import { useDirectoryFilter } from './directory-toolbar'
import { TeamCard } from './team-card'

const TEAMS_TEXT: DirectoryText = {
  noun: 'team',
  heading: 'Teams',
  loading: 'Loading teams...',
  failed: publicMessages.teamsLoadFailed,
  emptyTitle: 'No Teams Found',
  noMatch: 'No teams match your search or filter.',
  noneYet: (gameName) => (gameName ? `No ${gameName} teams available yet.` : 'No teams available yet.'),
  logFailed: 'Teams list failed to load',
}

/** §2.10 the teams directory of one game, or of all games; sorted by quality. */
export function TeamsDirectory({ game }: { game: Game | undefined }) {
  const list = useTeams({ game: game?.slug, sort: 'quality' })
  const [filter, setFilter] = useDirectoryFilter(game?.slug)
  const teams = list.data?.teams ?? []
  const shown = filterTeams(teams, filter)
  return (
    <DirectoryPage
      game={game}
      title={game ? `${game.name} Teams` : 'Esports Teams'}
      description={`Browse ${game ? game.name : 'esports'} teams: rosters, tiers, recent form and match results.`}
      intro={`Rosters, tiers and form of every ${game ? `${game.name} ` : ''}team we follow, ranked by quality.`}
      path={paths.teams(game?.slug)}
      badges={{ to: paths.teams, label: 'Teams by game' }}
      toolbar={{
        searchPlaceholder: 'Search teams by name...',
        searchLabel: 'Search teams by name',
        filterLabel: 'Filter by country',
        countries: distinctCountries(teams.map((team) => team.location)),
        action: (
          <Button asChild variant="outline">
            <Link to={paths.players(game?.slug ?? DEFAULT_GAME)}>
              <Users aria-hidden="true" />
              View Players
            </Link>
          </Button>
        ),
      }}
      filter={filter}
      onFilterChange={setFilter}
      stats={(loading) => [
        { label: 'Total Teams', value: loading ? undefined : shown.length },
        { label: 'Supported Games', value: SUPPORTED_GAMES_COUNT },
        { label: 'Tier-1 Teams', value: loading ? undefined : countTier1(shown) },
      ]}
      read={list}
      all={teams}
      shown={shown}
      text={TEAMS_TEXT}
      renderItem={(team) => <TeamCard team={team} />}
    />
  )
}
