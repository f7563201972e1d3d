import type { QueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, BarChart3, Clock, IdCard, RotateCcw, Shield, Trophy } from 'lucide-react'
import { lazy, type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router'
import {
  DEFAULT_GAME,
  type GameSlug,
  gameDisplayName,
  isGameSlug,
  resolveRouteGame,
} from '#shared/domain/games'
import { breadcrumbJsonLd } from '#shared/domain/seo'
import type { PlayerDetail } from '#shared/schemas/esports'
import { JsonLd } from '../../components/json-ld'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { PageUnavailable } from '../../components/layout/page-errors'
import { LocalTime } from '../../components/local-time'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Spoiler } from '../../components/spoiler'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { playerDetailQueries, usePlayer } from '../../features/esports/api/get-player'
import { Country } from '../../features/esports/components/country'
import { SectionCard } from '../../features/esports/components/section-card'
import { TeamLogo } from '../../features/esports/components/team-logo'
import { playerGameLabel, realName } from '../../features/esports/utils/player-labels'
import {
  careerSummary,
  formatStatValue,
  statMatchesLabel,
  statTypeLabel,
} from '../../features/esports/utils/player-stats'
import { playerJsonLd } from '../../features/esports/utils/team-page'
import { isNotFound, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// Shown only for a missing player or a failed load, so its code is fetched then, not on every visit (decision 011).
const EntityNotFound = lazy(() =>
  import('../../features/esports/components/entity-not-found').then((module) => ({
    default: module.EntityNotFound,
  })),
)

type Player = PlayerDetail['player']

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    // During SSR an unknown player throws a 404 response: the server answers 404 and ErrorBoundary renders.
    const detail = playerDetailQueries.detail(params.playerSlug ?? '')
    await prefetchPageEntity(queryClient, detail)
    const player = queryClient.getQueryData(detail.queryKey)?.player
    // The new address keeps the game the old one was under (§2.12 links players under their team's game).
    const under = new URL(request.url).pathname.replace(/\/[^/]*$/, '')
    if (player) redirectIfMoved(params.playerSlug ?? '', player.slug, (slug) => `${under}/${slug}`)
    return null
  }
}

function routeGame(pathname: string): GameSlug {
  // §2.13: the game comes from the path, cs2 by default.
  return resolveRouteGame(undefined, pathname, DEFAULT_GAME)
}

export function Component() {
  const { playerSlug = '' } = useParams()
  const { pathname } = useLocation()
  const game = routeGame(pathname)
  const { data, error, isPending, isFetching, refetch } = usePlayer(playerSlug)

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Player details failed to load', error)
  }, [error])

  if (isPending) {
    const name = titleFromSlug(playerSlug) || 'Player'
    return (
      <PageContainer className="flex flex-col gap-6">
        <Seo title={`${name} - ${gameDisplayName(game)} Player`} path={pathname} type="profile" />
        <GameSubNav gameSlug={game} />
        <BackToPlayers game={game} />
        <h1 className="sr-only">{name}</h1>
        <LoadingDetail label="Loading player details..." />
      </PageContainer>
    )
  }
  if (!data) {
    if (isNotFound(error)) return <PlayerNotFound path={pathname} game={game} failed={false} />
    return (
      <PageUnavailable message="Failed to load player details. Please try again.">
        <Button variant="outline" size="lg" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw aria-hidden="true" />
          Reload player
        </Button>
      </PageUnavailable>
    )
  }
  return <PlayerView player={data.player} game={game} />
}

