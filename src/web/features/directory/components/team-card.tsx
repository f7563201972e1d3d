import { ArrowRight, Swords, Trophy, Users } from 'lucide-react'
import { Link } from '#web/components/link'
import type { TeamSummary } from '#shared/schemas/esports'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { paths } from '#shared/paths'
import { cardShell, stretchedLink } from '#web/components/esports/card-shell'
import { Country } from '#web/components/esports/country'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'

/** §2.10 team card: links to /{current_videogame}/teams/{slug} and reads "View Team Profile". */
export function TeamCard({ team, className }: { team: TeamSummary; className?: string }) {
  const facts = [
    { icon: Users, label: 'Players', value: team.playerCount },
    { icon: Swords, label: 'Matches', value: team.matchesCount },
    { icon: Trophy, label: 'Tournaments', value: team.tournamentCount },
  ]
  return (
    <article className={cn(cardShell, 'gap-4 p-5', className)}>
      <div className="flex items-start gap-4">
        <TeamLogo name={team.name} acronym={team.acronym} src={team.imageUrl} size={56} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="truncate text-lg leading-snug font-bold tracking-tight">
            <Link to={paths.team(team.currentVideogame, team.slug)} className={stretchedLink}>
              {team.name}
            </Link>
          </h2>
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {team.acronym ? <span className="font-semibold text-foreground">{team.acronym}</span> : null}
            <Country name={team.location} flag={team.locationFlag} />
          </p>
        </div>
        <TierBadge tier={team.tier} />
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-center">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5">
            <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
              <fact.icon aria-hidden="true" className="size-3.5" />
              {fact.label}
            </dt>
            <dd className="text-base font-bold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p
        aria-hidden="true"
        className="mt-auto flex items-center gap-1.5 text-sm font-semibold text-primary group-hover:underline"
      >
        View Team Profile
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </p>
    </article>
  )
}

/** A card-sized placeholder, the same height as a team or player card, so the grid does not jump. */
export function DirectoryCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <Skeleton className="size-14 rounded-lg" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-3/5" />
          <Skeleton className="h-4 w-2/5" />
        </div>
      </div>
      <Skeleton className="h-[3.75rem] w-full rounded-lg" />
      <Skeleton className="h-5 w-32" />
    </div>
  )
}
