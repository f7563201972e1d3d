import { toArticleCard } from '#shared/domain/article-card'
import type { QueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router'
import { paths } from '#shared/paths'
import { PageNotFound, PageUnavailable } from '../../components/layout/page-errors'
import { Button } from '../../components/ui/button'
import { authorQueries, useAuthor } from '../../features/author/api/get-author'
import { AuthorNotFound } from '../../features/author/components/author-not-found'
import { AuthorLoading, AuthorPage } from '../../features/author/components/author-page'
import { PagedArticleList } from '../../features/news/components/paged-article-list'
import { listingPageHref, listingPageNumber } from '../../features/news/utils/listing'
import { isNotFound, prefetchPageEntity } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const page = listingPageNumber(new URL(request.url).searchParams)
    if (page === null) throw data(null, { status: 404, statusText: 'Not Found' })
    const detail = authorQueries.detail(params.authorSlug ?? '', page)
    // During SSR an unknown author throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(queryClient, detail)
    if (
      import.meta.env.SSR &&
      page > 1 &&
      !queryClient.getQueryData(detail.queryKey)?.pages[0]?.articles.length
    ) {
      throw data(null, { status: 404, statusText: 'Not Found' })
    }
    return null
  }
}

export function Component() {
  const { authorSlug = '' } = useParams()
  const { pathname, search } = useLocation()
  const page = listingPageNumber(new URLSearchParams(search)) ?? 1
  const {
    data,
    error,
    isPending,
    isFetching,
    refetch,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useAuthor(authorSlug, page)

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Author page failed to load', error)
  }, [error])

  if (isPending) return <AuthorLoading slug={authorSlug} path={pathname} />
  const first = data?.pages[0]
  if (!first) {
    if (!isNotFound(error)) {
      return (
        <PageUnavailable>
          <Button variant="outline" size="lg" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCcw aria-hidden="true" />
            Reload articles
          </Button>
        </PageUnavailable>
      )
    }
    return <AuthorNotFound path={pathname} />
  }

  const pageHref = (number: number) => listingPageHref(paths.author(first.author.slug), number)
  return (
    <AuthorPage first={first} page={page} pageHref={pageHref}>
      <PagedArticleList
        articles={data.pages.flatMap((loaded) => loaded.articles.map(toArticleCard))}
        empty="No articles found for this author."
        pager={{
          remaining: data.pages.at(-1)?.remaining ?? 0,
          nextHref: pageHref(page + data.pages.length),
          prevHref: page > 1 ? pageHref(page - 1) : undefined,
          onLoadMore: () => void fetchNextPage(),
          loadingMore: isFetchingNextPage,
          failed: isFetchNextPageError,
        }}
      />
    </AuthorPage>
  )
}

/** The server's 404 for an unknown author slug, and any failure of this page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { pathname, search } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error('Author page failed', error)
  }, [error, notFound])
  if (!notFound) return <PageUnavailable />
  // The author exists but the numbered page does not (past the last, or not a number).
  return new URLSearchParams(search).has('page') ? <PageNotFound /> : <AuthorNotFound path={pathname} />
}
