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
import { Breadcrumb } from '../../components/layout/breadcrumb'
import { LoadingCards } from '../../components/layout/loading-cards'
import { PageContainer, titleFromSlug } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { authorQueries, useAuthor } from '../../features/author/api/get-author'
import { AuthorNotFound } from '../../features/author/components/author-not-found'
import { AuthorProfile, articlesPublishedText } from '../../features/author/components/author-profile'
import { absoluteUrl } from '#shared/domain/seo'
import { PageNotFound, PageUnavailable } from '../../components/layout/page-errors'
import { ArticleCard } from '../../features/news/components/article-card'
import { ListingPager } from '../../features/news/components/listing-pager'
import { listingPageHref, listingPageNumber } from '../../features/news/utils/listing'
import { isNotFound, prefetchPageEntity } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

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

const crumbs = [{ label: 'Home', to: paths.home() }, { label: 'Author' }]

export function Component() {
  const { authorSlug = '' } = useParams()
  const { pathname, search } = useLocation()
  const site = useSite()
  const { brand } = site
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

  if (isPending) {
    return (
      <PageContainer className="flex flex-col gap-8">
        <Seo title={titleFromSlug(authorSlug) || 'Author'} path={pathname} type="profile" />
        <Breadcrumb items={crumbs} />
        <div role="status" className="flex items-center gap-6 rounded-2xl border bg-card p-8">
          <span className="sr-only">Loading author...</span>
          <Skeleton className="size-28 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-9 w-56" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-full max-w-xl" />
          </div>
        </div>
        <LoadingCards label="Loading articles..." />
      </PageContainer>
    )
  }
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

  const { author, total } = first
  const articles = data.pages.flatMap((loaded) => loaded.articles)
  const remaining = data.pages.at(-1)?.remaining ?? 0
  const authorPath = paths.author(author.slug)
  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo
        title={`${author.displayName} - ${author.jobTitle || 'AI Esports Analyst'}`}
        description={author.bio || `${author.displayName}, ${author.jobTitle} at ${brand}.`}
        path={listingPageHref(authorPath, page)}
        image={author.avatar || undefined}
        type="profile"
      />
      {first.remaining > 0 ? (
        <link rel="next" href={absoluteUrl(site.siteUrl, listingPageHref(authorPath, page + 1))} />
      ) : null}
      {page > 1 ? (
        <link rel="prev" href={absoluteUrl(site.siteUrl, listingPageHref(authorPath, page - 1))} />
      ) : null}
      <Breadcrumb items={crumbs} />
      <AuthorProfile author={author} />
      <section aria-labelledby="author-articles" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="author-articles" className="text-2xl font-bold tracking-tight">
            Articles
          </h2>
          <p className="text-sm text-muted-foreground">{articlesPublishedText(total)}</p>
        </div>
        {articles.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            No articles found for this author.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.id} className={index >= 3 ? 'render-when-near' : undefined}>
                <ArticleCard article={article} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <ListingPager
          remaining={remaining}
          nextHref={listingPageHref(authorPath, page + data.pages.length)}
          prevHref={page > 1 ? listingPageHref(authorPath, page - 1) : undefined}
          onLoadMore={() => void fetchNextPage()}
          loadingMore={isFetchingNextPage}
          failed={isFetchNextPageError}
        />
      </section>
    </PageContainer>
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
