import { statName } from '#shared/domain/stat-names'

// §2.13 player statistics (the career summary, which the chat gives too, is #shared/domain/player-career).

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

/**
 * §2.13: the stat type with underscores shown as spaces, its abbreviations in capitals and a capital first letter
 * ("kills_per_round" → "Kills per round", "adr" → "ADR", "kd_ratio" → "K/D ratio").
 */
export function statTypeLabel(statType: string): string {
  const name = statName(statType)
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** §2.13: "{n} matches" when matches_played is above 0. */
export function statMatchesLabel(matchesPlayed: number): string | undefined {
  return matchesPlayed > 0 ? `${matchesPlayed} matches` : undefined
}
