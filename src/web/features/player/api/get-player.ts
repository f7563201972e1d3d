import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlayerDetail } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

/** §2.13: a player with their team and statistics; 404 for an unknown slug. */
function getPlayer(playerSlug: string): Promise<PlayerDetail> {
  return apiRequest(`/api/players/by-slug/${encodeURIComponent(playerSlug)}`, {
    answer: 'PlayerDetailSchema',
  })
}

export const playerDetailQueries = {
  detail: (playerSlug: string) =>
    queryOptions({
      queryKey: [...esportsKeys.all(), 'player-by-slug', playerSlug] as const,
      queryFn: () => getPlayer(playerSlug),
    }),
}

export function usePlayer(playerSlug: string) {
  return useQuery(playerDetailQueries.detail(playerSlug))
}
