import type { QueryClient } from '@tanstack/react-query'
import { Bot, Clock, ExternalLink, Lightbulb, RotateCcw, Tags } from 'lucide-react'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router'
import { absoluteUrl, breadcrumbJsonLd, newsArticleJsonLd, PERSONA_JOB_TITLE } from '#shared/domain/seo'
import type { Article } from '#shared/schemas/article'
import { JsonLd } from '../../components/json-ld'
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/breadcrumb'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { PageUnavailable } from '../../components/layout/page-errors'
import { LocalTime, serverTimeText } from '../../components/local-time'
import { Seo } from '../../components/seo'
import { ogImagePaths } from '#shared/domain/og-image'
import { Spoiler, useSpoilerReveal } from '../../components/spoiler'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { articleDetailQueries, useArticle } from '../../features/article/api/get-article'
import {
  articleSummaryQueries,
  getStoredArticleSummary,
} from '../../features/article/api/get-article-summary'
import { ArticleContent } from '../../features/article/components/article-content'
import { ArticleNotFound } from '../../features/article/components/article-not-found'
import { ArticleSummary } from '../../features/article/components/article-summary'
import { ShareButtons } from '../../features/article/components/share-button'
import { articleGame, relatedTopics, truncateTitle } from '../../features/article/utils/article-page'
import { articleQueries } from '../../features/news/api/get-articles'
import { ArticleImage, DEFAULT_ARTICLE_IMAGE } from '../../features/news/components/article-image'
import { RecentNews, recentNewsQuery } from '../../features/news/components/recent-news'
import { newsListingPath } from '../../features/news/utils/listing'
import { stripHtml } from '#shared/domain/html-text'
import { cn } from '../../lib/cn'
import { isNotFound, prefetchPageEntity, redirectIfMoved } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { useSpoilerFree } from '../../lib/spoiler'
import { paths } from '#shared/paths'

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

