import { ArrowRight } from 'lucide-react'
import { Link } from '#web/components/link'
import { gameDisplayName } from '#shared/domain/games'
import type { Transfer, TransferTeam } from '#shared/schemas/transfers'
import { Badge } from '#web/components/ui/badge'
import { KIND_LABELS, seenDay } from '../utils/transfers'

/** A team's name, a link when we hold its page; "No team" for the side of a join or a departure. */
export function TeamName({ team }: { team: TransferTeam | null }) {
  if (!team) return <span className="text-muted-foreground italic">No team</span>
  if (!team.path) return <span>{team.name}</span>
  return (
    <Link to={team.path} className="font-medium hover:text-primary hover:underline">
      {team.name}
    </Link>
  )
}

export function PlayerName({ player }: { player: Transfer['player'] }) {
  if (!player.path) return <span className="font-semibold">{player.name}</span>
  return (
    <Link to={player.path} className="font-semibold hover:text-primary hover:underline">
      {player.name}
    </Link>
  )
}

export function SeenDay({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap text-sm text-muted-foreground tabular-nums">
      {seenDay(iso)}
    </time>
  )
}

/** One row of /transfers: date, player, from team → to team, game. Wraps on a phone, one line on a desktop. */
export function TransferRow({ transfer, showGame }: { transfer: Transfer; showGame: boolean }) {
  return (
    <li className="flex flex-col gap-1.5 border-b py-3 last:border-b-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex items-center gap-2 sm:w-40 sm:shrink-0">
        <SeenDay iso={transfer.seenAt} />
        <Badge variant="outline" className="sm:hidden">
          {KIND_LABELS[transfer.kind]}
        </Badge>
      </div>
      <div className="min-w-0 sm:w-44 sm:shrink-0">
        <PlayerName player={transfer.player} />
      </div>
      <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="sr-only">From </span>
        <TeamName team={transfer.from} />
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only"> to </span>
        <TeamName team={transfer.to} />
      </p>
      <div className="flex shrink-0 items-center gap-2">
        <Badge variant="outline" className="hidden sm:inline-flex">
          {KIND_LABELS[transfer.kind]}
        </Badge>
        {showGame ? <Badge variant="secondary">{gameDisplayName(transfer.game)}</Badge> : null}
      </div>
    </li>
  )
}
