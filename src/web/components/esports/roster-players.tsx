import { Link } from '#web/components/link'
import { countryFlag } from '#shared/domain/countries'
import type { RosterPlayer } from '#shared/schemas/matches'
import { Avatar } from '../ui/avatar'
import { RoleBadge } from './role-badge'

/** The players of one side at a match or event: name (linking to our player page when we hold one), role, flag. */
export function RosterPlayers({
  players,
  empty = 'No players listed yet.',
}: {
  players: readonly RosterPlayer[]
  empty?: string
}) {
  if (players.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="flex flex-col">
      {players.map((player) => (
        <li key={player.pandascoreId} className="flex items-center gap-3 py-1.5">
          <Avatar name={player.name} src={player.imageUrl ?? undefined} size={28} />
          {player.path ? (
            <Link to={player.path} className="min-w-0 truncate font-medium hover:text-primary">
              {player.name}
            </Link>
          ) : (
            <span className="min-w-0 truncate font-medium">{player.name}</span>
          )}
          <span className="ml-auto flex shrink-0 items-center gap-2">
            <RoleBadge role={player.role} />
            {player.nationality ? (
              <span title={player.nationality} className="text-base leading-none">
                <span aria-hidden="true">{countryFlag(player.nationality)}</span>
                <span className="sr-only">{player.nationality}</span>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
