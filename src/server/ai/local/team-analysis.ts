import { composeTeamAnalysis } from '#shared/domain/team-form'
import type { TeamAnalysisText, TeamAnalysisInput } from '../types'

// §9 Generated analysis, by the spec's own rules (src/shared/domain/team-form.ts): last-5 win % against the win %
// over up to 30 recent matches, the momentum and last-5 wordings, the scheduled-match sentence, the fixed
// no-data text, and the 120-word cut. Pure and deterministic.

export function analyzeTeamLocally(input: TeamAnalysisInput): TeamAnalysisText {
  return {
    content: composeTeamAnalysis({
      teamName: input.teamName,
      last5: input.last5,
      recent30: input.recent30,
      upcomingCount: input.upcomingCount,
    }),
  }
}
