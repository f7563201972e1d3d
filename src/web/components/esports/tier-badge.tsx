import { Medal } from 'lucide-react'
import { type TierColor, tierColor, tierLabel } from '#shared/domain/tiers'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'

// §2.11: gold, silver and bronze for tier-1, tier-2 and tier-3; each pair keeps AA contrast in both themes.
const TIER_CLASSES: Record<TierColor, string> = {
  gold: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/15 dark:text-amber-200',
  silver:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-300/40 dark:bg-slate-300/15 dark:text-slate-100',
  bronze:
    'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-400/40 dark:bg-orange-400/15 dark:text-orange-200',
}

/** §9: "TIER 1" and so on; nothing for an unknown tier. */
export function TierBadge({ tier, className }: { tier: string | null | undefined; className?: string }) {
  const label = tierLabel(tier)
  const color = tierColor(tier)
  if (!label || !color) return null
  return (
    <Badge variant="outline" className={cn('tracking-wide', TIER_CLASSES[color], className)}>
      <Medal aria-hidden="true" />
      {label}
    </Badge>
  )
}
