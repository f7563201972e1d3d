import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'

/** §4 Admin session: the signed-in user and their role, read fresh on every auth change. */
function getMe() {
  return apiRequest('/api/me', { cache: 'no-store', answer: 'MeSchema' })
}

export const meQueries = {
  detail: () =>
    queryOptions({
      queryKey: ['auth', 'me'] as const,
      queryFn: getMe,
      staleTime: 60_000,
    }),
}

export function useMe() {
  return useQuery(meQueries.detail())
}
