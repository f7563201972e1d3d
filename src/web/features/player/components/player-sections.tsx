import { ArrowRight, IdCard, Shield, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import type { PlayerDetail } from '#shared/schemas/esports'
import { Country } from '#web/components/esports/country'
import { realName } from '#web/components/esports/player-labels'
import { SectionCard } from '#web/components/esports/section-card'
import { TeamLogo } from '#web/components/esports/team-logo'
import { Spoiler } from '#web/components/spoiler'
import type { careerSummary } from '#shared/domain/player-career'
import { roleWord } from '#shared/domain/roles'

type Player = PlayerDetail['player']

const NOT_SPECIFIED = 'Not specified'

/** §2.13 "Current Team": the player's team, linked to its page. */
export function CurrentTeamCard({ team, teamPath }: { team: NonNullable<Player['team']>; teamPath: string }) {
  return (
    <SectionCard
      id="current-team"
      title="Current Team"
      icon={<Shield aria-hidden="true" className="size-5 text-primary" />}
    >
      <Link
        to={teamPath}
        className="group flex items-center gap-4 rounded-lg border p-4 transition-colors hover:border-primary/50 hover:bg-accent/40"
      >
        <TeamLogo name={team.name} acronym={team.acronym} src={team.imageUrl} size={48} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold group-hover:text-primary">{team.name}</span>
          <span className="text-sm text-muted-foreground">
            {[team.acronym, team.currentVideogame.toUpperCase()].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className="hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex">
          View Team
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </SectionCard>
  )
}

/** §2.13 "Player Information": IGN, real name, nationality, role and current team. */
export function PlayerInformation({ player, teamPath }: { player: Player; teamPath: string | undefined }) {
  const information: { term: string; detail: ReactNode }[] = [
    { term: 'IGN', detail: player.name },
    { term: 'Real Name', detail: realName(player) || NOT_SPECIFIED },
    {
      term: 'Nationality',
      detail: player.nationality ? (
        <Country name={player.nationality} flag={player.nationalityFlag} />
      ) : (
        NOT_SPECIFIED
      ),
    },
    {
      term: 'Role',
      detail: player.role ? <span className="capitalize">{roleWord(player.role)}</span> : NOT_SPECIFIED,
    },
    {
      term: 'Current Team',
      detail:
        player.team && teamPath ? (
          <Link to={teamPath} className="font-medium text-primary underline-offset-4 hover:underline">
            {player.team.name}
          </Link>
        ) : (
          'No current team'
        ),
    },
  ]
  return (
    <SectionCard
      id="player-information"
      title="Player Information"
      icon={<IdCard aria-hidden="true" className="size-5 text-primary" />}
    >
      <dl className="flex flex-col divide-y text-sm">
        {information.map((row) => (
          <div key={row.term} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="min-w-0 text-right font-medium">{row.detail}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  )
}

/** §2.13 "Career Summary": total matches, wins and the win rate (spoilers). */
export function CareerSummary({ summary }: { summary: ReturnType<typeof careerSummary> }) {
  return (
    <SectionCard
      id="career-summary"
      title="Career Summary"
      icon={<Trophy aria-hidden="true" className="size-5 text-primary" />}
    >
      {summary ? (
        <dl className="flex flex-col divide-y text-sm">
          <div className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">Total Matches</dt>
            <dd className="font-bold tabular-nums">{summary.totalMatches}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">Total Wins</dt>
            <dd className="font-bold tabular-nums">
              <Spoiler context="Total Wins">{summary.totalWins}</Spoiler>
            </dd>
          </div>
          {summary.winRate !== undefined ? (
            <div className="flex items-center justify-between gap-4 py-2.5">
              <dt className="text-muted-foreground">Win Rate</dt>
              <dd className="font-bold text-primary tabular-nums">
                <Spoiler context="Win Rate">{summary.winRate}%</Spoiler>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No statistics available
        </p>
      )}
    </SectionCard>
  )
}
