import { useTeamMatches, teamMatchQueries } from '../api/get-team-matches'
import { RECENT_SHOWN, UPCOMING_SHOWN } from '../utils/team-page'
import { MatchSection } from './match-list'

// A team's latest results and next matches as two compact lists, each row linking to its match page: what a
// player page shows of the player's team (the route passes it in; features do not import each other). `since`:
// when the player joined it, so its results from before he came are not listed as his.

/** The reads TeamMatchLists shows, for a route's loader to prefetch. */
export function teamMatchListReads(teamId: string, since: string | null) {
  return [
    teamMatchQueries.list(teamId, 'past', RECENT_SHOWN, since),
    teamMatchQueries.list(teamId, 'upcoming', UPCOMING_SHOWN),
  ]
}

export function TeamMatchLists({ teamId, since }: { teamId: string; since: string | null }) {
  const recent = useTeamMatches(teamId, 'past', RECENT_SHOWN, since)
  const upcoming = useTeamMatches(teamId, 'upcoming', UPCOMING_SHOWN)
  return (
    <>
      <MatchSection
        id="team-recent-matches"
        title="Recent Matches"
        kind="recent"
        matches={recent.data?.matches ?? []}
        loading={recent.isPending}
      />
      <MatchSection
        id="team-upcoming-matches"
        title="Upcoming Matches"
        kind="upcoming"
        matches={upcoming.data?.matches ?? []}
        loading={upcoming.isPending}
      />
    </>
  )
}
