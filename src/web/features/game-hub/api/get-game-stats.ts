import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { GameHubStats } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

/** §2.9/§3 Game hub stats: the game's team, player and article counts. */
function getGameStats(game: GameSlug): Promise<GameHubStats> {
  return apiRequest(`/api/games/${game}/stats`, { answer: 'GameHubStatsSchema' })
}

export const gameStatsQueries = {
  detail: (game: GameSlug) =>
    queryOptions({
      queryKey: [...esportsKeys.all(), 'game-stats', game] as const,
      queryFn: () => getGameStats(game),
    }),
}

export function useGameStats(game: GameSlug) {
  return useQuery(gameStatsQueries.detail(game))
}
