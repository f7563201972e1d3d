import type { QueryClient } from '@tanstack/react-query'
import {
  ArrowLeft,
  BarChart3,
  CalendarClock,
  History,
  LayoutDashboard,
  Medal,
  RotateCcw,
  Swords,
  Users,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
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
import { computeTeamStats } from '#shared/domain/team-form'
import type { TeamDetail } from '#shared/schemas/esports'
import { JsonLd } from '../../components/json-ld'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { PageUnavailable } from '../../components/layout/page-errors'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useIsClient } from '../../components/use-is-client'
import { useLiveTeamMatches } from '../../features/esports/api/get-live-team-matches'
import { teamDetailQueries, useTeam } from '../../features/esports/api/get-team'
import { useTeamAutoSync } from '../../features/esports/api/request-team-auto-sync'
import { teamAnalysisQueries } from '../../features/esports/api/get-team-analysis'
import { teamFaqQueries } from '../../features/esports/api/get-team-faq'
import { teamMatchQueries, useTeamMatches } from '../../features/esports/api/get-team-matches'
import { FormAnalysisCard } from '../../features/esports/components/form-analysis'
import { MatchList } from '../../features/esports/components/match-list'
import { RosterList } from '../../features/esports/components/roster'
import { SectionCard } from '../../features/esports/components/section-card'
import { TeamFaq } from '../../features/esports/components/team-faq'
import { TeamHeader } from '../../features/esports/components/team-header'
import {
  HISTORY_LIMIT,
  LIVE_LIST_LIMITS,
  LIVE_STATS_LIMITS,
  needsLiveMatches,
  needsLiveStats,
  RECENT_SHOWN,
  rosterHeading,
  sportsTeamJsonLd,
  statsMatches,
  teamDescription,
  teamKeywords,
  UPCOMING_LIMIT,
  UPCOMING_SHOWN,
  withLiveMatches,
} from '../../features/esports/utils/team-page'
import { isNotFound, prefetchPageData, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// Shown only for a missing team or a failed load, so its code is fetched then, not on every visit (decision 011).
const EntityNotFound = lazy(() =>
  import('../../features/esports/components/entity-not-found').then((module) => ({
    default: module.EntityNotFound,
  })),
)

type Team = TeamDetail['team']

/** The reads of a team's page once its id is known: matches, the current analysis and the FAQ. */
function teamReads(teamId: string) {
  return [
    teamMatchQueries.list(teamId, 'past', HISTORY_LIMIT),
    teamMatchQueries.list(teamId, 'upcoming', UPCOMING_LIMIT),
    teamAnalysisQueries.current(teamId),
    teamFaqQueries.detail(teamId),
  ]
}

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const detail = teamDetailQueries.detail(params.teamSlug ?? '')
    // During SSR an unknown team throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(queryClient, detail)
    const team = queryClient.getQueryData(detail.queryKey)?.team
    if (team)
      redirectIfMoved(params.teamSlug ?? '', team.slug, (slug) => paths.team(team.currentVideogame, slug))
    if (team) {
      await prefetchPageData(queryClient, [], teamReads(team.id))
    } else if (!import.meta.env.SSR) {
      // In the browser the navigation does not wait; start the team's reads as soon as its id is known.
      void queryClient.fetchQuery(detail).then(
        (data) => prefetchPageData(queryClient, teamReads(data.team.id)),
        () => undefined,
      )
    }
    return null
  }
}

function routeGame(pathname: string): GameSlug {
  // §2.11: the game comes from the path, cs2 by default.
  return resolveRouteGame(undefined, pathname, DEFAULT_GAME)
}

export function Component() {
  const { teamSlug = '' } = useParams()
  const { pathname } = useLocation()
  const game = routeGame(pathname)
  const { data, error, isPending, isFetching, refetch } = useTeam(teamSlug)
  useTeamAutoSync(data?.team)

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Team details failed to load', error)
  }, [error])

  if (isPending) {
    const name = titleFromSlug(teamSlug) || 'Team'
    return (
      <PageContainer className="flex flex-col gap-6">
        <Seo title={`${name} - ${gameDisplayName(game)} Team`} path={pathname} type="profile" />
        <GameSubNav gameSlug={game} />
        <BackToTeams game={game} />
        <h1 className="sr-only">{name}</h1>
        <LoadingDetail label="Loading team details..." />
      </PageContainer>
    )
  }
  if (!data) {
    if (isNotFound(error)) return <TeamNotFound path={pathname} game={game} failed={false} />
    return (
      <PageUnavailable message="Failed to load team details. Please try again.">
        <Button variant="outline" size="lg" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw aria-hidden="true" />
          Reload team
        </Button>
      </PageUnavailable>
    )
  }
  return <TeamView team={data.team} game={game} />
}

