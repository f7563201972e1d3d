import type { TeamDetail, TeamMatch } from '#shared/schemas/esports'
import type { TransferList } from '#shared/schemas/transfers'
import { withTeam } from '../storage/players'
import { getTeamPageRow, type TeamPageReads } from '../storage/team-page-reads'
import { withTournament } from '../storage/team-matches'
import { rankOf } from '../storage/teams'
import { findTeamBySlug, teamDetailOf, toTeamMatch } from './esports'
import {
  analysisResult,
  DEFAULT_ANALYSIS_TYPE,
  type TeamAnalysisContext,
  type TeamAnalysisResult,
  type TeamFaqContent,
  teamFaqOf,
} from './team-analysis'
import { transferPage } from './transfers'

// A team's page in one statement (issue #16 item 4): what getTeamDetail, listTeamMatches (past and upcoming),
// getTeamAnalysis, getTeamFaq and listTransfers give for the team, made by the same functions from one row.

export interface TeamPage {
  team: TeamDetail['team']
  past: TeamMatch[]
  upcoming: TeamMatch[]
  analysis: TeamAnalysisResult | null
  faq: TeamFaqContent
  history: TransferList
}

/**
 * The team with this slug, or a slug it had before (its page then redirects), with its page's reads; null for an
 * unknown team. A team without a stored FAQ has it written first, as GET /api/teams/:id/faq does.
 */
export async function getTeamPage(
  ctx: TeamAnalysisContext,
  slug: string,
  counts: Omit<TeamPageReads, 'analysisType'>,
): Promise<TeamPage | null> {
  // One more change than shown says whether there is a next page of them (listTransfers reads the same).
  const reads = { ...counts, history: counts.history + 1, analysisType: DEFAULT_ANALYSIS_TYPE }
  let row = await getTeamPageRow(ctx.db, slug, reads)
  if (!row) {
    const moved = await findTeamBySlug(ctx.db, slug)
    row = moved && (await getTeamPageRow(ctx.db, moved.slug, reads))
  }
  if (!row) return null
  const team = { ...row.team, playerCount: row.playerCount }
  const [analysis] = row.analysis
  return {
    team: teamDetailOf(team, withTeam(row.roster), rankOf(row.rank)),
    past: withTournament(row.past).map(toTeamMatch),
    upcoming: withTournament(row.upcoming).map(toTeamMatch),
    analysis: analysis ? analysisResult(analysis) : null,
    faq: await teamFaqOf(ctx, team),
    history:
      team.pandascoreId === null ? { transfers: [], next: null } : transferPage(row.changes, counts.history),
  }
}
