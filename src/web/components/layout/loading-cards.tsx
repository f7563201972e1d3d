import { cn } from '../../lib/cn'
import { Card, CardContent, CardHeader } from '../ui/card'
import { Skeleton } from '../ui/skeleton'

// Apart from page.tsx, so that detail pages, which never show it, do not download the card component.

/** §9: 6 placeholder cards while a list loads; announced once as a status to screen readers. */
export function LoadingCards({
  count = 6,
  label = 'Loading...',
  className,
}: {
  count?: number
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} aria-hidden="true" className="overflow-hidden">
          <Skeleton className="aspect-video w-full rounded-none" />
          <CardHeader>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-6 w-4/5" />
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
