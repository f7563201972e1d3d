import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Card } from './card'

/** One figure with its label (admin screens' stat rows), e.g. "Total Articles 128". */
export function StatCard({
  label,
  value,
  icon,
  className,
}: {
  label: string
  value: ReactNode
  icon?: ReactNode
  className?: string
}) {
  return (
    <Card className={cn('flex items-center justify-between gap-3 p-5', className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="truncate text-2xl font-bold tabular-nums">{value}</p>
      </div>
      {icon ? (
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
    </Card>
  )
}
