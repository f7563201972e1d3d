import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { dashboardKeys } from './keys'
import type { AdminDashboard } from './types'

/** §2.18 Database Status: article count, active feeds, and every feed source. */
export function getOverview(): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/api/admin/overview')
}

export const overviewQueries = {
  detail: () =>
    queryOptions({
      queryKey: dashboardKeys.overview(),
      queryFn: getOverview,
      staleTime: 0,
      // The panel's own auto-update decides when to re-read.
      refetchOnWindowFocus: false,
    }),
}

export function useOverview() {
  return useQuery(overviewQueries.detail())
}
