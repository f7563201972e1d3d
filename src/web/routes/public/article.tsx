import type { QueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router'
import { paths } from '#shared/paths'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { PageUnavailable } from '../../components/layout/page-errors'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { articleDetailQueries, useArticle } from '../../features/article/api/get-article'
import {
  articleSummaryQueries,
  getStoredArticleSummary,
} from '../../features/article/api/get-article-summary'
import { ArticleNotFound } from '../../features/article/components/article-not-found'
import { ArticlePage } from '../../features/article/components/article-page'
import { summaryVersion } from '../../features/article/utils/article-page'
import { articleQueries } from '../../features/news/api/get-articles'
import { RecentNews, recentNewsQuery } from '../../features/news/components/recent-news'
import { newsListingPath } from '../../features/news/utils/listing'
import { isNotFound, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const detail = articleDetailQueries.detail(params.slug ?? '')
    // During SSR an unknown article throws a 404 response: the server answers 404 and ErrorBoundary renders.
    await prefetchPageEntity(queryClient, detail, [articleQueries.list(recentNewsQuery)])
    const article = queryClient.getQueryData(detail.queryKey)?.article
    if (article) redirectIfMoved(params.slug ?? '', article.slug, paths.article, [article.id])
    if (import.meta.env.SSR && article) {
      // The summary is made when the article is written: the first HTML carries the panel. One not stored yet
      // (an older or just-edited article) is left to the browser, which asks the server to make it; the render
      // never waits for a model.
      try {
        const summary = await getStoredArticleSummary(article.id)
        queryClient.setQueryData(
          articleSummaryQueries.detail(article.id, summaryVersion(article)).queryKey,
          summary,
        )
      } catch {
        // None stored, or the read failed: the panel loads in the browser, as before.
      }
    }
    return null
  }
}

export function Component() {
  const { slug = '' } = useParams()
  const { pathname } = useLocation()
  const { data, error, isPending, isFetching, refetch } = useArticle(slug)

  // §8: an article load failure is logged; with no article the page shows the not-found text.
  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Article failed to load', error)
  }, [error])

  if (isPending) {
    const title = titleFromSlug(slug) || 'Article'
    return (
      <PageContainer>
        <Seo title={title} bareTitle type="article" path={pathname} />
        <h1 className="sr-only">{title}</h1>
        <LoadingDetail label="Loading article..." />
      </PageContainer>
    )
  }
  if (!data) {
    if (isNotFound(error)) return <ArticleNotFound path={pathname} />
    return (
      <PageUnavailable message="The article could not be loaded just now. Please try again in a moment.">
        <Button variant="outline" size="lg" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw aria-hidden="true" />
          Reload article
        </Button>
      </PageUnavailable>
    )
  }
  const { article } = data
  return (
    <ArticlePage
      article={article}
      listingPath={newsListingPath}
      recent={<RecentNews excludeId={article.id} />}
    />
  )
}

/** The server's 404 for an unknown article (thrown by the loader during SSR), and any failure of this page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error('Article page failed', error)
  }, [error, notFound])
  return notFound ? (
    <ArticleNotFound path={pathname} />
  ) : (
    <PageUnavailable message="The article could not be loaded just now. Please try again in a moment." />
  )
}
