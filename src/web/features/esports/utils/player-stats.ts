import type { PlayerStat } from '../../../../shared/schemas/esports'

// §2.13 player statistics and career summary.

function numericValue(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = value.trim()
  if (!text || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined
  return Number(text)
}

/** §2.13: a stat value with 2 decimals when it is numeric (a number, or a string holding one), else as is. */
export function formatStatValue(value: number | string): string {
  const number = numericValue(value)
  return number === undefined ? String(value) : number.toFixed(2)
}

/** §2.13: the stat type with underscores shown as spaces ("kills_per_round" → "kills per round"). */
export function statTypeLabel(statType: string): string {
  return statType.replace(/_+/g, ' ').trim()
}

/** §2.13: "{n} matches" when matches_played is above 0. */
export function statMatchesLabel(matchesPlayed: number): string | undefined {
  return matchesPlayed > 0 ? `${matchesPlayed} matches` : undefined
}

export interface CareerSummary {
  /** The sum of matches_played over the stats. */
  totalMatches: number
  totalWins: number
  totalLosses: number
  /** wins / (wins + losses) as a percentage with 1 decimal; undefined when there are neither wins nor losses. */
  winRate: string | undefined
}

/** §2.13 Career Summary; undefined when there are no statistics ("No statistics available"). */
export function careerSummary(
  stats: readonly Pick<PlayerStat, 'matchesPlayed' | 'wins' | 'losses'>[],
): CareerSummary | undefined {
  if (stats.length === 0) return undefined
  const sum = (pick: (stat: (typeof stats)[number]) => number) =>
    stats.reduce((total, stat) => total + (Number.isFinite(pick(stat)) ? pick(stat) : 0), 0)
  const totalWins = sum((stat) => stat.wins)
  const totalLosses = sum((stat) => stat.losses)
  const decided = totalWins + totalLosses
  return {
    totalMatches: sum((stat) => stat.matchesPlayed),
    totalWins,
    totalLosses,
    winRate: decided > 0 ? ((totalWins / decided) * 100).toFixed(1) : undefined,
  }
}
