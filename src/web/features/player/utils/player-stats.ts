import { statName } from '#shared/domain/stat-names'

// §2.13 player statistics (the career summary and the values, which the chat gives too, are
// #shared/domain/player-career and #shared/domain/stat-values).

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
