import { BarChart3, Clock, Shield } from 'lucide-react'
import type { ReactNode } from 'react'
import { DEFAULT_GAME, type GameSlug, gameDisplayName, isGameSlug } from '#shared/domain/games'
import { ogImagePaths } from '#shared/domain/og-image'
import { breadcrumbJsonLd } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { PlayerDetail } from '#shared/schemas/esports'
import { formatStatValue } from '#shared/domain/stat-values'
import { Country } from '#web/components/esports/country'
import { playerGameLabel, realName } from '#web/components/esports/player-labels'
import { SectionCard } from '#web/components/esports/section-card'
import { JsonLd } from '#web/components/json-ld'
import { DetailHeader, DetailLayout } from '#web/components/layout/detail-page'
import { FollowButton } from '#web/components/follow/follow-button'
import { LocalTime } from '#web/components/local-time'
import { Seo } from '#web/components/seo'
import { Avatar } from '#web/components/ui/avatar'
import { Badge } from '#web/components/ui/badge'
import { useSite } from '#web/lib/site'
import { playerJsonLd, playerPageText } from '../utils/player-page'
import { careerSummary } from '#shared/domain/player-career'
import { statMatchesLabel, statTypeLabel } from '../utils/player-stats'
import { CareerSummary, CurrentTeamCard, PlayerInformation } from './player-sections'
import { RoleBadge } from '#web/components/esports/role-badge'

type Player = PlayerDetail['player']

/** Where a player's page lives: under the team's game, else the player's own, else the route's (§2.12). */
function playerPlace(player: Player, game: GameSlug) {
  const playerGame = player.team?.currentVideogame || player.currentVideogame || game
  return {
    playerGame,
    gameName: isGameSlug(playerGame) ? gameDisplayName(playerGame) : 'Esports',
    playerPath: paths.player(playerGame, player.slug),
    teamPath: player.team ? paths.team(player.team.currentVideogame, player.team.slug) : undefined,
  }
}

/**
 * §2.13 the page of a loaded player: header, current team, their team's recent and upcoming matches (`matches`,
 * from the route), statistics, information, the teams they were seen on (`teams`, from the route) and career
 * summary.
 */
export function PlayerPage({
  player,
  game,
  matches,
  teams,
}: {
  player: Player
  game: GameSlug
  matches?: ReactNode
  teams?: ReactNode
}) {
  const { teamPath } = playerPlace(player, game)
  return (
    <DetailLayout game={game} text={playerPageText} head={<PlayerHead player={player} game={game} />}>
      <PlayerHeader player={player} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {player.team && teamPath ? <CurrentTeamCard team={player.team} teamPath={teamPath} /> : null}
          {matches}
          <PlayerStatistics stats={player.stats} />
        </div>
        <aside aria-label="Player details" className="flex min-w-0 flex-col gap-6">
          <PlayerInformation player={player} teamPath={teamPath} />
          {teams}
          <CareerSummary summary={careerSummary(player.stats)} />
          {player.lastSync ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              <span>
                Last updated: <LocalTime date={player.lastSync} />
              </span>
            </p>
          ) : null}
        </aside>
      </div>
    </DetailLayout>
  )
}

/** The player page's head tags and structured data (Person and breadcrumb). */
function PlayerHead({ player, game }: { player: Player; game: GameSlug }) {
  const site = useSite()
  const fullName = realName(player)
  const { playerGame, gameName, playerPath, teamPath } = playerPlace(player, game)
  const title = `${player.name}${fullName ? ` (${fullName})` : ''} - ${gameName} Player`
  const description = `${player.name}${fullName ? ` (${fullName})` : ''}${player.nationality ? ` from ${player.nationality}` : ''}: ${gameName} player${player.team ? ` for ${player.team.name}` : ''}. Profile, role and statistics.`

  const structuredData = [
    playerJsonLd({
      player,
      imageUrl: player.imageUrl ?? undefined,
      team: player.team && teamPath ? { name: player.team.name, path: teamPath } : undefined,
      siteUrl: site.siteUrl,
      playerPath,
      game: isGameSlug(playerGame) ? playerGame : undefined,
    }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: paths.home() },
        ...(isGameSlug(playerGame) ? [{ name: gameName, path: paths.gameHub(playerGame) }] : []),
        { name: 'Players', path: paths.players(isGameSlug(playerGame) ? playerGame : undefined) },
        { name: player.name, path: playerPath },
      ],
      site.siteUrl,
    ),
  ]
  return (
    <>
      <Seo
        title={title}
        description={description}
        path={playerPath}
        card={ogImagePaths.player(playerGame, player.slug)}
        type="profile"
      />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}

function PlayerHeader({ player }: { player: Player }) {
  const fullName = realName(player)
  const { playerGame } = playerPlace(player, DEFAULT_GAME)
  return (
    <DetailHeader
      actions={
        isGameSlug(playerGame) ? (
          <FollowButton
            kind="players"
            refs={[{ game: playerGame, slug: player.slug, name: player.name }]}
            label={player.name}
          />
        ) : null
      }
      media={<Avatar name={player.name} src={player.imageUrl ?? undefined} size={96} className="shadow-sm" />}
      badges={
        <>
          {playerGameLabel(player) ? <Badge variant="highlight">{playerGameLabel(player)}</Badge> : null}
          <RoleBadge role={player.role} />
        </>
      }
      title={player.name}
      details={
        <>
          {fullName ? <span className="font-medium text-foreground">{fullName}</span> : null}
          <Country name={player.nationality} flag={player.nationalityFlag} />
          {player.team ? (
            <span className="inline-flex items-center gap-1.5">
              <Shield aria-hidden="true" className="size-4" />
              {player.team.name}
            </span>
          ) : null}
        </>
      }
    />
  )
}

function PlayerStatistics({ stats }: { stats: Player['stats'] }) {
  return (
    <SectionCard
      id="player-statistics"
      title="Statistics"
      icon={<BarChart3 aria-hidden="true" className="size-5 text-primary" />}
    >
      {stats.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No statistics available
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {stats.map((stat) => {
            const matches = statMatchesLabel(stat.matchesPlayed)
            return (
              <li key={stat.id} className="flex flex-col gap-1 rounded-lg bg-muted/60 p-4">
                <span className="text-2xl font-extrabold tracking-tight text-primary tabular-nums">
                  {formatStatValue(stat.statValue)}
                </span>
                <span className="text-sm font-medium">{statTypeLabel(stat.statType)}</span>
                {matches ? <span className="text-xs text-muted-foreground">{matches}</span> : null}
              </li>
            )
          })}
        </ul>
      )}
    </SectionCard>
  )
}