/** The server's 404 for an unknown team (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error('Team page failed', error)
  }, [error, notFound])
  // §8's error text, on a page that says it failed (503, noindex, a retry), not "Team Not Found".
  return notFound ? (
    <TeamNotFound path={pathname} game={routeGame(pathname)} failed={false} />
  ) : (
    <PageUnavailable message="Failed to load team details. Please try again." />
  )
}

function TeamNotFound({
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
  // §2.11 page text; §8 "Team not found" / "The requested team could not be found." for the head; §8 error text.
  return (
    <EntityNotFound
      path={path}
      title="Team Not Found"
      text={
        failed
          ? 'Failed to load team details. Please try again.'
          : "The team you're looking for doesn't exist or has been moved."
      }
      headTitle="Team not found"
      headDescription="The requested team could not be found."
      back={{ label: 'Back to Teams', to: paths.teams(game) }}
      failed={failed}
    >
      {children}
    </EntityNotFound>
  )
}

function BackToTeams({ game }: { game: GameSlug }) {
  return (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to={paths.teams(game)}>
        <ArrowLeft aria-hidden="true" />
        Back to Teams
      </Link>
    </Button>
  )
}

// The tabs after Overview render only once opened (the first HTML carries only Overview), so their code is
// fetched then, or as soon as the reader points at or focuses the tab list, keeping it off the first visit.
const loadTabs = () => import('../../features/esports/components/team-tabs')
const MatchesTab = lazy(() => loadTabs().then((module) => ({ default: module.MatchesTab })))
const PlayersTab = lazy(() => loadTabs().then((module) => ({ default: module.PlayersTab })))
const StatsTab = lazy(() => loadTabs().then((module) => ({ default: module.StatsTab })))
const AchievementsTab = lazy(() => loadTabs().then((module) => ({ default: module.AchievementsTab })))

/** A tab's panel while its code loads (only when it is opened before the pointer or focus fetched it). */
function TabLoading() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  )
}

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'matches', label: 'Matches', icon: Swords },
  { value: 'players', label: 'Players', icon: Users },
  { value: 'stats', label: 'Stats', icon: BarChart3 },
  { value: 'achievements', label: 'Achievements', icon: Medal },
] as const

