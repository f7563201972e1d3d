import type { MatchStatus } from '../schemas/matches'

// How a match's format, status and outcome read on the matches, match and event pages (issue #14). PandaScore's
// match types: best_of ("BO3"), first_to ("FT3"), all_games_played ("3 games"), and a few odd ones shown by count.

/** "BO3", "FT2", "3 games"; null when the source gives no count. */
export function matchFormatLabel(
  matchType: string | null | undefined,
  numberOfGames: number | null | undefined,
): string | null {
  if (!numberOfGames || numberOfGames < 1) return null
  switch (matchType) {
    case 'best_of':
    case 'ow_best_of':
      return `BO${numberOfGames}`
    case 'first_to':
      return `FT${numberOfGames}`
    default:
      return numberOfGames === 1 ? '1 game' : `${numberOfGames} games`
  }
}

const STATUS_LABELS: Readonly<Record<MatchStatus, string>> = {
  not_started: 'Upcoming',
  running: 'Live',
  finished: 'Finished',
  canceled: 'Canceled',
  postponed: 'Postponed',
}

/** "Live", "Upcoming", "Finished", "Canceled", "Postponed". */
export function matchStatusLabel(status: MatchStatus): string {
  return STATUS_LABELS[status]
}

/** A side's name, or "TBD" while it is not known. */
export function sideLabel(side: { name: string | null; acronym?: string | null }, short = false): string {
  const name = (short ? side.acronym?.trim() || side.name?.trim() : side.name?.trim()) || ''
  return name || 'TBD'
}

/** What stands for the score: "W/O" for a forfeit, "Draw", else null (show the numbers). */
export function matchOutcomeLabel(match: {
  status: MatchStatus
  forfeit: boolean
  draw: boolean
}): 'W/O' | 'Draw' | null {
  if (match.status !== 'finished') return null
  if (match.forfeit) return 'W/O'
  if (match.draw) return 'Draw'
  return null
}

/** "2-1", "W/O" for a forfeit, "Draw 1-1"; "vs" before the match and for one that never took place. */
export function matchScoreLabel(match: {
  status: MatchStatus
  forfeit: boolean
  draw: boolean
  teams: readonly [{ score: number | null }, { score: number | null }]
}): string {
  const [a, b] = match.teams
  const outcome = matchOutcomeLabel(match)
  if (outcome === 'W/O') return outcome
  const score = a.score == null || b.score == null ? null : `${a.score}-${b.score}`
  if (match.status === 'not_started' || match.status === 'postponed' || !score) return 'vs'
  if (match.status === 'canceled') return 'vs'
  return outcome === 'Draw' ? `Draw ${score}` : score
}

/** "Won by forfeit" under the winner's name; null otherwise. */
export function forfeitNote(match: { forfeit: boolean; winner: 1 | 2 | null }, side: 1 | 2): string | null {
  if (!match.forfeit || match.winner === null) return null
  return match.winner === side ? 'Won by forfeit' : 'Forfeited'
}

/**
 * The round a match is in, from PandaScore's name ("Grand final: GEN vs HLE" → "Grand final"), or null when the
 * name gives none or only repeats the stage ("Regular Season: PLS vs GDG" in the Regular Season).
 */
export function matchRoundLabel(name: string, stageName: string | null | undefined): string | null {
  const colon = name.indexOf(':')
  if (colon <= 0) return null
  const round = name.slice(0, colon).trim()
  if (!round || round.toLowerCase() === stageName?.trim().toLowerCase()) return null
  return round
}
