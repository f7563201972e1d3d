import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import { dashboardKeys } from './keys'

/** §2.18 Database Status: article count, active feeds, and every feed source. */
function getDashboard() {
  return apiRequest('/api/admin/overview', { answer: 'AdminDashboardSchema' })
}

const dashboardQueries = {
  detail: () =>
    queryOptions({
      queryKey: dashboardKeys.detail(),
      queryFn: getDashboard,
      staleTime: 0,
      // The panel's own auto-update decides when to re-read.
      refetchOnWindowFocus: false,
    }),
}

export function useDashboard() {
  return useQuery(dashboardQueries.detail())
}
