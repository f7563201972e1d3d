import { paths } from '#shared/paths'
import type { DetailPageText } from '#web/components/layout/detail-page'
import { matchMessages } from '#web/lib/messages'

/** What the event page says while loading, when the event is unknown and when its read fails. */
export const eventPageText: DetailPageText = {
  noun: 'Event',
  loading: 'Loading event details...',
  failed: matchMessages.eventLoadFailed,
  reload: 'Reload event',
  notFound: {
    title: 'Event not found',
    text: "The event you're looking for doesn't exist or has been moved.",
    head: matchMessages.eventNotFound,
  },
  back: { label: 'Back to Events', to: (game) => paths.events(game) },
  log: { loadFailed: 'Event details failed to load', pageFailed: 'Event page failed' },
}
