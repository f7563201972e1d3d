import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EventDetail } from '#shared/schemas/matches'
import { apiRequest } from '#web/lib/api-client'

/** GET /api/events/:game/:slug: everything the event page shows; 404 for an unknown event. */
function getEvent(game: string, eventSlug: string): Promise<EventDetail> {
  return apiRequest(`/api/events/${encodeURIComponent(game)}/${encodeURIComponent(eventSlug)}`, {
    answer: 'EventDetailSchema',
    cache: 'no-cache',
  })
}

// Keys start with 'event': the live stream invalidates them when a score of the event changes.
export const eventQueries = {
  detail: (game: string, eventSlug: string) =>
    queryOptions({
      queryKey: ['event', game, eventSlug] as const,
      queryFn: () => getEvent(game, eventSlug),
    }),
}

export function useEvent(game: string, eventSlug: string) {
  return useQuery(eventQueries.detail(game, eventSlug))
}
