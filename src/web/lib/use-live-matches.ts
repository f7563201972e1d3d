import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { MatchChange } from '#shared/schemas/match-changes'
import { batchChanges, subscribeToMatchChanges } from './realtime'

// Issue #14 item 3: a changed live score reaches every open page that shows the match, without a reload. The
// server announces each change (event "match") only after its response cache emptied, so the refetch reads it.

/**
 * The first key part of every read that shows a match: matches lists, a match page, events and an event page,
 * and a reader's followed set (issue #18).
 */
export const LIVE_MATCH_QUERY_ROOTS: readonly string[] = ['matches', 'match', 'events', 'event', 'following']

/** Marks every match and event read stale; the ones on screen refetch at once. */
export function invalidateMatchQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => LIVE_MATCH_QUERY_ROOTS.includes(String(query.queryKey[0])),
  })
}

/**
 * Keeps the page's matches and events live: on each burst of "match" events (and after the stream reconnects,
 * when changes may have been missed) their queries are invalidated. `onChange` sees the burst's changes, empty
 * after a reconnect. Browser only: nothing happens during SSR.
 */
export function useLiveMatches(onChange?: (changes: readonly MatchChange[]) => void): void {
  const queryClient = useQueryClient()
  const callback = useRef(onChange)
  useEffect(() => {
    callback.current = onChange
  })

  useEffect(() => {
    const batch = batchChanges<MatchChange>((changes) => {
      void invalidateMatchQueries(queryClient)
      callback.current?.(changes)
    })
    const unsubscribe = subscribeToMatchChanges(batch.push)
    return () => {
      batch.cancel()
      unsubscribe()
    }
  }, [queryClient])
}
