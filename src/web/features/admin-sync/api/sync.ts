import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { GameSlug } from '#shared/domain/games'
import type { SyncRun } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'

interface StartSyncInput {
  /** Absent for all games (§7). */
  game?: GameSlug
  forceRefresh: boolean
}

/** §7 sync-pandascore-data as a background run: 202 with the run's id. */
function startSync(input: StartSyncInput) {
  return apiRequest('/api/admin/sync-pandascore-data', {
    method: 'POST',
    json: { ...input, waitForCompletion: false },
    answer: 'SyncStartResultSchema',
  })
}

/** GET /api/admin/sync-runs/:id: the job's real progress (replaces §9's +10 every 500 ms). */
function getSyncRun(id: string) {
  return apiRequest(`/api/admin/sync-runs/${encodeURIComponent(id)}`, { answer: 'SyncRunSchema' })
}

/** Polled every 500 ms while the run is queued or running. */
const SYNC_POLL_MS = 500

export function isFinished(run: Pick<SyncRun, 'status'> | undefined): boolean {
  return run?.status === 'done' || run?.status === 'failed'
}

const syncRunQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'sync-run', id] as const,
      queryFn: () => getSyncRun(id),
      staleTime: 0,
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchInterval: (query) => (isFinished(query.state.data) ? false : SYNC_POLL_MS),
      refetchIntervalInBackground: true,
    }),
}

export function useSyncRun(id: string | null) {
  return useQuery({ ...syncRunQueries.detail(id ?? ''), enabled: Boolean(id) })
}

export function useStartSync() {
  return useMutation({ mutationFn: startSync })
}

/** A finished sync changes teams and players everywhere. */
export function useRefreshAfterSync() {
  const queryClient = useQueryClient()
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'esports' || (query.queryKey[0] === 'admin' && query.queryKey[1] === 'teams'),
      }),
    [queryClient],
  )
}
