import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { RefreshCw, SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLocation, useParams } from 'react-router'
import { gameDisplayName } from '../../../shared/domain/games'
import {
  matchesNewsSearch,
  newsListingDescription,
  newsListingTitle,
} from '../../../shared/domain/news-listing'
import { tagLabel } from '../../../shared/domain/tags'
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/breadcrumb'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingCards } from '../../components/layout/loading-cards'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '../../../shared/domain/og-image'
import { Button } from '../../components/ui/button'
import { SearchField } from '../../components/ui/search-field'
import { articleTagQueries, useArticleTags } from '../../features/news/api/get-article-tags'
import { articleQueries, useArticles } from '../../features/news/api/get-articles'
import { ArticleCard } from '../../features/news/components/article-card'
import { NewsFilters } from '../../features/news/components/news-filters'
import { listingFilters, NEWS_PAGE_SIZE, newsListingPath } from '../../features/news/utils/listing'
import { stripHtml } from '../../../shared/domain/html-text'
import { useArticleChanges } from '../../lib/realtime'
import { prefetchPageData } from '../../lib/route-data'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration'
import { paths } from '../../paths'

function listQuery(filters: ReturnType<typeof listingFilters>) {
  return articleQueries.list({ limit: NEWS_PAGE_SIZE, ...filters })
}

export function loader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const filters = listingFilters(params, new URL(request.url).pathname)
    await prefetchPageData(queryClient, [listQuery(filters), articleTagQueries.list()])
    return null
  }
}

export function Component() {
  const { pathname } = useLocation()
  const params = useParams()
  const { game, tag } = listingFilters(params, pathname)
  const queryClient = useQueryClient()
  const list = useArticles({ limit: NEWS_PAGE_SIZE, game, tag })
  const tags = useArticleTags()
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

  const articles = (list.data?.articles ?? []).filter((article) =>
    matchesNewsSearch({ title: article.title, summary: stripHtml(article.summary) }, search),
  )
  const loading = list.isPending && !list.isError

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
        title={title}
        description={description}
        path={newsListingPath(game, tag)}
        card={game ? ogImagePaths.game(game) : undefined}
        feed={{ game, tag }}
      />
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

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <NewsFilters
          game={game}
          tag={tag}
          tags={tags.data?.tags ?? (tags.isError ? [] : undefined)}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:pb-2"
        />
        <section aria-labelledby="news-results" className="flex min-w-0 flex-col gap-4">
          <h2 id="news-results" className="sr-only">
            Articles
          </h2>
          {loading ? (
            <LoadingCards label="Loading articles..." />
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
                Showing {articles.length} articles
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {articles.map((article, index) => (
                  <li key={article.id} className={index >= 3 ? 'render-when-near' : undefined}>
                    <ArticleCard article={article} priority={index < 3} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </PageContainer>
  )
}
