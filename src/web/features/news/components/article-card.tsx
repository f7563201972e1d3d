import { Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { cardTags, tagLabel } from '#shared/domain/tags'
import type { ArticleCard as Card } from '#shared/schemas/article'
import { LocalTime } from '#web/components/local-time'
import { Spoiler, useSpoilerReveal } from '#web/components/spoiler'
import { Badge } from '#web/components/ui/badge'
import { SpriteIcon } from '#web/components/ui/sprite-icon'
import { cn } from '#web/lib/cn'
import { useSite } from '#web/lib/site'
import { paths } from '#shared/paths'
import { articleGameLabel } from '../utils/game-label'
import { ArticleImage } from '#web/components/article-image'
import { pageTextProps } from '#web/lib/boot-state'
import { CardHeadline, type HeadingLevel, revealOverLink, storyContext } from './article-list-item'

interface ArticleCardProps {
  article: Card
  /** Shows the "Featured" badge and the large layout. */
  featured?: boolean
  /** The card title's heading level in the page outline. */
  headingLevel?: HeadingLevel
  /** The first cards of a page are likely above the fold: load their image at once. */
  priority?: boolean
  className?: string
}

// The card's summary and insights, hidden without a button of their own while the headline is.
const hiddenWithHeadline = 'spoiler-free:hidden'

// The card's parts are the story-card component classes of styles.css: a listing repeats them 50 times.

/** §2.4 article card: image, game and "Featured" badges, summary, insights, 3 tags + "+N more", time, author. */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 'h3',
  priority,
  className,
}: ArticleCardProps) {
  const Heading = headingLevel
  // The card view's summary and insights are already the plain text a card prints.
  const { summary, insights } = article
  // Spoiler-free mode: the server says which parts state a result.
  const { spoilers } = article
  const headline = useSpoilerReveal()
  // With the headline hidden, its summary and insights go with it; a result only in them gets its own button.
  const textHiddenWithHeadline = spoilers.headline && !headline.revealed

  return (
    <article {...pageTextProps.story(article.id)} className={cn('group story-card', className)}>
      <div className="story-card-media">
        <ArticleImage
          src={article.imageUrl}
          width={featured ? 1200 : 640}
          height={featured ? 675 : 360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="story-card-image"
        />
      </div>
      <div className={cn('story-card-body', featured && 'gap-4 sm:p-6')}>
        <div className="story-card-badges">
          <Badge variant="highlight">{articleGameLabel(article.game)}</Badge>
          {featured ? (
            <Badge variant="gaming">
              <Star aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
        </div>
        <Heading className={cn('story-card-title', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          <CardHeadline
            article={article}
            hidden={spoilers.headline}
            revealed={headline.revealed}
            onReveal={headline.reveal}
          />
        </Heading>
        {summary || insights ? (
          <CardText
            hidden={spoilers.summary && !spoilers.headline}
            context={storyContext(article)}
            className={cn(featured ? 'gap-4' : 'gap-3', textHiddenWithHeadline && hiddenWithHeadline)}
          >
            <CardSummary summary={summary} insights={insights} featured={featured} />
          </CardText>
        ) : null}
        <CardTags tags={article.tags} />
        <CardByline publishedAt={article.publishedAt} />
      </div>
    </article>
  )
}

/** The card's summary and insights: behind "Show summary" when they state a result and the headline does not. */
function CardText({
  hidden,
  context,
  className,
  children,
}: {
  hidden: boolean
  context: string
  className?: string
  children: ReactNode
}) {
  const body = <div className={cn('flex flex-col', className)}>{children}</div>
  if (!hidden) return body
  return (
    <Spoiler block label="Show summary" context={context} revealClassName={cn(revealOverLink, 'min-h-20')}>
      {body}
    </Spoiler>
  )
}

/** The card's "{brand}'s Summary" and its insights line. */
function CardSummary({
  summary,
  insights,
  featured,
}: {
  summary: string
  insights: string
  featured: boolean
}) {
  const { brand } = useSite()
  return (
    <>
      {summary ? (
        <div className="story-card-summary-group">
          <p className="story-card-label">{`${brand}'s Summary`}</p>
          <p
            className={cn('story-card-summary', featured ? 'line-clamp-4 sm:text-base' : 'line-clamp-3')}
            {...pageTextProps.text('summary')}
          >
            {summary}
          </p>
        </div>
      ) : null}
      {insights ? (
        <p className="story-card-insights">
          <SpriteIcon name="lightbulb" className="mt-0.5 size-4 shrink-0 text-highlight" />
          <span className="line-clamp-2" {...pageTextProps.text('insights')}>
            {insights}
          </span>
        </p>
      ) : null}
    </>
  )
}

/** §2.4: the first 3 tags, then "+N more". */
function CardTags({ tags }: { tags: readonly string[] }) {
  const { shown, more } = cardTags(tags)
  if (shown.length === 0) return null
  return (
    <ul aria-label="Tags" className="story-card-tags">
      {shown.map((tag) => (
        <li key={tag} className="badge story-card-tag">
          {tagLabel(tag)}
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="secondary" className="font-medium">
            +{more} more
          </Badge>
        </li>
      ) : null}
    </ul>
  )
}

/** The card's time and "By {persona}". */
function CardByline({ publishedAt }: { publishedAt: string }) {
  const { personaName, personaSlug } = useSite()
  return (
    <div className="story-card-byline">
      <LocalTime date={publishedAt} />
      <span>
        {'By '}
        <Link to={paths.author(personaSlug)} className="story-card-author">
          {personaName}
        </Link>
      </span>
    </div>
  )
}
