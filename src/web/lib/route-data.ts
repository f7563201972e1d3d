import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { data, redirect } from 'react-router'
import { ApiError } from './api-client'

// biome-ignore lint/suspicious/noExplicitAny: a list of reads of different data and key types
type AnyQueryOptions = FetchQueryOptions<any, Error, any, any>

const isServer = import.meta.env.SSR

/**
 * Route loaders fill the query cache through this. During SSR every read is awaited, so the HTML carries the
 * data; a failed read is dropped from the cache, so the page renders that section's loading state and the
 * browser retries it (one failure empties only its own section). In the browser the reads start but the
 * navigation does not wait for them: the new page shows its skeletons at once.
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  queries: readonly AnyQueryOptions[],
): Promise<void> {
  if (!isServer) {
    for (const query of queries) void queryClient.prefetchQuery(query)
    return
  }
  const results = await Promise.allSettled(queries.map((query) => queryClient.ensureQueryData(query)))
  results.forEach((result, index) => {
    const query = queries[index]
    if (result.status === 'rejected' && query) {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
      incomplete.add(queryClient)
    }
  })
}

// Server renders in which a read failed (and was left for the browser to retry): no cache may keep that page.
const incomplete = new WeakSet<QueryClient>()

/** Whether a read of this render failed: the page shows an error or empty state the data does not justify. */
export function renderWasIncomplete(queryClient: QueryClient): boolean {
  return incomplete.has(queryClient)
}

/**
 * Like `prefetchPageData` for the one read a detail page is about: during SSR a 404 from the API becomes the
 * route's 404 response (thrown, so the route's ErrorBoundary renders and the server answers 404).
 */
export async function prefetchPageEntity(
  queryClient: QueryClient,
  query: AnyQueryOptions,
  others: readonly AnyQueryOptions[] = [],
): Promise<void> {
  if (!isServer) {
    await prefetchPageData(queryClient, [query, ...others])
    return
  }
  const [entity] = await Promise.allSettled([
    queryClient.ensureQueryData(query),
    prefetchPageData(queryClient, others),
  ])
  if (entity.status === 'rejected') {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
    if (isNotFound(entity.reason)) throw data(null, { status: 404, statusText: 'Not Found' })
    incomplete.add(queryClient)
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * Decision 020: a page reached by a slug its article, team or player had before (or a cut-short slug) answers
 * 301 with the current address, so old links and crawlers land on it. `requested` is the slug in the URL,
 * `current` the one the entity has now; `also` lists other keys the page accepts as they are (an article's id).
 */
export function redirectIfMoved(
  requested: string,
  current: string | undefined,
  to: (slug: string) => string,
  also: readonly string[] = [],
): void {
  if (!current || requested === current || also.includes(requested)) return
  throw redirect(to(current), 301)
}
