import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSlug } from '#shared/domain/games'
import type { EventList } from '#shared/schemas/matches'
import { apiRequest } from '#web/lib/api-client'

/** GET /api/events?game=…: a game's ongoing, upcoming and past events. */
function getEvents(game: GameSlug): Promise<EventList> {
  return apiRequest(`/api/events?${new URLSearchParams({ game })}`, {
    answer: 'EventListSchema',
    cache: 'no-cache',
  })
}

export const eventListQueries = {
  list: (game: GameSlug) =>
    queryOptions({
      queryKey: ['events', game] as const,
      queryFn: () => getEvents(game),
    }),
}

export function useEvents(game: GameSlug) {
  return useQuery(eventListQueries.list(game))
}
