import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw, RotateCcw, SearchX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from '#web/components/link'
import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { matchesNewsSearch, newsListingDescription, newsListingTitle } from '#shared/domain/news-listing'
import { ogImagePaths } from '#shared/domain/og-image'
import { absoluteUrl } from '#shared/domain/seo'
import { showingText } from '#shared/domain/showing'
import { tagLabel } from '#shared/domain/tags'
import { paths } from '#shared/paths'
import type { ArticleCard as Card } from '#shared/schemas/article'
import { Breadcrumb, type BreadcrumbItem } from '#web/components/layout/breadcrumb'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { LoadingCards } from '#web/components/layout/loading-cards'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Button } from '#web/components/ui/button'
import { SearchField } from '#web/components/ui/search-field'
import { useArticleChanges } from '#web/lib/realtime'
import { useSite } from '#web/lib/site'
import { pageTextProps } from '#web/lib/boot-state'
import { useArticleTags } from '../api/get-article-tags'
import { articleQueries, refreshArticles, useArticleListing } from '../api/get-articles'
import { listingPageHref, NEWS_PAGE_SIZE, newsListingPath } from '../utils/listing'
import { ArticleCard } from './article-card'
import { ListingPager } from './listing-pager'
import { NewsFilters } from './news-filters'
import { useTypedField } from '#web/components/use-typed-field'

/** §2.7 a news listing: all stories, a game's, or a tag's; numbered pages with "Load more", search and tags. */
export function NewsListingPage({ game, tag, page }: { game?: GameSlug; tag?: string; page: number }) {
  const queryClient = useQueryClient()
  const listing = { limit: NEWS_PAGE_SIZE, game, tag, page }
  const list = useArticleListing(listing)
  const { tags, tagName, sidebarTags } = useListingTags(game, tag)
  const [search, setSearch, searchField] = useTypedField()

  // §2.7: any insert, update or delete of an article refreshes the listing.
  useArticleChanges(() => {
    void refreshArticles(queryClient)
  })

  // §8: news listing fetch errors are logged only.
  useEffect(() => {
    if (list.error) console.warn('News listing: failed to load articles', list.error)
  }, [list.error])

  const title = newsListingTitle({ game, tag, tagName })
  const description = newsListingDescription({ game, tag, tagName })

  const pages = list.data?.pages ?? []
  const articles = pages
    .flatMap((loaded) => loaded.articles)
    .filter((article) => matchesNewsSearch({ title: article.title, summary: article.summary }, search))
  const hasNext = (pages[0]?.remaining ?? 0) > 0

  return (
    <PageContainer className="flex flex-col gap-8">
      <ListingHead
        title={title}
        description={description}
        game={game}
        tag={tag}
        page={page}
        hasNext={hasNext}
      />
      <Breadcrumb items={listingCrumbs(game, tag, tagName)} />
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
          <RefreshButton onRefresh={() => Promise.all([list.refetch(), tags.refetch()])} />
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
          <ListingResults
            list={list}
            queryKey={articleQueries.listing(listing).queryKey}
            articles={articles}
            listingPath={newsListingPath(game, tag)}
            page={page}
            onShowAll={() => setSearch('')}
          />
        </section>
      </div>
    </PageContainer>
  )
}

type Listing = ReturnType<typeof useArticleListing>

/** The listing's stories: loading, the failure with a retry, none found, or the cards and the pager. */
function ListingResults({
  list,
  queryKey,
  articles,
  listingPath,
  page,
  onShowAll,
}: {
  list: Listing
  /** The listing's query, whose first page's cards the list holds in order (boot-state.ts). */
  queryKey: readonly unknown[]
  articles: readonly Card[]
  listingPath: string
  page: number
  onShowAll: () => void
}) {
  const loading = list.isPending && !list.isError
  const pages = list.data?.pages ?? []
  const remaining = pages.at(-1)?.remaining ?? 0
  // The numbered pages crawlers and script-less readers follow; "Load more" appends the same stories in place.
  const nextHref = listingPageHref(listingPath, page + Math.max(1, pages.length))
  return loading ? (
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
        <Link to={paths.news()} onClick={onShowAll}>
          View All Articles
        </Link>
      </Button>
    </div>
  ) : (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {showingText(articles.length, 'article')}
      </p>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" {...pageTextProps.cards(queryKey)}>
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
  )
}

/** §2.7 breadcrumb: Home › News, then the game and the tag when the listing has them. */
function listingCrumbs(game: GameSlug | undefined, tag: string | undefined, tagName: string | undefined) {
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.news() },
  ]
  if (game) crumbs.push({ label: gameDisplayName(game), to: newsListingPath(game) })
  if (tag) crumbs.push({ label: tagName || tagLabel(tag) })
  return crumbs
}

/** The listing's head: title and description of the numbered page, its canonical address, and rel prev/next. */
function ListingHead({
  title,
  description,
  game,
  tag,
  page,
  hasNext,
}: {
  title: string
  description: string
  game: GameSlug | undefined
  tag: string | undefined
  page: number
  hasNext: boolean
}) {
  const site = useSite()
  const listingPath = newsListingPath(game, tag)
  return (
    <>
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
    </>
  )
}

/** §2.7 "Refresh": reads the stories and the tags again; "Refreshing..." meanwhile. */
function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [refreshing, setRefreshing] = useState(false)
  async function refresh() {
    setRefreshing(true)
    try {
      await onRefresh()
    } finally {
      setRefreshing(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
      <RefreshCw aria-hidden="true" className={refreshing ? 'motion-safe:animate-spin' : undefined} />
      {refreshing ? 'Refreshing...' : 'Refresh'}
    </Button>
  )
}

/** The sidebar's tags and the name of the listing's tag; a failed read is only logged (§8). */
function useListingTags(game: GameSlug | undefined, tag: string | undefined) {
  const tags = useArticleTags(game)
  useEffect(() => {
    if (tags.error) console.warn('News listing: failed to load tags', tags.error)
  }, [tags.error])
  const tagName = tag ? tags.data?.tags.find((entry) => entry.slug === tag)?.name : undefined
  // With a game, a tag none of its stories carry would list nothing: the sidebar leaves it out.
  const sidebarTags = tags.data?.tags.filter((entry) => !game || entry.articleCount > 0 || entry.slug === tag)
  return { tags, tagName, sidebarTags }
}