/** The server's 404 for an unknown player (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error('Player page failed', error)
  }, [error, notFound])
  // §8's error text, on a page that says it failed (503, noindex, a retry), not "Player Not Found".
  return notFound ? (
    <PlayerNotFound path={pathname} game={routeGame(pathname)} failed={false} />
  ) : (
    <PageUnavailable message="Failed to load player details. Please try again." />
  )
}

function PlayerNotFound({
  path,
  game,
  failed,
  children,
}: {
  path: string
  game: GameSlug
  failed: boolean
  children?: ReactNode
}) {
  // §2.13 page text; §8 "Player not found" / "The requested player could not be found." for the head; §8 error.
  return (
    <EntityNotFound
      path={path}
      title="Player Not Found"
      text={
        failed
          ? 'Failed to load player details. Please try again.'
          : "The player you're looking for doesn't exist or has been moved."
      }
      headTitle="Player not found"
      headDescription="The requested player could not be found."
      back={{ label: 'Back to Players', to: paths.players(game) }}
      failed={failed}
    >
      {children}
    </EntityNotFound>
  )
}

function BackToPlayers({ game }: { game: GameSlug }) {
  return (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to={paths.players(game)}>
        <ArrowLeft aria-hidden="true" />
        Back to Players
      </Link>
    </Button>
  )
}

const NOT_SPECIFIED = 'Not specified'

function PlayerView({ player, game }: { player: Player; game: GameSlug }) {
  const site = useSite()
  const fullName = realName(player)
  const playerGame = player.team?.currentVideogame || player.currentVideogame || game
  const gameName = isGameSlug(playerGame) ? gameDisplayName(playerGame) : 'Esports'
  const playerPath = paths.player(playerGame, player.slug)
  const teamPath = player.team ? paths.team(player.team.currentVideogame, player.team.slug) : undefined
  const summary = careerSummary(player.stats)
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

  const information: { term: string; detail: ReactNode }[] = [
    { term: 'IGN', detail: player.name },
    { term: 'Real Name', detail: fullName || NOT_SPECIFIED },
    {
      term: 'Nationality',
      detail: player.nationality ? (
        <Country name={player.nationality} flag={player.nationalityFlag} />
      ) : (
        NOT_SPECIFIED
      ),
    },
    { term: 'Role', detail: player.role ? <span className="capitalize">{player.role}</span> : NOT_SPECIFIED },
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
    <PageContainer className="flex flex-col gap-6">
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
      <GameSubNav gameSlug={game} />
      <BackToPlayers game={game} />

      <header className="relative overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)] opacity-60"
        />
        <div className="relative flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
          <Avatar name={player.name} src={player.imageUrl ?? undefined} size={96} className="shadow-sm" />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {playerGameLabel(player) ? <Badge variant="highlight">{playerGameLabel(player)}</Badge> : null}
              {player.role ? (
                <Badge variant="secondary" className="capitalize">
                  {player.role}
                </Badge>
              ) : null}
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{player.name}</h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
              {fullName ? <span className="font-medium text-foreground">{fullName}</span> : null}
              <Country name={player.nationality} flag={player.nationalityFlag} />
              {player.team ? (
                <span className="inline-flex items-center gap-1.5">
                  <Shield aria-hidden="true" className="size-4" />
                  {player.team.name}
                </span>
              ) : null}
            </p>
          </div>
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {player.team && teamPath ? (
            <SectionCard
              id="current-team"
              title="Current Team"
              icon={<Shield aria-hidden="true" className="size-5 text-primary" />}
            >
              <Link
                to={teamPath}
                className="group flex items-center gap-4 rounded-lg border p-4 transition-colors hover:border-primary/50 hover:bg-accent/40"
              >
                <TeamLogo
                  name={player.team.name}
                  acronym={player.team.acronym}
                  src={player.team.imageUrl}
                  size={48}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold group-hover:text-primary">{player.team.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {[player.team.acronym, player.team.currentVideogame.toUpperCase()]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex">
                  View Team
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </SectionCard>
          ) : null}

          <SectionCard
            id="player-statistics"
            title="Statistics"
            icon={<BarChart3 aria-hidden="true" className="size-5 text-primary" />}
          >
            {player.stats.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                No statistics available
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {player.stats.map((stat) => {
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
        </div>

        <aside aria-label="Player details" className="flex min-w-0 flex-col gap-6">
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
    </PageContainer>
  )
}
