import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { data, redirect } from 'react-router'
import { ApiError } from './api-client'

// biome-ignore lint/suspicious/noExplicitAny: a list of reads of different data and key types
type AnyFetchOptions = FetchQueryOptions<any, Error, any, any>
// biome-ignore lint/suspicious/noExplicitAny: the same, for listings that grow page by page
type AnyInfiniteOptions = FetchInfiniteQueryOptions<any, Error, any, any, any>
type AnyQueryOptions = AnyFetchOptions | AnyInfiniteOptions

const isServer = import.meta.env.SSR

function isInfinite(query: AnyQueryOptions): query is AnyInfiniteOptions {
  return 'initialPageParam' in query
}

function ensure(queryClient: QueryClient, query: AnyQueryOptions): Promise<unknown> {
  return isInfinite(query) ? queryClient.fetchInfiniteQuery(query) : queryClient.ensureQueryData(query)
}

function prefetch(queryClient: QueryClient, query: AnyQueryOptions): void {
  if (isInfinite(query)) void queryClient.prefetchInfiniteQuery(query)
  else void queryClient.prefetchQuery(query)
}

/** The route's answer when a read the page is about failed: 503, so crawlers keep the last good copy and retry. */
function pageUnavailable(): never {
  throw data(null, { status: 503, statusText: 'Service Unavailable' })
}

/**
 * Route loaders fill the query cache through this. During SSR every read is awaited, so the HTML carries the
 * data. When a `required` read fails (the database is down, the API errs) the page has nothing honest to show:
 * the server answers 503 and the route's error boundary offers a retry, rather than a 200 that says "Loading…"
 * or "no articles". An `optional` read (a sidebar, a secondary section) that fails is dropped from the cache, so
 * only that section shows its loading state and the browser retries it. In the browser the reads start but the
 * navigation does not wait for them: the new page shows its skeletons at once.
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  required: readonly AnyQueryOptions[],
  optional: readonly AnyQueryOptions[] = [],
): Promise<void> {
  const queries = [...required, ...optional]
  if (!isServer) {
    for (const query of queries) prefetch(queryClient, query)
    return
  }
  const results = await Promise.allSettled(queries.map((query) => ensure(queryClient, query)))
  let requiredFailed = false
  results.forEach((result, index) => {
    const query = queries[index]
    if (result.status === 'rejected' && query) {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
      incomplete.add(queryClient)
      if (index < required.length) requiredFailed = true
    }
  })
  if (requiredFailed) pageUnavailable()
}

// Server renders in which a read failed (and was left for the browser to retry): no cache may keep that page.
const incomplete = new WeakSet<QueryClient>()

/** Whether a read of this render failed: the page shows an error or empty state the data does not justify. */
export function renderWasIncomplete(queryClient: QueryClient): boolean {
  return incomplete.has(queryClient)
}

/**
 * Like `prefetchPageData` for the one read a detail page is about (the others are optional): during SSR a 404
 * from the API becomes the route's 404 response, any other failure its 503 (thrown, so the route's
 * ErrorBoundary renders and the server answers with that status).
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
    ensure(queryClient, query),
    prefetchPageData(queryClient, [], others),
  ])
  if (entity.status === 'rejected') {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
    if (isNotFound(entity.reason)) throw data(null, { status: 404, statusText: 'Not Found' })
    incomplete.add(queryClient)
    pageUnavailable()
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

/** A route error that is the page's 404 (unknown slug, empty tag), as opposed to a failure to read. */
export function isNotFoundResponse(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 404
  )
}
