import { Link } from '#web/components/link'
import type { PlayerSummary } from '#shared/schemas/esports'
import { Avatar } from '#web/components/ui/avatar'
import { paths } from '#shared/paths'
import { playerGameSegment, realName } from '#web/components/esports/player-labels'
import { RoleBadge } from '#web/components/esports/role-badge'

/** §2.11 "Active Roster": one compact row per player, each linking to the player's page. */
export function RosterList({ players }: { players: readonly PlayerSummary[] }) {
  if (players.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        No players listed for this team
      </p>
    )
  }
  return (
    <ul className="-mx-2 flex flex-col">
      {players.map((player) => {
        const fullName = realName(player)
        return (
          <li
            key={player.id}
            className="relative flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-accent/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <Avatar name={player.name} src={player.imageUrl ?? undefined} size={40} />
            <div className="flex min-w-0 flex-1 flex-col">
              <Link
                to={paths.player(playerGameSegment(player), player.slug)}
                className="truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-primary"
              >
                {player.name}
              </Link>
              {fullName ? <span className="truncate text-sm text-muted-foreground">{fullName}</span> : null}
            </div>
            <RoleBadge role={player.role} />
            {player.nationality ? (
              <span title={player.nationality} className="text-lg leading-none">
                <span aria-hidden="true">{player.nationalityFlag}</span>
                <span className="sr-only">{player.nationality}</span>
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
