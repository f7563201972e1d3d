import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { PlayerList } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

interface PlayersQuery {
  game?: GameSlug
  limit?: number
}

/** §2.12/§7: players with their team, ordered by name; one game's or every game's. */
function getPlayers(query: PlayersQuery): Promise<PlayerList> {
  const params = new URLSearchParams()
  if (query.game) params.set('game', query.game)
  if (query.limit) params.set('limit', String(query.limit))
  const search = params.toString()
  return apiRequest(`/api/players${search ? `?${search}` : ''}`, { answer: 'PlayerListSchema' })
}

export const playerQueries = {
  list: (query: PlayersQuery) => {
    const key: PlayersQuery = {}
    if (query.game) key.game = query.game
    if (query.limit) key.limit = query.limit
    return queryOptions({
      queryKey: [...esportsKeys.all(), 'players', key] as const,
      queryFn: () => getPlayers(key),
    })
  },
}

export function usePlayers(query: PlayersQuery) {
  return useQuery(playerQueries.list(query))
}
