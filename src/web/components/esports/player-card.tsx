import { ArrowRight, Shield } from 'lucide-react'
import { Link } from '#web/components/link'
import type { PlayerSummary } from '#shared/schemas/esports'
import { Avatar } from '#web/components/ui/avatar'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import { paths } from '#shared/paths'
import { playerGameLabel, playerGameSegment, realName } from './player-labels'
import { cardShell, stretchedLink } from './card-shell'
import { Country } from './country'
import { RoleBadge } from './role-badge'

type HeadingLevel = 'h2' | 'h3'

/**
 * §2.12 player card: image (its initial when it fails to load), name, role badge, real name, nationality, team
 * name and the game in upper case; links to /{team's game, or 'esports'}/players/{slug}.
 */
export function PlayerCard({
  player,
  headingLevel = 'h2',
  className,
}: {
  player: PlayerSummary
  headingLevel?: HeadingLevel
  className?: string
}) {
  const Heading = headingLevel
  const fullName = realName(player)
  const game = playerGameLabel(player)
  return (
    <article className={cn(cardShell, 'gap-4 p-5', className)}>
      <div className="flex items-start gap-4">
        <Avatar name={player.name} src={player.imageUrl ?? undefined} size={56} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="truncate text-lg leading-snug font-bold tracking-tight">
            <Link to={paths.player(playerGameSegment(player), player.slug)} className={stretchedLink}>
              {player.name}
            </Link>
          </Heading>
          <p className="truncate text-sm text-muted-foreground">{fullName || '\u00a0'}</p>
        </div>
        <RoleBadge role={player.role} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-lg bg-muted/60 p-3 text-sm">
        <dt className="text-muted-foreground">Nationality</dt>
        <dd className="min-w-0">
          {player.nationality ? (
            <Country name={player.nationality} flag={player.nationalityFlag} />
          ) : (
            'Unknown'
          )}
        </dd>
        <dt className="text-muted-foreground">Team</dt>
        <dd className="flex min-w-0 items-center gap-1.5">
          <Shield aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="truncate">{player.team?.name ?? 'Free agent'}</span>
        </dd>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2">
        {game ? <Badge variant="highlight">{game}</Badge> : <span />}
        <span
          aria-hidden="true"
          className="flex items-center gap-1.5 text-sm font-semibold text-primary group-hover:underline"
        >
          View Profile
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  )
}
