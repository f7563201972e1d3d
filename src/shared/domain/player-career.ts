import type { PlayerStat } from '#shared/schemas/esports'

// §2.13 a player's career summary: the player page's "Career Summary" and the chat's statistics answer.

export interface CareerSummary {
  /** The matches played, each counted once (see careerSummary). */
  totalMatches: number
  totalWins: number
  totalLosses: number
  /** wins / (wins + losses) as a percentage with 1 decimal; undefined when there are neither wins nor losses. */
  winRate: string | undefined
}

/**
 * §2.13 Career Summary; undefined when there are no statistics ("No statistics available"). Every stat row of a
 * game (ADR, rating, ...) counts the same matches, so §2.13's "sum of matches_played" would count a match once
 * per stat: a game's record is that of its row with the most matches, and the games' records add up.
 */
export function careerSummary(
  stats: readonly Pick<PlayerStat, 'game' | 'matchesPlayed' | 'wins' | 'losses'>[],
): CareerSummary | undefined {
  if (stats.length === 0) return undefined
  const count = (value: number) => (Number.isFinite(value) ? value : 0)
  const perGame = new Map<string, (typeof stats)[number]>()
  for (const stat of stats) {
    const kept = perGame.get(stat.game)
    if (!kept || count(stat.matchesPlayed) > count(kept.matchesPlayed)) perGame.set(stat.game, stat)
  }
  const records = [...perGame.values()]
  const sum = (pick: (stat: (typeof stats)[number]) => number) =>
    records.reduce((total, stat) => total + count(pick(stat)), 0)
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
