import { useEffect } from 'react'
import type { TeamAutoSyncResult, TeamSummary } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'

/** §4: a priority team with no matches asks the server to sync its game; the server dedupes per game. */
function requestTeamAutoSync(teamId: string): Promise<TeamAutoSyncResult> {
  return apiRequest(`/api/teams/${encodeURIComponent(teamId)}/auto-sync`, {
    answer: 'TeamAutoSyncResultSchema',
    method: 'POST',
    json: {},
  })
}

/** Fires once per team view when §4's condition holds; a failure is only logged (§8). */
export function useTeamAutoSync(team: Pick<TeamSummary, 'id' | 'prioritySync' | 'matchesCount'> | undefined) {
  const id = team?.id
  const needed = Boolean(team?.prioritySync && team.matchesCount === 0)
  useEffect(() => {
    if (!id || !needed) return
    requestTeamAutoSync(id).catch((error: unknown) => console.warn('Team auto-sync failed', error))
  }, [id, needed])
}
