import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** One labelled figure of a result or snapshot card, inside a <dl>: "Teams Synced 42". */
export function Figure({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-3">
      <dt className={cn('text-sm text-muted-foreground', icon && 'flex items-center gap-1.5')}>
        {icon}
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  )
}
