import type { ReactNode } from 'react'
import { breadcrumbJsonLd, newsArticleJsonLd } from '#shared/domain/seo'
import { stripHtml } from '#shared/domain/html-text'
import { ogImagePaths } from '#shared/domain/og-image'
import { paths } from '#shared/paths'
import type { Article } from '#shared/schemas/article'
import { ArticleImage, DEFAULT_ARTICLE_IMAGE } from '#web/components/article-image'
import { JsonLd } from '#web/components/json-ld'
import { Breadcrumb, type BreadcrumbItem } from '#web/components/layout/breadcrumb'
import { PageContainer } from '#web/components/layout/page'
import { serverTimeText } from '#web/components/local-time'
import { Seo } from '#web/components/seo'
import { Spoiler, useSpoilerReveal } from '#web/components/spoiler'
import { useSite } from '#web/lib/site'
import { useSpoilerFree } from '#web/lib/spoiler'
import {
  type ArticleGame,
  articleGame,
  relatedTopics,
  summaryVersion,
  truncateTitle,
  type TopicLink,
} from '../utils/article-page'
import { ArticleContent } from './article-content'
import { ArticleDetails, ArticleFooter, ArticleHeader } from './article-page-parts'
import { ArticleSummary } from './article-summary'

interface ArticlePageProps {
  article: Article
  /** The listing a topic links to (§2.7). */
  listingPath: (game?: string, tag?: string) => string
  /** The "Recent News" list at the end of the sidebar. */
  recent: ReactNode
}

/** §2.8 the page of a loaded article: breadcrumb, header, summary panel, body, image, sources and sidebar. */
export function ArticlePage({ article, listingPath, recent }: ArticlePageProps) {
  const game = articleGame(article.detectedGame)
  const description = stripHtml(article.summary)
  const topics = relatedTopics(article.tags, game, listingPath)
  const image = article.imageUrl || DEFAULT_ARTICLE_IMAGE

  // Spoiler-free mode: a headline stating a result sits behind "Show headline", and the story's text (summary
  // panel, body, insights) behind one "Show article" when any of it, or the headline, states one. The server
  // works out which (`storySpoilers`).
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

  const body = article.content.trim() ? (
    <ArticleContent html={article.content} />
  ) : description ? (
    <p className="text-lg leading-8">{description}</p>
  ) : null

  return (
    <PageContainer className="flex flex-col gap-6">
      <ArticleHead article={article} game={game} topics={topics} image={image} neutralTitle={neutralTitle} />
      <Breadcrumb items={articleCrumbs(article, game, headlineHidden)} />

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="flex min-w-0 flex-col gap-8">
          <ArticleHeader article={article} game={game} headline={headline} spoilerContext={spoilerContext} />

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

          <ArticleFooter originalUrl={article.originalUrl} />
        </article>

        <ArticleDetails insights={stripHtml(article.insights)} textHidden={textHidden} topics={topics}>
          {recent}
        </ArticleDetails>
      </div>
    </PageContainer>
  )
}

/** §2.8 breadcrumb: Home › News › game › the title (hidden in spoiler-free mode when it states a result). */
function articleCrumbs(article: Article, game: ArticleGame, headlineHidden: boolean): BreadcrumbItem[] {
  const title = truncateTitle(article.title)
  return [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.newsLatest() },
    { label: game.name, to: game.slug ? paths.newsLatest(game.slug) : undefined },
    {
      label: headlineHidden ? (
        <>
          <span className="spoiler-free:hidden">{title}</span>
          <span className="hidden spoiler-free:inline">Article</span>
        </>
      ) : (
        title
      ),
    },
  ]
}

/** The article page's head tags and structured data (NewsArticle and breadcrumb). */
function ArticleHead({
  article,
  game,
  topics,
  image,
  neutralTitle,
}: {
  article: Article
  game: ArticleGame
  topics: readonly TopicLink[]
  image: string
  neutralTitle: boolean
}) {
  const site = useSite()
  const path = paths.article(article)
  const description = stripHtml(article.summary)
  const gameListing = game.slug ? paths.newsLatest(game.slug) : undefined
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
  return (
    <>
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
    </>
  )
}