/** The article version a summary belongs to (its key in the cache). */
function summaryVersion(article: Article): string {
  return article.updatedAt || article.publishedAt
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
  return <ArticleView article={data.article} />
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

function ArticleView({ article }: { article: Article }) {
  const site = useSite()
  const game = articleGame(article.detectedGame)
  const path = paths.article(article)
  const url = absoluteUrl(site.siteUrl, path)
  const description = stripHtml(article.summary)
  const insights = stripHtml(article.insights)
  const topics = relatedTopics(article.tags, game, newsListingPath)
  const image = article.imageUrl || DEFAULT_ARTICLE_IMAGE
  const gameListing = game.slug ? paths.newsLatest(game.slug) : undefined

  // Spoiler-free mode (issue 5): a headline stating a result sits behind "Show headline", and the story's text
  // (summary panel, body, insights) behind one "Show article" when any of it, or the headline, states one. The
  // server works out which (`storySpoilers`).
  const { spoilers } = article
  const spoilerFree = useSpoilerFree()
  const headline = useSpoilerReveal()
  const text = useSpoilerReveal()
  const headlineHidden = spoilers.headline && !headline.revealed
  const textHidden = spoilers.text && !text.revealed
  // Read after the buttons' labels by screen readers: which story, without its result.
  const spoilerContext = `${game.name} story, ${serverTimeText(article.publishedAt)}`
  // The server cannot know the reader's choice, so the tab title is neutral only once the page has hydrated.
  const neutralTitle = spoilerFree && headlineHidden

  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.newsLatest() },
    { label: game.name, to: gameListing },
    {
      label: headlineHidden ? (
        <>
          <span className="spoiler-free:hidden">{truncateTitle(article.title)}</span>
          <span className="hidden spoiler-free:inline">Article</span>
        </>
      ) : (
        truncateTitle(article.title)
      ),
    },
  ]
  const structuredData = [
    newsArticleJsonLd(
      {
        title: article.title,
        summary: description,
        imageUrl: image,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt || article.publishedAt,
        slug: article.slug,
        id: article.id,
        // §2.4: every article is published under the persona.
        author: '',
        game: game.name,
        tags: topics.map((topic) => topic.label),
      },
      site,
    ),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: paths.home() },
        { name: 'News', path: paths.newsLatest() },
        ...(gameListing ? [{ name: game.name, path: gameListing }] : []),
        { name: article.title, path },
      ],
      site.siteUrl,
    ),
  ]

  const body = article.content.trim() ? (
    <ArticleContent html={article.content} />
  ) : description ? (
    <p className="text-lg leading-8">{description}</p>
  ) : null

  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={neutralTitle ? `${game.name} news` : article.title}
        bareTitle={!neutralTitle}
        description={description}
        path={path}
        image={image}
        card={ogImagePaths.article(article.slug || article.id)}
        feed={{ game: game.slug }}
        type="article"
        article={{
          author: site.personaName,
          publishedTime: article.publishedAt,
          modifiedTime: article.updatedAt || article.publishedAt,
          section: game.name,
          tags: topics.map((topic) => topic.label),
        }}
      />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <Breadcrumb items={crumbs} />

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-5">
            <Badge variant="highlight">{game.name}</Badge>
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl lg:leading-[1.1]">
              {spoilers.headline ? (
                <Spoiler
                  label="Show headline"
                  context={spoilerContext}
                  revealed={headline.revealed}
                  onReveal={headline.reveal}
                  className="inline-flex flex-wrap items-center gap-x-3 gap-y-2"
                  revealClassName="h-9 px-3 text-sm font-medium tracking-normal"
                  placeholder={<span className="text-muted-foreground italic">Headline hidden</span>}
                >
                  {article.title}
                </Spoiler>
              ) : (
                article.title
              )}
            </h1>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              <LocalTime date={article.publishedAt} />
            </p>
            <div className="flex flex-wrap items-center justify-between gap-4 border-y py-4">
              <Link to={paths.author(site.personaSlug)} className="group flex items-center gap-3 rounded-lg">
                <Avatar name={site.personaName} size={44} />
                <span className="flex flex-col">
                  <span className="font-semibold group-hover:text-primary group-hover:underline">
                    {site.personaName}
                  </span>
                  <span className="text-sm text-muted-foreground">{PERSONA_JOB_TITLE}</span>
                </span>
              </Link>
              <ShareButtons title={article.title} url={url} />
            </div>
          </header>

          <div className={textHidden ? 'spoiler-free:hidden' : undefined}>
            <ArticleSummary articleId={article.id} version={summaryVersion(article)} />
          </div>

          {spoilers.text ? (
            <Spoiler
              block
              label="Show article"
              context={spoilerContext}
              revealed={text.revealed}
              onReveal={text.reveal}
              revealClassName="min-h-32 text-base"
            >
              {body}
            </Spoiler>
          ) : (
            body
          )}

          <figure className="overflow-hidden rounded-xl border bg-muted">
            <ArticleImage
              src={image}
              alt={neutralTitle ? `${game.name} story illustration` : article.title}
              width={1200}
              height={675}
              className="aspect-video w-full"
            />
          </figure>

          <footer className="flex flex-col gap-4 border-t pt-6">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              {article.originalUrl ? (
                <a
                  href={article.originalUrl}
                  target="_blank"
                  rel="nofollow noopener"
                  className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                >
                  Source
                  <span className="text-muted-foreground">({hostOf(article.originalUrl)})</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
              <Badge variant="outline">
                <Bot aria-hidden="true" />
                AI-rewritten
              </Badge>
            </p>
            <aside
              aria-label="About this article"
              className="rounded-lg border bg-muted/50 p-4 text-sm leading-relaxed text-muted-foreground"
            >
              <strong className="font-semibold text-foreground">Disclaimer:</strong> this article was
              rewritten by
              {` ${site.brand}`}'s AI from public reporting and may contain mistakes. It has not been
              fact-checked: please check results, rosters and dates against the original source before relying
              on them.
            </aside>
          </footer>
        </article>

        <aside aria-label="Article details" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          {insights ? (
            <section
              aria-labelledby="insights-heading"
              className={cn('rounded-xl border bg-card p-5 shadow-sm', textHidden && 'spoiler-free:hidden')}
            >
              <h2
                id="insights-heading"
                className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight"
              >
                <Lightbulb aria-hidden="true" className="size-5 text-highlight" />
                Insights
              </h2>
              <p className="leading-relaxed">{insights}</p>
            </section>
          ) : null}
          {topics.length > 0 ? (
            <section aria-labelledby="topics-heading" className="rounded-xl border bg-card p-5 shadow-sm">
              <h2
                id="topics-heading"
                className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight"
              >
                <Tags aria-hidden="true" className="size-5 text-primary" />
                Related Topics
              </h2>
              <ul className="flex flex-wrap gap-2">
                {topics.map((topic) => (
                  <li key={topic.label}>
                    {topic.to ? (
                      <Badge
                        asChild
                        variant="outline"
                        className="px-3 py-1 text-sm hover:border-primary hover:text-primary"
                      >
                        <Link to={topic.to}>{topic.label}</Link>
                      </Badge>
                    ) : (
                      <Badge variant="outline" className="px-3 py-1 text-sm">
                        {topic.label}
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <RecentNews excludeId={article.id} />
        </aside>
      </div>
    </PageContainer>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
