import { Gamepad2, Trophy } from 'lucide-react'
import { gameDisplayName, isGameSlug } from '#shared/domain/games'
import type { TeamDetail } from '#shared/schemas/esports'
import { Badge } from '#web/components/ui/badge'
import { Country } from '#web/components/esports/country'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'

/**
 * §2.11 header: logo, name, acronym in quotes, game badge, location and tier badge, and the team's real rank
 * within its game by quality score (the spec's fixed "#1" is replaced by the computed position).
 */
export function TeamHeader({ team }: { team: TeamDetail['team'] }) {
  const game = isGameSlug(team.currentVideogame) ? gameDisplayName(team.currentVideogame) : 'Esports'
  return (
    <header className="relative overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)] opacity-60"
      />
      <div className="relative flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
        <TeamLogo
          name={team.name}
          acronym={team.acronym}
          src={team.imageUrl}
          size={96}
          className="rounded-xl bg-background shadow-sm"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="highlight">
              <Gamepad2 aria-hidden="true" />
              {game}
            </Badge>
            <TierBadge tier={team.tier} />
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{team.name}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
            {team.acronym ? <span className="font-semibold text-foreground">"{team.acronym}"</span> : null}
            <Country name={team.location} flag={team.locationFlag} />
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3 self-start rounded-xl border bg-background/70 px-5 py-4 sm:flex-col sm:items-end sm:gap-1 sm:self-center sm:text-right">
          <Trophy aria-hidden="true" className="size-6 text-highlight sm:hidden" />
          <p className="flex flex-col sm:items-end">
            <span className="text-3xl font-extrabold tracking-tight text-primary tabular-nums sm:text-4xl">
              #{team.rank.position}
            </span>
            <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {game} Ranking
            </span>
          </p>
          <p className="text-xs text-muted-foreground">of {team.rank.of} teams, by quality score</p>
        </div>
      </div>
    </header>
  )
}
