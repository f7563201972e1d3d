import { QueryClient } from '@tanstack/react-query'
import { GC_TIME_MS, MAX_RETRIES, retryDelay } from '#shared/domain/query-retry'
import { ApiError } from './api-client'

// §9: unused data discarded after 5 minutes; failed reads retried up to 3 times, 1000 ms × 2^attempt, ≤ 30 s.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
          return failureCount < MAX_RETRIES
        },
        retryDelay: (attempt) => retryDelay(attempt),
      },
    },
  })
}