function TeamView({ team, game }: { team: Team; game: GameSlug }) {
  const site = useSite()
  const isClient = useIsClient()
  const teamGame: GameSlug = isGameSlug(team.currentVideogame) ? team.currentVideogame : DEFAULT_GAME
  const teamPath = paths.team(team.currentVideogame, team.slug)

  const history = useTeamMatches(team.id, 'past', HISTORY_LIMIT)
  const upcoming = useTeamMatches(team.id, 'upcoming', UPCOMING_LIMIT)
  const finished = history.data?.matches ?? []
  const scheduled = upcoming.data?.matches ?? []
  const stored = { recent: finished.slice(0, RECENT_SHOWN), upcoming: scheduled.slice(0, UPCOMING_SHOWN) }

  // §4 fallbacks, asked for in the browser only (after hydration), once the stored lists are known.
  const storedSettled = !history.isPending && !upcoming.isPending
  const liveRequest = { game: teamGame, pandascoreId: team.pandascoreId ?? 0, teamName: team.name }
  const live = useLiveTeamMatches(
    isClient && storedSettled && needsLiveMatches(stored, team.pandascoreId)
      ? { ...liveRequest, ...LIVE_LIST_LIMITS }
      : undefined,
  )
  const wantsLiveStats = isClient && !history.isPending && needsLiveStats(finished.length, team.pandascoreId)
  const liveStats = useLiveTeamMatches(wantsLiveStats ? { ...liveRequest, ...LIVE_STATS_LIMITS } : undefined)

  // §8: team stats, overview and live-match failures are only logged.
  useEffect(() => {
    if (history.error) console.warn('Team matches failed to load', history.error)
  }, [history.error])
  useEffect(() => {
    if (upcoming.error) console.warn('Upcoming team matches failed to load', upcoming.error)
  }, [upcoming.error])
  useEffect(() => {
    if (live.error) console.warn('Live team matches failed to load', live.error)
  }, [live.error])
  useEffect(() => {
    if (liveStats.error) console.warn('Live matches for team stats failed to load', liveStats.error)
  }, [liveStats.error])

  const shown = withLiveMatches(stored, live.data)
  const statsSource = statsMatches(finished, liveStats.data)
  const stats = history.isPending || liveStats.isLoading ? undefined : computeTeamStats(statsSource.matches)
  const allUpcoming = scheduled.length > 0 ? scheduled : shown.upcoming

  const [tab, setTab] = useState<string>('overview')
  // Panels render on first visit and stay: the first HTML carries only the overview.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(['overview']))
  function selectTab(value: string) {
    setTab(value)
    setVisited((before) => (before.has(value) ? before : new Set(before).add(value)))
  }

  const structuredData = [
    sportsTeamJsonLd({
      team,
      players: team.players,
      siteUrl: site.siteUrl,
      teamPath,
      playerPath: (slug) => paths.player(team.currentVideogame, slug),
    }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: paths.home() },
        { name: gameDisplayName(teamGame), path: paths.gameHub(teamGame) },
        { name: 'Teams', path: paths.teams(teamGame) },
        { name: team.name, path: teamPath },
      ],
      site.siteUrl,
    ),
  ]

  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={`${team.name} - ${gameDisplayName(teamGame)} Team Profile`}
        description={teamDescription(team)}
        path={teamPath}
        card={ogImagePaths.team(team.currentVideogame, team.slug)}
        type="profile"
      />
      <meta name="keywords" content={teamKeywords(team)} />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <GameSubNav gameSlug={game} />
      <BackToTeams game={game} />
      <TeamHeader team={team} />

      <Tabs value={tab} defaultValue="overview" onValueChange={selectTab}>
        <TabsList
          aria-label={`${team.name} sections`}
          onPointerEnter={() => void loadTabs()}
          onFocus={() => void loadTabs()}
        >
          {TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              <entry.icon aria-hidden="true" />
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="flex min-w-0 flex-col gap-6">
              <FormAnalysisCard teamId={team.id} teamName={team.name} stats={stats} />
              <SectionCard
                id="recent-matches"
                title="Recent Matches"
                icon={<History aria-hidden="true" className="size-5 text-primary" />}
              >
                <MatchList
                  kind="recent"
                  matches={shown.recent}
                  loading={history.isPending}
                  placeholderRows={RECENT_SHOWN}
                  empty="Match history will appear here when data is available"
                />
              </SectionCard>
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <SectionCard
                id="active-roster"
                title={rosterHeading(team.players.length)}
                icon={<Users aria-hidden="true" className="size-5 text-primary" />}
              >
                <RosterList players={team.players} />
              </SectionCard>
              <SectionCard
                id="upcoming-matches"
                title="Upcoming Matches"
                icon={<CalendarClock aria-hidden="true" className="size-5 text-primary" />}
              >
                <MatchList
                  kind="upcoming"
                  matches={shown.upcoming}
                  loading={upcoming.isPending}
                  placeholderRows={UPCOMING_SHOWN}
                  empty="Upcoming matches will appear here when scheduled"
                />
              </SectionCard>
            </div>
          </div>
        </TabsContent>

        <TabsContent value="matches">
          {visited.has('matches') ? (
            <Suspense fallback={<TabLoading />}>
              <MatchesTab
                finished={finished}
                recent={shown.recent}
                upcoming={allUpcoming}
                historyLoading={history.isPending}
                upcomingLoading={upcoming.isPending}
              />
            </Suspense>
          ) : null}
        </TabsContent>

        <TabsContent value="players">
          {visited.has('players') ? (
            <Suspense fallback={<TabLoading />}>
              <PlayersTab players={team.players} />
            </Suspense>
          ) : null}
        </TabsContent>

        <TabsContent value="stats">
          {visited.has('stats') ? (
            <Suspense fallback={<TabLoading />}>
              <StatsTab teamName={team.name} stats={stats} live={statsSource.live} />
            </Suspense>
          ) : null}
        </TabsContent>

        <TabsContent value="achievements">
          {visited.has('achievements') ? (
            <Suspense fallback={<TabLoading />}>
              <AchievementsTab
                finished={finished}
                upcoming={scheduled}
                loading={history.isPending || upcoming.isPending}
                historyLimit={HISTORY_LIMIT}
              />
            </Suspense>
          ) : null}
        </TabsContent>
      </Tabs>

      <TeamFaq teamId={team.id} teamName={team.name} game={team.currentVideogame} />
    </PageContainer>
  )
}
