import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from '#web/components/link'
import { type GameSlug, getGame } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { ArticleCard as Card } from '#shared/schemas/article'
import { LoadingCards } from '#web/components/layout/loading-cards'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { SpriteIcon } from '#web/components/ui/sprite-icon'
import { pageTextProps } from '#web/lib/boot-state'
import type { articleQueries } from '../api/get-articles'
import { gameQuery, HIGHLIGHT_COUNT, latestQuery, PER_GAME_SHOWN, SIDE_LIST_COUNT } from '../utils/home-reads'
import { ArticleCard } from './article-card'
import { ArticleListItem } from './article-list-item'
import { AskPrompt } from './home-questions'
import { EmptySection, SectionHeader, ViewLink } from './home-section-header'

/** One of the five reads; a failure empties only its section and is logged as a warning (§8). */
function useSectionArticles(query: ReturnType<typeof articleQueries.list>, section?: string) {
  const { data, error, isPending } = useQuery(query)
  useEffect(() => {
    if (error && section) console.warn(`Home: failed to load ${section} articles`, error)
  }, [error, section])
  return { articles: data?.articles ?? [], loading: isPending }
}

/** §2.3 "Top Stories": the latest story featured, the next four beside it. */
export function TopStories() {
  const { articles, loading } = useSectionArticles(latestQuery, 'latest')
  const [featured, ...rest] = articles
  const side = rest.slice(0, SIDE_LIST_COUNT)
  return (
    <section
      aria-labelledby="top-stories-heading"
      className="flex flex-col gap-6"
      {...pageTextProps.cards(latestQuery.queryKey)}
    >
      <SectionHeader id="top-stories-heading" title="Top Stories">
        <ViewLink to={paths.news()} label="All Latest News" />
      </SectionHeader>
      {loading ? (
        <div role="status" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <span className="sr-only">Loading top stories...</span>
          <Skeleton className="aspect-video w-full rounded-xl lg:col-span-2" />
          <div className="flex flex-col gap-3">
            {Array.from({ length: SIDE_LIST_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-24 w-full rounded-lg" />
            ))}
          </div>
        </div>
      ) : !featured ? (
        <EmptySection>No featured articles available</EmptySection>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ArticleCard article={featured} featured priority />
          </div>
          {side.length > 0 ? (
            <aside
              aria-labelledby="more-headlines-heading"
              className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
            >
              <h3
                id="more-headlines-heading"
                className="px-2 pb-2 text-sm font-semibold tracking-wide text-primary uppercase"
              >
                More Headlines
              </h3>
              <ul className="flex flex-col gap-1">
                {side.map((article) => (
                  <li key={article.id}>
                    <ArticleListItem article={article} headingLevel="h4" />
                  </li>
                ))}
              </ul>
              <AskPrompt />
            </aside>
          ) : null}
        </div>
      )}
    </section>
  )
}

/** §2.3 a game's latest stories. */
export function GameSection({ game }: { game: GameSlug }) {
  const { longName, color } = getGame(game)
  const query = gameQuery(game)
  const { articles, loading } = useSectionArticles(query, game)
  const headingId = `game-${game}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      {...pageTextProps.cards(query.queryKey)}
    >
      <SectionHeader
        id={headingId}
        title={
          <span className="flex items-center gap-3">
            <span aria-hidden="true" className="h-7 w-1.5 rounded-full" style={{ backgroundColor: color }} />
            {longName}
          </span>
        }
      >
        <ViewLink to={paths.newsGame(game)} label="View More" srSuffix={` ${longName} news`} />
      </SectionHeader>
      {loading ? (
        <LoadingCards count={PER_GAME_SHOWN} label={`Loading ${longName} news...`} />
      ) : articles.length === 0 ? (
        <EmptySection>No {longName} articles available</EmptySection>
      ) : (
        <ArticleGrid articles={articles.slice(0, PER_GAME_SHOWN)} />
      )}
    </section>
  )
}

/** §2.3 "Recent Highlights": the latest stories again, as cards. */
export function RecentHighlights() {
  // The same read as Top Stories, which logs its failure.
  const { articles, loading } = useSectionArticles(latestQuery)
  const [featured, ...rest] = articles
  return (
    <section aria-labelledby="highlights-heading" className="flex flex-col gap-6">
      <SectionHeader id="highlights-heading" title="Recent Highlights">
        <Button asChild variant="gaming">
          <Link to={paths.news()}>
            View All News
            <SpriteIcon name="arrow-right" />
          </Link>
        </Button>
      </SectionHeader>
      {loading ? (
        <LoadingCards count={HIGHLIGHT_COUNT + 1} label="Loading highlights..." />
      ) : !featured ? (
        <EmptySection>No featured articles available</EmptySection>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          <li className="render-when-near md:col-span-2 lg:row-span-2">
            <ArticleCard article={featured} featured />
          </li>
          {rest.slice(0, HIGHLIGHT_COUNT).map((article) => (
            <li key={article.id} className="render-when-near">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ArticleGrid({ articles }: { articles: readonly Card[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        // Below the hero and the top stories: the game sections start well below the fold.
        <li key={article.id} className="render-when-near">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
