import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TeamMatchList } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

type TeamMatchKind = 'past' | 'upcoming'

/** §7 team_matches: finished matches newest first, or upcoming ones soonest first; none before `since`. */
function getTeamMatches(
  teamId: string,
  kind: TeamMatchKind,
  limit: number,
  since: string | null,
): Promise<TeamMatchList> {
  const params = new URLSearchParams({ kind, limit: String(limit), ...(since ? { since } : {}) })
  return apiRequest(`/api/teams/${encodeURIComponent(teamId)}/matches?${params}`, {
    answer: 'TeamMatchListSchema',
  })
}

export const teamMatchQueries = {
  list: (teamId: string, kind: TeamMatchKind, limit: number, since: string | null = null) =>
    queryOptions({
      queryKey: [...esportsKeys.team(teamId), 'matches', kind, limit, ...(since ? [since] : [])] as const,
      queryFn: () => getTeamMatches(teamId, kind, limit, since),
    }),
}

export function useTeamMatches(
  teamId: string | undefined,
  kind: TeamMatchKind,
  limit: number,
  since: string | null = null,
) {
  return useQuery({ ...teamMatchQueries.list(teamId ?? '', kind, limit, since), enabled: Boolean(teamId) })
}
