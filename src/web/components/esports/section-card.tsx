import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn'

/** A titled section card (Recent Matches, Upcoming Matches, Active Roster...). */
export function SectionCard({
  id,
  title,
  icon,
  action,
  children,
  className,
}: {
  id: string
  title: ReactNode
  icon?: ReactNode
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border bg-card p-5 shadow-sm sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
