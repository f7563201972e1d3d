import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Skeleton } from '../ui/skeleton'

/** The centred content column every page uses. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8', className)}>{children}</div>
}

interface PageHeaderProps {
  title: ReactNode
  /** Shown above the title, e.g. an "Esports Hub" badge. */
  badge?: ReactNode
  description?: ReactNode
  className?: string
  children?: ReactNode
}

/** The page's one <h1>, with an optional badge above and a description below. */
export function PageHeader({ title, badge, description, className, children }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {badge}
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="max-w-3xl text-lg text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  )
}

/** A detail page's loading state: a title bar, a media block and text lines; the label is visible. */
export function LoadingDetail({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col gap-6', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-3">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  )
}

/** A readable stand-in title from a URL slug ("natus-vincere" → "Natus Vincere") until the data loads. */
export function titleFromSlug(slug: string | undefined): string {
  return (slug ?? '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
