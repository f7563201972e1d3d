import { Gamepad2, Trophy } from 'lucide-react'
import { gameDisplayName, isGameSlug } from '#shared/domain/games'
import type { TeamDetail } from '#shared/schemas/esports'
import { Badge } from '#web/components/ui/badge'
import { Country } from '#web/components/esports/country'
import { TeamLogo } from '#web/components/esports/team-logo'
import { TierBadge } from '#web/components/esports/tier-badge'
import { DetailHeader } from '#web/components/layout/detail-page'
import { FollowButton } from '#web/components/follow/follow-button'

/**
 * §2.11 header: logo, name, acronym in quotes, game badge, location and tier badge, and the team's real rank
 * within its game by quality score (the spec's fixed "#1" is replaced by the computed position).
 */
export function TeamHeader({ team }: { team: TeamDetail['team'] }) {
  const game = isGameSlug(team.currentVideogame) ? gameDisplayName(team.currentVideogame) : 'Esports'
  return (
    <DetailHeader
      media={
        <TeamLogo
          name={team.name}
          acronym={team.acronym}
          src={team.imageUrl}
          size={96}
          className="rounded-xl bg-background shadow-sm"
        />
      }
      badges={
        <>
          <Badge variant="highlight">
            <Gamepad2 aria-hidden="true" />
            {game}
          </Badge>
          <TierBadge tier={team.tier} />
        </>
      }
      title={team.name}
      details={
        <>
          {team.acronym ? <span className="font-semibold text-foreground">"{team.acronym}"</span> : null}
          <Country name={team.location} flag={team.locationFlag} />
        </>
      }
      aside={<TeamRank rank={team.rank} game={game} />}
      actions={
        isGameSlug(team.currentVideogame) ? (
          <FollowButton
            kind="teams"
            refs={[{ game: team.currentVideogame, slug: team.slug, name: team.name }]}
            label={team.name}
          />
        ) : null
      }
    />
  )
}

/** The team's real rank within its game by quality score (the spec's fixed "#1" is replaced by it). */
function TeamRank({ rank, game }: { rank: TeamDetail['team']['rank']; game: string }) {
  return (
    <div className="flex shrink-0 items-center gap-3 self-start rounded-xl border bg-background/70 px-5 py-4 sm:flex-col sm:items-end sm:gap-1 sm:self-center sm:text-right">
      <Trophy aria-hidden="true" className="size-6 text-highlight sm:hidden" />
      <p className="flex flex-col sm:items-end">
        <span className="text-3xl font-extrabold tracking-tight text-primary tabular-nums sm:text-4xl">
          #{rank.position}
        </span>
        <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {game} Ranking
        </span>
      </p>
      <p className="text-xs text-muted-foreground">of {rank.of} teams, by quality score</p>
    </div>
  )
}
