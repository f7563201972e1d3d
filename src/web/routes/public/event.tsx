import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router'
import { DEFAULT_GAME, gameFromPath } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { DetailErrorBoundary, DetailPage } from '../../components/layout/detail-page'
import { eventQueries, useEvent } from '../../features/event/api/get-event'
import { EventPage } from '../../features/event/components/event-page'
import { eventPageText } from '../../features/event/utils/event-page'
import { prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'
import { useLiveMatches } from '#web/lib/use-live-matches'

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const game = gameFromPath(new URL(request.url).pathname) ?? DEFAULT_GAME
    const slug = params.eventSlug ?? ''
    const detail = eventQueries.detail(game, slug)
    // During SSR an unknown event throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(queryClient, detail)
    const event = queryClient.getQueryData(detail.queryKey)?.event
    if (event) redirectIfMoved(slug, event.slug, (current) => paths.event(event.game, current))
    return null
  }
}

export function Component() {
  const { eventSlug = '' } = useParams()
  const { pathname } = useLocation()
  const read = useEvent(gameFromPath(pathname) ?? DEFAULT_GAME, eventSlug)
  useLiveMatches()
  return (
    <DetailPage slug={eventSlug} read={read} text={eventPageText}>
      {(data, game) => <EventPage detail={data} game={game} />}
    </DetailPage>
  )
}

/** The server's 404 for an unknown event (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  return <DetailErrorBoundary text={eventPageText} />
}
