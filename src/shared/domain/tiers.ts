// §3/§9 team and tournament tiers.
export const TIERS = ['tier-1', 'tier-2', 'tier-3', 'unknown'] as const
export type Tier = (typeof TIERS)[number]

export type TierColor = 'gold' | 'silver' | 'bronze'

const RANKED_TIERS: Readonly<Record<string, { label: string; color: TierColor; rank: number }>> = {
  'tier-1': { label: 'TIER 1', color: 'gold', rank: 1 },
  'tier-2': { label: 'TIER 2', color: 'silver', rank: 2 },
  'tier-3': { label: 'TIER 3', color: 'bronze', rank: 3 },
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value)
}

/** §9: shown as e.g. "TIER 1"; undefined (hidden) for unknown or any other value. */
export function tierLabel(tier: string | null | undefined): string | undefined {
  return tier ? RANKED_TIERS[tier]?.label : undefined
}

/** §2.11: tier badge colours gold, silver and bronze for tier-1, tier-2 and tier-3. */
export function tierColor(tier: string | null | undefined): TierColor | undefined {
  return tier ? RANKED_TIERS[tier]?.color : undefined
}

/** Sort rank, best first: tier-1 = 1, tier-2 = 2, tier-3 = 3, unknown and anything else = 4 (last). */
export function tierRank(tier: string | null | undefined): number {
  return (tier ? RANKED_TIERS[tier]?.rank : undefined) ?? 4
}

/**
 * PandaScore grades series and tournaments s, a, b, c, d. S and A are the premier international and
 * top-league events, so both are tier-1; B is the next rung (tier-2); C the open and regional circuit
 * (tier-3); D (amateur and qualifiers), null and anything unexpected carry no usable grade: unknown.
 */
export function tierFromPandaScore(tier: string | null | undefined): Tier {
  switch (tier?.trim().toLowerCase()) {
    case 's':
    case 'a':
      return 'tier-1'
    case 'b':
      return 'tier-2'
    case 'c':
      return 'tier-3'
    default:
      return 'unknown'
  }
}
