import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useParams } from 'react-router'
import { paths } from '#shared/paths'
import { DetailErrorBoundary, DetailPage } from '../../components/layout/detail-page'
import { teamDetailQueries, useTeam } from '../../features/team/api/get-team'
import { teamAnalysisQueries } from '../../features/team/api/get-team-analysis'
import { teamFaqQueries } from '../../features/team/api/get-team-faq'
import { teamMatchQueries } from '../../features/team/api/get-team-matches'
import { useTeamAutoSync } from '../../features/team/api/request-team-auto-sync'
import { TeamPage } from '../../features/team/components/team-page'
import { historyRead, RosterHistory } from '../../features/transfers/components/roster-history'
import { HISTORY_LIMIT, teamPageText, UPCOMING_LIMIT } from '../../features/team/utils/team-page'
import { prefetchPageData, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'

/** The reads of a team's page once its id and slug are known: matches, analysis, FAQ and roster history. */
function teamReads(teamId: string, teamSlug: string) {
  return [
    historyRead({ team: teamSlug }),
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
      await prefetchPageData(queryClient, [], teamReads(team.id, team.slug))
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
