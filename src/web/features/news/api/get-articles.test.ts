import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { articleQueries, refreshArticles } from './get-articles'

// §2.7 "Load more" beside the realtime stream: an article change arriving while the next page loads.

describe('refreshArticles', () => {
  it('lets a "Load more" under way finish: the page it appends is kept, not lost to the re-read', async () => {
    const client = new QueryClient()
    let release: () => void = () => {}
    const secondPage = new Promise<void>((resolve) => {
      release = resolve
    })
    const observer = new InfiniteQueryObserver(client, {
      queryKey: [...articleQueries.all(), 'listing', 'test'],
      initialPageParam: 0,
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        if (pageParam === 1) await secondPage
        return { page: pageParam }
      },
      getNextPageParam: (last: { page: number }) => (last.page < 2 ? last.page + 1 : undefined),
    })
    const unsubscribe = observer.subscribe(() => {})
    await observer.refetch()
    const more = observer.fetchNextPage()
    // A story changed on the server while the reader's second page is on its way.
    const refreshed = refreshArticles(client)
    release()
    await more
    await refreshed
    expect(observer.getCurrentResult().data?.pages.map((p) => p.page)).toEqual([0, 1])
    unsubscribe()
    client.clear()
  })
})
