import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { data, type LoaderFunctionArgs, useLocation, useParams, useRouteError } from 'react-router'
import { PageNotFound, PageUnavailable } from '../../components/layout/page-errors'
import { articleTagQueries } from '../../features/news/api/get-article-tags'
import { articleQueries } from '../../features/news/api/get-articles'
import { NewsListingPage } from '../../features/news/components/news-listing-page'
import {
  type ListingFilters,
  listingFilters,
  listingPageNumber,
  NEWS_PAGE_SIZE,
} from '../../features/news/utils/listing'
import { isNotFoundResponse, prefetchPageData } from '../../lib/route-data'

function listingQuery(filters: ListingFilters, page: number) {
  return articleQueries.listing({ limit: NEWS_PAGE_SIZE, ...filters, page })
}

const notFound = () => data(null, { status: 404, statusText: 'Not Found' })

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const filters = listingFilters(params, url.pathname)
    const page = listingPageNumber(url.searchParams)
    if (page === null) throw notFound()
    const listing = listingQuery(filters, page)
    // The stories are what the page is for (503 without them); the sidebar's tags are not.
    await prefetchPageData(queryClient, [listing], [articleTagQueries.list(filters.game)])
    if (import.meta.env.SSR) {
      // An unknown or empty tag, or a page past the last, is not a page of this site: 404, not an empty 200.
      const first = queryClient.getQueryData(listing.queryKey)?.pages[0]
      if (first && first.articles.length === 0 && (filters.tag || page > 1)) throw notFound()
    }
    return null
  }
}

export function Component() {
  const { pathname, search } = useLocation()
  const { game, tag } = listingFilters(useParams(), pathname)
  const page = listingPageNumber(new URLSearchParams(search)) ?? 1
  return <NewsListingPage game={game} tag={tag} page={page} />
}

/** An unknown or empty tag, or a page past the last (404); a listing whose stories could not be read (503). */
export function ErrorBoundary() {
  const error = useRouteError()
  const notFoundError = isNotFoundResponse(error)
  useEffect(() => {
    if (!notFoundError) console.error('News listing failed', error)
  }, [error, notFoundError])
  return notFoundError ? (
    <PageNotFound />
  ) : (
    <PageUnavailable message="The latest stories could not be loaded just now. Please try again in a moment." />
  )
}
