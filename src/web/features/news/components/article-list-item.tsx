import { paths } from '#shared/paths'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import type { ArticleCard as Card } from '#shared/schemas/article'
import { LocalTime, serverTimeText } from '#web/components/local-time'
import { Spoiler, useSpoilerReveal } from '#web/components/spoiler'
import { cn } from '#web/lib/cn'
import { articleGameLabel } from '../utils/game-label'
import { ArticleImage } from '#web/components/article-image'
import { pageTextProps } from '#web/lib/boot-state'

// The side lists' teaser, and the headline it shares with the news card (article-card.tsx). Apart, so that a page
// with only a side list (the article page's Recent News) does not download the card.

export type HeadingLevel = 'h2' | 'h3' | 'h4'

// The whole card is clickable through the title link's ::after (styles.css); other links in it sit above that layer.
const stretchedLink = 'card-link'
// Spoiler-free mode: a headline that states a result is hidden behind "Show headline"; a neutral link
// stands in for it, so the card still opens its article (whose page hides the result too).
const placeholderText = 'italic text-muted-foreground'
// Over the stretched link, so a click reveals instead of opening the article.
export const revealOverLink = 'relative z-10'

/** The reveal buttons' words for screen readers: which story, without its result. */
export function storyContext(article: Card): string {
  return `${articleGameLabel(article.game)} story, ${serverTimeText(article.publishedAt)}`
}

/**
 * The card's headline link, or in spoiler-free mode (when it states a result) a "Show headline" button beside a
 * neutral link to the same article.
 */
export function CardHeadline({
  article,
  hidden,
  revealed,
  onReveal,
}: {
  article: Card
  hidden: boolean
  revealed: boolean
  onReveal: () => void
}): ReactNode {
  const link = (
    <Link to={paths.article(article)} className={stretchedLink} {...pageTextProps.text('title')}>
      {article.title}
    </Link>
  )
  if (!hidden) return link
  return (
    <Spoiler
      label="Show headline"
      context={storyContext(article)}
      revealed={revealed}
      onReveal={onReveal}
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1"
      revealClassName={revealOverLink}
      placeholder={
        <Link to={paths.article(article)} className={cn(stretchedLink, placeholderText)}>
          Headline hidden
        </Link>
      }
    >
      {link}
    </Spoiler>
  )
}

/** A one-line teaser for side lists: thumbnail, title and time. */
export function ArticleListItem({
  article,
  headingLevel = 'h3',
}: {
  article: Card
  headingLevel?: HeadingLevel
}) {
  const Heading = headingLevel
  const headline = useSpoilerReveal()
  return (
    <article {...pageTextProps.story(article.id)} className="group story-item">
      <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-md bg-muted">
        <ArticleImage src={article.imageUrl} width={192} height={144} className="size-full" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-semibold text-highlight">{articleGameLabel(article.game)}</p>
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug">
          <CardHeadline
            article={article}
            hidden={article.spoilers.headline}
            revealed={headline.revealed}
            onReveal={headline.reveal}
          />
        </Heading>
        <LocalTime date={article.publishedAt} className="text-xs text-muted-foreground" />
      </div>
    </article>
  )
}
