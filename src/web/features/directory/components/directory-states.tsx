import { RotateCcw, SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button'
import { DirectoryCardSkeleton } from './team-card'

/** §9: 6 placeholder cards while a list loads, the size of the real cards; announced once. */
export function DirectoryPlaceholders({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <DirectoryCardSkeleton key={index} />
      ))}
    </div>
  )
}

/** §2.10/§2.12 empty list: "No Teams Found" / "No Players Found" and why. */
export function DirectoryEmpty({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  )
}

/** §8 list load failure: "Error" and the catalogue's message, with a retry. */
export function DirectoryError({
  message,
  onRetry,
  retrying,
}: {
  message: string
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-9 text-destructive" />
      <h2 className="text-xl font-bold tracking-tight">Error</h2>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden="true" className={retrying ? 'motion-safe:animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  )
}
