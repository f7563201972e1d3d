import type { TeamPageAnswer, TeamPageQuery } from '#shared/schemas/transfers'
import { apiRequest } from '#web/lib/api-client'

/**
 * GET /api/teams/by-slug/:slug/page: a team page's reads in one answer (the team, its past and upcoming matches,
 * analysis, FAQ and roster history), the site's own read for its server renderer (decision 045, round 2). The
 * browser keeps reading each part on its own, so a realtime change refetches only that part.
 */
export function getTeamPage(teamSlug: string, counts: TeamPageQuery): Promise<TeamPageAnswer> {
  const query = new URLSearchParams({
    past: String(counts.past),
    upcoming: String(counts.upcoming),
    history: String(counts.history),
  })
  return apiRequest(`/api/teams/by-slug/${encodeURIComponent(teamSlug)}/page?${query}`, {
    answer: 'TeamPageSchema',
  })
}
