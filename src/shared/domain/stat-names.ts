// §2.13 stat types ("kills_per_round", "adr") in words a reader knows: the esports abbreviations in capitals.

const STAT_ACRONYMS = new Set(['kda', 'adr', 'acs', 'gpm', 'xpm', 'cs', 'kd', 'kast', 'hs'])

/** "cs_per_minute" → "CS per minute", "kd_ratio" → "K/D ratio", "adr" → "ADR". */
export function statName(statType: string): string {
  return statType
    .split('_')
    .filter(Boolean)
    .map((part) =>
      part === 'kd' ? 'K/D' : STAT_ACRONYMS.has(part.toLowerCase()) ? part.toUpperCase() : part,
    )
    .join(' ')
}
