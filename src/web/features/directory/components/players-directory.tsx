import { Trophy } from 'lucide-react'
import { Link } from '#web/components/link'
import type { Game } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { PlayerCard } from '#web/components/esports/player-card'
import { Button } from '#web/components/ui/button'
import { publicMessages } from '#web/lib/messages'
import { usePlayers } from '../api/get-players'
import { countUniqueTeams, distinctCountries, filterPlayers, SUPPORTED_GAMES_COUNT } from '../utils/directory'
import { DirectoryPage, type DirectoryText } from './directory-page'
import { useDirectoryFilter } from './directory-toolbar'

const PLAYERS_TEXT: DirectoryText = {
  noun: 'player',
  heading: 'Players',
  loading: 'Loading players...',
  failed: publicMessages.playersLoadFailed,
  emptyTitle: 'No Players Found',
  noMatch: 'No players match your search or filter.',
  noneYet: (gameName) => (gameName ? `No ${gameName} players available yet.` : 'No players available yet.'),
  logFailed: 'Players list failed to load',
}

/** §2.12 the players directory of one game, or of all games. */
export function PlayersDirectory({ game }: { game: Game | undefined }) {
  const list = usePlayers({ game: game?.slug })
  const [filter, setFilter] = useDirectoryFilter(game?.slug)
  const players = list.data?.players ?? []
  const shown = filterPlayers(players, filter)
  return (
    <DirectoryPage
      game={game}
      title={game ? `${game.name} Players` : 'Esports Players'}
      description={`Browse ${game ? game.name : 'esports'} players: profiles, teams, nationalities and statistics.`}
      intro={`Profiles, teams and statistics of every ${game ? `${game.name} ` : ''}player we follow.`}
      path={paths.players(game?.slug)}
      badges={{ to: paths.players, label: 'Players by game' }}
      toolbar={{
        searchPlaceholder: 'Search players by name...',
        searchLabel: 'Search players by name',
        filterLabel: 'Filter by nationality',
        countries: distinctCountries(players.map((player) => player.nationality)),
        action: (
          <Button asChild variant="outline">
            <Link to={paths.teams(game?.slug)}>
              <Trophy aria-hidden="true" />
              View Teams
            </Link>
          </Button>
        ),
      }}
      filter={filter}
      onFilterChange={setFilter}
      stats={(loading) => [
        { label: 'Total Players', value: loading ? undefined : shown.length },
        { label: 'Unique Teams', value: loading ? undefined : countUniqueTeams(shown) },
        { label: 'Supported Games', value: SUPPORTED_GAMES_COUNT },
      ]}
      read={list}
      all={players}
      shown={shown}
      text={PLAYERS_TEXT}
      renderItem={(player) => <PlayerCard player={player} />}
    />
  )
}
