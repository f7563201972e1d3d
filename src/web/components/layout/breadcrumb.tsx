import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { cn } from '../../lib/cn'

export interface BreadcrumbItem {
  /** Text, or a node for a label that spoiler-free mode may hide (an article title stating a result). */
  label: ReactNode
  /** Absent for the current page (the last item). */
  to?: string
}

export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-muted-foreground print:hidden', className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={index} className="inline-flex min-w-0 items-center gap-1.5">
              {item.to && !last ? (
                <Link to={item.to} className="transition-colors hover:text-foreground hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="truncate font-medium text-foreground"
                >
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
