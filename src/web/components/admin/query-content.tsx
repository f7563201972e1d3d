import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../ui/button'

interface QueryContentProps {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'data' | 'refetch'>
  /** Shown while the first load runs, e.g. "Loading users...". */
  loading: string
  /** Shown, with "Try Again", when the first load failed, e.g. "Failed to fetch users". */
  failed: string
  /** Shown instead of the content when there is nothing to list, e.g. "No actions recorded."; else null. */
  empty?: string | null
  /** The vertical room the messages take. */
  className?: string
  children: ReactNode
}

/**
 * An admin list's first load: the loading line, the failure with "Try Again", then the content (or the empty
 * line). A failed re-read keeps showing the data already loaded.
 */
export function QueryContent({ query, loading, failed, empty, className, children }: QueryContentProps) {
  if (query.isPending) {
    return (
      <p role="status" className={cn('text-center text-muted-foreground', className)}>
        {loading}
      </p>
    )
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={cn('flex flex-col items-center gap-3 text-center', className)}>
        <p className="text-red-700 dark:text-red-400">{failed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (empty) return <p className={cn('text-center text-muted-foreground', className)}>{empty}</p>
  return children
}
