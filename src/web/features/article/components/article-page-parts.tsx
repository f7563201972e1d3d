import { Bot, Clock, ExternalLink, Lightbulb, Tags } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { absoluteUrl, PERSONA_JOB_TITLE } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { Article } from '#shared/schemas/article'
import { LocalTime } from '#web/components/local-time'
import { Spoiler } from '#web/components/spoiler'
import { Avatar } from '#web/components/ui/avatar'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import { useSite } from '#web/lib/site'
import { type ArticleGame, hostOf, type TopicLink } from '../utils/article-page'
import { ShareButtons } from './share-button'

/** §2.8 the article's header: game badge, headline (a spoiler when it states a result), time, author, share. */
export function ArticleHeader({
  article,
  game,
  headline,
  spoilerContext,
}: {
  article: Article
  game: ArticleGame
  headline: { revealed: boolean; reveal: () => void }
  spoilerContext: string
}) {
  const site = useSite()
  return (
    <header className="flex flex-col gap-5">
      <Badge variant="highlight">{game.name}</Badge>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl lg:leading-[1.1]">
        {article.spoilers.headline ? (
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
        <ShareButtons title={article.title} url={absoluteUrl(site.siteUrl, paths.article(article))} />
      </div>
    </header>
  )
}

/** §2.8 the article's footer: the source link, the "AI-rewritten" badge and the disclaimer. */
export function ArticleFooter({ originalUrl }: { originalUrl: string | null | undefined }) {
  const site = useSite()
  return (
    <footer className="flex flex-col gap-4 border-t pt-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {originalUrl ? (
          <a
            href={originalUrl}
            target="_blank"
            rel="nofollow noopener"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            Source
            <span className="text-muted-foreground">({hostOf(originalUrl)})</span>
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
        <strong className="font-semibold text-foreground">Disclaimer:</strong> this article was rewritten by
        {` ${site.brand}`}'s AI from public reporting and may contain mistakes. It has not been fact-checked:
        please check results, rosters and dates against the original source before relying on them.
      </aside>
    </footer>
  )
}

/** §2.8 the sidebar: insights (hidden with the text in spoiler-free mode), related topics, then `children`. */
export function ArticleDetails({
  insights,
  textHidden,
  topics,
  children,
}: {
  insights: string
  textHidden: boolean
  topics: readonly TopicLink[]
  children: ReactNode
}) {
  return (
    <aside aria-label="Article details" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      {insights ? (
        <section
          aria-labelledby="insights-heading"
          className={cn('rounded-xl border bg-card p-5 shadow-sm', textHidden && 'spoiler-free:hidden')}
        >
          <h2 id="insights-heading" className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
            <Lightbulb aria-hidden="true" className="size-5 text-highlight" />
            Insights
          </h2>
          <p className="leading-relaxed">{insights}</p>
        </section>
      ) : null}
      {topics.length > 0 ? <RelatedTopics topics={topics} /> : null}
      {children}
    </aside>
  )
}

function RelatedTopics({ topics }: { topics: readonly TopicLink[] }) {
  return (
    <section aria-labelledby="topics-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="topics-heading" className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
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
  )
}
