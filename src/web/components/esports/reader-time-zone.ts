import { useIsClient } from '../use-is-client'

/** The reader's IANA time zone, UTC when the browser cannot say. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * The time zone match times are written in: UTC on the server and during hydration (the same for every reader, so
 * hydration always matches), the reader's own once the browser has taken over.
 */
export function useReaderTimeZone(): { timeZone: string; local: boolean } {
  const isClient = useIsClient()
  return isClient ? { timeZone: readerTimeZone(), local: true } : { timeZone: 'UTC', local: false }
}
