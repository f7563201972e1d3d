import { showingText } from '#shared/domain/showing'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { RefreshCw, RotateCcw, SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { data, Link, type LoaderFunctionArgs, useLocation, useParams, useRouteError } from 'react-router'
import { gameDisplayName } from '#shared/domain/games'
import { matchesNewsSearch, newsListingDescription, newsListingTitle } from '#shared/domain/news-listing'
import { tagLabel } from '#shared/domain/tags'
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/breadcrumb'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingCards } from '../../components/layout/loading-cards'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Button } from '../../components/ui/button'
import { SearchField } from '../../components/ui/search-field'
import { articleTagQueries, useArticleTags } from '../../features/news/api/get-article-tags'
import { absoluteUrl } from '#shared/domain/seo'
import { PageNotFound, PageUnavailable } from '../../components/layout/page-errors'
import { articleQueries, useArticleListing } from '../../features/news/api/get-articles'
import { ArticleCard } from '../../features/news/components/article-card'
import { ListingPager } from '../../features/news/components/listing-pager'
import { NewsFilters } from '../../features/news/components/news-filters'
import {
  type ListingFilters,
  listingFilters,
  listingPageHref,
  listingPageNumber,
  NEWS_PAGE_SIZE,
  newsListingPath,
} from '../../features/news/utils/listing'
import { stripHtml } from '#shared/domain/html-text'
import { useArticleChanges } from '../../lib/realtime'
import { isNotFoundResponse, prefetchPageData } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration'
import { paths } from '#shared/paths'

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
  const { pathname, search: query } = useLocation()
  const params = useParams()
  const site = useSite()
  const { game, tag } = listingFilters(params, pathname)
  const page = listingPageNumber(new URLSearchParams(query)) ?? 1
  const queryClient = useQueryClient()
  const list = useArticleListing({ limit: NEWS_PAGE_SIZE, game, tag, page })
  const tags = useArticleTags(game)
  const [search, setSearch] = useState('')
  const searchField = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration([{ ref: searchField, value: search }], ([typed]) => setSearch(typed ?? ''))
  const [refreshing, setRefreshing] = useState(false)

  // §2.7: any insert, update or delete of an article refreshes the listing.
  useArticleChanges(() => {
    void queryClient.invalidateQueries({ queryKey: articleQueries.all() })
  })

  // §8: news listing fetch errors are logged only.
  useEffect(() => {
    if (list.error) console.warn('News listing: failed to load articles', list.error)
  }, [list.error])
  useEffect(() => {
    if (tags.error) console.warn('News listing: failed to load tags', tags.error)
  }, [tags.error])

  const tagName = tag ? tags.data?.tags.find((entry) => entry.slug === tag)?.name : undefined
  const title = newsListingTitle({ game, tag, tagName })
  const description = newsListingDescription({ game, tag, tagName })

  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.news() },
  ]
  if (game) crumbs.push({ label: gameDisplayName(game), to: newsListingPath(game) })
  if (tag) crumbs.push({ label: tagName || tagLabel(tag) })

  const pages = list.data?.pages ?? []
  const articles = pages
    .flatMap((loaded) => loaded.articles)
    .filter((article) =>
      matchesNewsSearch({ title: article.title, summary: stripHtml(article.summary) }, search),
    )
  const loading = list.isPending && !list.isError
  const remaining = pages.at(-1)?.remaining ?? 0
  // The numbered pages crawlers and script-less readers follow; "Load more" appends the same stories in place.
  const listingPath = newsListingPath(game, tag)
  const nextHref = listingPageHref(listingPath, page + Math.max(1, pages.length))
  const hasNext = (pages[0]?.remaining ?? 0) > 0
  // With a game, a tag none of its stories carry would list nothing: the sidebar leaves it out.
  const sidebarTags = tags.data?.tags.filter((entry) => !game || entry.articleCount > 0 || entry.slug === tag)

  async function refresh() {
    setRefreshing(true)
    try {
      await Promise.all([list.refetch(), tags.refetch()])
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <PageContainer className="flex flex-col gap-8">
      {/* /news/articles-latest/… and /news/… show the same listing: one canonical address for both. */}
      <Seo
        title={page > 1 ? `${title} - Page ${page}` : title}
        description={description}
        path={listingPageHref(listingPath, page)}
        card={game ? ogImagePaths.game(game) : undefined}
        feed={{ game, tag }}
      />
      {hasNext ? (
        <link rel="next" href={absoluteUrl(site.siteUrl, listingPageHref(listingPath, page + 1))} />
      ) : null}
      {page > 1 ? (
        <link rel="prev" href={absoluteUrl(site.siteUrl, listingPageHref(listingPath, page - 1))} />
      ) : null}
      <Breadcrumb items={crumbs} />
      <PageHeader title={title} description={description}>
        <div className="mt-2 flex items-center gap-3">
          <SearchField
            label="Search articles"
            placeholder="Search articles..."
            value={search}
            onChange={setSearch}
            inputRef={searchField}
            className="flex-1 sm:max-w-md"
          />
          <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'motion-safe:animate-spin' : undefined} />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </PageHeader>
      {game ? <GameSubNav gameSlug={game} /> : null}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <NewsFilters
          game={game}
          tag={tag}
          tags={sidebarTags ?? (tags.isError ? [] : undefined)}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:pb-2"
        />
        <section aria-labelledby="news-results" className="flex min-w-0 flex-col gap-4">
          <h2 id="news-results" className="sr-only">
            Articles
          </h2>
          {loading ? (
            <LoadingCards label="Loading articles..." />
          ) : list.isError && !list.data ? (
            // A failed read is not an empty result: say so, and offer the retry (never "No articles found").
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center"
            >
              <p className="text-lg font-medium">The articles could not be loaded.</p>
              <p className="text-muted-foreground">Check your connection and try again.</p>
              <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
                <RotateCcw aria-hidden="true" />
                {list.isFetching ? 'Retrying...' : 'Try again'}
              </Button>
            </div>
          ) : articles.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="text-lg font-medium">No articles found matching your criteria.</p>
              <Button asChild variant="hero">
                <Link to={paths.news()} onClick={() => setSearch('')}>
                  View All Articles
                </Link>
              </Button>
            </div>
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {showingText(articles.length, 'article')}
              </p>
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {articles.map((article, index) => (
                  <li key={article.id} className={index >= 3 ? 'render-when-near' : undefined}>
                    <ArticleCard article={article} priority={index < 3} />
                  </li>
                ))}
              </ul>
              <ListingPager
                remaining={remaining}
                nextHref={nextHref}
                prevHref={page > 1 ? listingPageHref(listingPath, page - 1) : undefined}
                onLoadMore={() => void list.fetchNextPage()}
                loadingMore={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
              />
            </>
          )}
        </section>
      </div>
    </PageContainer>
  )
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
