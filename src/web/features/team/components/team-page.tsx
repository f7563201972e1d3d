import { BarChart3, LayoutDashboard, Medal, Swords, Users } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { DEFAULT_GAME, type GameSlug, gameDisplayName, isGameSlug } from '#shared/domain/games'
import { ogImagePaths } from '#shared/domain/og-image'
import { breadcrumbJsonLd } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { TeamDetail } from '#shared/schemas/esports'
import { SectionCard } from '#web/components/esports/section-card'
import { JsonLd } from '#web/components/json-ld'
import { DetailLayout } from '#web/components/layout/detail-page'
import { Seo } from '#web/components/seo'
import { Skeleton } from '#web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useSite } from '#web/lib/site'
import {
  HISTORY_LIMIT,
  RECENT_SHOWN,
  rosterHeading,
  sportsTeamJsonLd,
  teamDescription,
  teamKeywords,
  teamPageText,
  UPCOMING_SHOWN,
} from '../utils/team-page'
import { MatchSection } from './match-list'
import { RosterList } from './roster'
import { TeamAnalysisCard } from './team-analysis'
import { TeamFaq } from './team-faq'
import { TeamHeader } from './team-header'
import { TeamSubscribe } from './team-subscribe'
import { type TeamPageMatches, useTeamPageMatches } from './use-team-page-matches'

type Team = TeamDetail['team']

/** §2.11 the page of a loaded team: header, the five tabs, `rosterHistory` (from the route) and the FAQ. */
export function TeamPage({
  team,
  game,
  rosterHistory,
}: {
  team: Team
  game: GameSlug
  rosterHistory?: ReactNode
}) {
  const matches = useTeamPageMatches(team)
  return (
    <DetailLayout game={game} text={teamPageText} head={<TeamHead team={team} />}>
      <TeamHeader team={team} />
      <TeamSubscribe team={team} />
      <TeamSections team={team} matches={matches} />
      {rosterHistory}
      <TeamFaq teamId={team.id} teamName={team.name} game={team.currentVideogame} />
    </DetailLayout>
  )
}

/** The team page's head tags and structured data (SportsTeam and breadcrumb). */
function TeamHead({ team }: { team: Team }) {
  const site = useSite()
  const teamGame: GameSlug = isGameSlug(team.currentVideogame) ? team.currentVideogame : DEFAULT_GAME
  const teamPath = paths.team(team.currentVideogame, team.slug)
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
    <>
      <Seo
        title={`${team.name} - ${gameDisplayName(teamGame)} Team Profile`}
        description={teamDescription(team)}
        path={teamPath}
        card={ogImagePaths.team(team.currentVideogame, team.slug)}
        type="profile"
        feed={{ team: { game: team.currentVideogame, slug: team.slug, name: team.name } }}
      />
      <meta name="keywords" content={teamKeywords(team)} />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}

// The tabs after Overview render only once opened (the first HTML carries only Overview), so their code is
// fetched then, or as soon as the reader points at or focuses the tab list, keeping it off the first visit.
const loadTabs = () => import('./team-tabs')
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

/** §2.11 the team's tabs: Overview first; the others render on their first visit and stay. */
function TeamSections({ team, matches }: { team: Team; matches: TeamPageMatches }) {
  const [tab, setTab] = useState<string>('overview')
  // Panels render on first visit and stay: the first HTML carries only the overview.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(['overview']))
  function selectTab(value: string) {
    setTab(value)
    setVisited((before) => (before.has(value) ? before : new Set(before).add(value)))
  }
  const lazyTab = (value: string, panel: ReactNode) => (
    <TabsContent value={value}>
      {visited.has(value) ? <Suspense fallback={<TabLoading />}>{panel}</Suspense> : null}
    </TabsContent>
  )

  return (
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
        <TeamOverview team={team} matches={matches} />
      </TabsContent>
      {lazyTab(
        'matches',
        <MatchesTab
          finished={matches.finished}
          recent={matches.shown.recent}
          upcoming={matches.allUpcoming}
          historyLoading={matches.historyLoading}
          upcomingLoading={matches.upcomingLoading}
        />,
      )}
      {lazyTab('players', <PlayersTab players={team.players} />)}
      {lazyTab('stats', <StatsTab teamName={team.name} stats={matches.stats} live={matches.statsLive} />)}
      {lazyTab(
        'achievements',
        <AchievementsTab
          finished={matches.finished}
          upcoming={matches.scheduled}
          loading={matches.historyLoading || matches.upcomingLoading}
          historyLimit={HISTORY_LIMIT}
        />,
      )}
    </Tabs>
  )
}

/** §2.11 Overview: the team analysis and recent matches beside the roster and upcoming matches. */
function TeamOverview({ team, matches }: { team: Team; matches: TeamPageMatches }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <TeamAnalysisCard teamId={team.id} teamName={team.name} stats={matches.stats} />
        <MatchSection
          id="recent-matches"
          title="Recent Matches"
          kind="recent"
          matches={matches.shown.recent}
          loading={matches.historyLoading}
          placeholderRows={RECENT_SHOWN}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <SectionCard
          id="active-roster"
          title={rosterHeading(team.players.length)}
          icon={<Users aria-hidden="true" className="size-5 text-primary" />}
        >
          <RosterList players={team.players} />
        </SectionCard>
        <MatchSection
          id="upcoming-matches"
          title="Upcoming Matches"
          kind="upcoming"
          matches={matches.shown.upcoming}
          loading={matches.upcomingLoading}
          placeholderRows={UPCOMING_SHOWN}
        />
      </div>
    </div>
  )
}
