import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { dashboardKeys } from './keys'

/** §2.18 Database Status: article count, active feeds, and every feed source. */
export function getOverview() {
  return apiRequest('/api/admin/overview', { answer: 'AdminOverviewSchema' })
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
