import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useParams } from 'react-router'
import { paths } from '#shared/paths'
import { DetailErrorBoundary, DetailPage } from '../../components/layout/detail-page'
import type { TeamPageAnswer } from '#shared/schemas/transfers'
import { teamDetailQueries, useTeam } from '../../features/team/api/get-team'
import { getTeamPage } from '../../features/team/api/get-team-page'
import { teamAnalysisQueries } from '../../features/team/api/get-team-analysis'
import { teamFaqQueries } from '../../features/team/api/get-team-faq'
import { teamMatchQueries } from '../../features/team/api/get-team-matches'
import { useTeamAutoSync } from '../../features/team/api/request-team-auto-sync'
import { TeamPage } from '../../features/team/components/team-page'
import { HISTORY_LIMIT as TRANSFERS_HISTORY_LIMIT } from '../../features/transfers/api/get-transfers'
import { historyRead, RosterHistory } from '../../features/transfers/components/roster-history'
import { HISTORY_LIMIT, teamPageText, UPCOMING_LIMIT } from '../../features/team/utils/team-page'
import { prefetchPageData, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'

/**
 * The reads of a team's page once its id and slug are known: matches, analysis, FAQ and roster history. Given the
 * page's one read (the server's), each is filled from its part of it: the same keys and answers, one statement.
 */
function teamReads(teamId: string, teamSlug: string, page?: () => Promise<TeamPageAnswer>) {
  const reads = [
    historyRead({ team: teamSlug }),
    teamMatchQueries.list(teamId, 'past', HISTORY_LIMIT),
    teamMatchQueries.list(teamId, 'upcoming', UPCOMING_LIMIT),
    teamAnalysisQueries.current(teamId),
    teamFaqQueries.detail(teamId),
  ] as const
  if (!page) return reads
  const [history, past, upcoming, analysis, faq] = reads
  return [
    { ...history, queryFn: async () => (await page()).history },
    { ...past, queryFn: async () => (await page()).past },
    { ...upcoming, queryFn: async () => (await page()).upcoming },
    { ...analysis, queryFn: async () => (await page()).analysis },
    { ...faq, queryFn: async () => (await page()).faq },
  ]
}

/** On the server, the team page's reads are one (getTeamPage); in the browser, each its own. */
function teamPageRead(teamSlug: string) {
  if (!import.meta.env.SSR) return undefined
  let answer: Promise<TeamPageAnswer> | undefined
  const counts = { past: HISTORY_LIMIT, upcoming: UPCOMING_LIMIT, history: TRANSFERS_HISTORY_LIMIT }
  return () => (answer ??= getTeamPage(teamSlug, counts))
}

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.teamSlug ?? ''
    const page = teamPageRead(slug)
    const detail = teamDetailQueries.detail(slug)
    // During SSR an unknown team throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(
      queryClient,
      page ? { ...detail, queryFn: async () => ({ team: (await page()).team }) } : detail,
    )
    const team = queryClient.getQueryData(detail.queryKey)?.team
    if (team) redirectIfMoved(slug, team.slug, (moved) => paths.team(team.currentVideogame, moved))
    if (team) {
      await prefetchPageData(queryClient, [], teamReads(team.id, team.slug, page))
    } else if (!import.meta.env.SSR) {
      // In the browser the navigation does not wait; start the team's reads as soon as its id is known.
      void queryClient.fetchQuery(detail).then(
        (data) => prefetchPageData(queryClient, teamReads(data.team.id, data.team.slug)),
        () => undefined,
      )
    }
    return null
  }
}

export function Component() {
  const { teamSlug = '' } = useParams()
  const read = useTeam(teamSlug)
  useTeamAutoSync(read.data?.team)
  return (
    <DetailPage slug={teamSlug} read={read} text={teamPageText}>
      {(data, game) => (
        <TeamPage team={data.team} game={game} rosterHistory={<RosterHistory team={data.team} />} />
      )}
    </DetailPage>
  )
}

/** The server's 404 for an unknown team (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  return <DetailErrorBoundary text={teamPageText} />
}
