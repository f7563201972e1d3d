import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { TeamList, TeamListQuery } from '#shared/schemas/esports'
import { apiRequest } from '#web/lib/api-client'
import { esportsKeys } from '#web/lib/esports-keys'

interface TeamsQuery {
  game?: GameSlug
  sort?: TeamListQuery['sort']
  limit?: number
}

/** §2.10/§7: the teams of a game (or of every game), sorted by quality unless asked otherwise. */
function getTeams(query: TeamsQuery): Promise<TeamList> {
  const params = new URLSearchParams()
  if (query.game) params.set('game', query.game)
  if (query.sort) params.set('sort', query.sort)
  if (query.limit) params.set('limit', String(query.limit))
  const search = params.toString()
  return apiRequest(`/api/teams${search ? `?${search}` : ''}`, { answer: 'TeamListSchema' })
}

export const teamQueries = {
  list: (query: TeamsQuery) => {
    // Unset filters are left out of the key, so equal reads share one cache entry.
    const key: TeamsQuery = {}
    if (query.game) key.game = query.game
    if (query.sort) key.sort = query.sort
    if (query.limit) key.limit = query.limit
    return queryOptions({
      queryKey: [...esportsKeys.all(), 'teams', key] as const,
      queryFn: () => getTeams(key),
    })
  },
}

export function useTeams(query: TeamsQuery) {
  return useQuery(teamQueries.list(query))
}
