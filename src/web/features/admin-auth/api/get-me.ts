import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client'
import type { Me } from '../utils/gate'

/** §4 Admin session: the signed-in user and their role, read fresh on every auth change. */
export function getMe(): Promise<Me> {
  return apiRequest<Me>('/api/me', { cache: 'no-store' })
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
