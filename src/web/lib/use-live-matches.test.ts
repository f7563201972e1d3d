import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidateMatchQueries } from './use-live-matches'

describe('invalidateMatchQueries', () => {
  it('marks the reads of matches and events stale, and nothing else', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    })
    const keys = [
      ['matches', { section: 'live' }],
      ['match', 'cs2', 'cobalt-tide-vs-aurora-vanguard-9800012'],
      ['events', 'cs2'],
      ['event', 'cs2', 'longship-masters-autumn-2026-9400001'],
      ['articles', 'latest'],
      ['esports', 'team', 'x'],
    ]
    for (const key of keys) queryClient.setQueryData(key, { read: true })
    await invalidateMatchQueries(queryClient)
    const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)
    expect(stale).toEqual([true, true, true, true, false, false])
  })
})
