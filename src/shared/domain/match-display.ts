// §2.11 "Recent Matches" and "Upcoming Matches" rows of the team page.
export type MatchBadge = 'WIN' | 'LOSS' | 'DRAW' | 'TBD' | 'SCHEDULED'

/** §2.11/§4: an upcoming match is SCHEDULED; a finished one shows WIN, LOSS or DRAW, any other result TBD. */
export function matchBadge(match: { isFinished: boolean; result?: string | null }): MatchBadge {
  if (!match.isFinished) return 'SCHEDULED'
  switch (match.result) {
    case 'win':
      return 'WIN'
    case 'loss':
      return 'LOSS'
    case 'draw':
      return 'DRAW'
    default:
      return 'TBD'
  }
}

/** §2.11 score "x-y", or "TBD" when either side is missing. */
export function matchScore(
  scoreTeam: number | null | undefined,
  scoreOpponent: number | null | undefined,
): string {
  return scoreTeam == null || scoreOpponent == null ? 'TBD' : `${scoreTeam}-${scoreOpponent}`
}

/** §2.11 "vs {opponent}", or "vs Unknown Team". */
export function opponentLabel(opponentName: string | null | undefined): string {
  return `vs ${opponentName?.trim() || 'Unknown Team'}`
}

/** §2.11 tournament name, or "Unknown Tournament". */
export function tournamentLabel(tournamentName: string | null | undefined): string {
  return tournamentName?.trim() || 'Unknown Tournament'
}
