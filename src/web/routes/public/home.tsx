import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ArrowRight,
  CalendarClock,
  Crosshair,
  MessageSquare,
  Repeat,
  Shield,
  Sparkles,
  Swords,
  Target,
} from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { GAME_SLUGS, type GameSlug, getGame } from '#shared/domain/games'
import type { Article } from '#shared/schemas/article'
import { chatPathForQuestion } from '../../components/layout/ask-search'
import { LoadingCards } from '../../components/layout/loading-cards'
import { PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { useIsClient } from '../../components/use-is-client'
import { articleQueries } from '../../features/news/api/get-articles'
import { ArticleCard } from '../../features/news/components/article-card'
import { ArticleListItem } from '../../features/news/components/article-list-item'
import { useArticleChanges } from '../../lib/realtime'
import { prefetchPageData } from '../../lib/route-data'
import { useSite } from '../../lib/site'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration'
import { paths } from '#shared/paths'

// §2.3/§9: five reads, the latest 20 and 6 per game (3 shown), each settled on its own.
const LATEST_LIMIT = 20
const PER_GAME_LIMIT = 6
const PER_GAME_SHOWN = 3
const SIDE_LIST_COUNT = 4
const HIGHLIGHT_COUNT = 4

const latestQuery = articleQueries.list({ limit: LATEST_LIMIT })
const gameQuery = (game: GameSlug) => articleQueries.list({ game, limit: PER_GAME_LIMIT })

export function loader(queryClient: QueryClient) {
  return async () => {
    // Without the latest stories the page has no news to show (503); a failed per-game read is dropped, not
    // thrown: the page renders and only that section waits for the browser's retry (§8: logged as warnings).
    await prefetchPageData(queryClient, [latestQuery], GAME_SLUGS.map(gameQuery))
    return null
  }
}

/** §2.3 suggestion chips: latest CS2 tournament results, LoL Worlds updates, Valorant player rankings. */
const SUGGESTIONS = [
  { label: 'Latest CS2 tournament results', question: 'What are the latest CS2 tournament results?' },
  {
    label: 'LoL World Championship updates',
    question: 'What are the latest updates on the LoL World Championship?',
  },
  { label: 'Valorant player rankings', question: 'Who are the top-ranked Valorant players right now?' },
] as const

/** §2.3: six preset question cards, each opening the chat with its question. */
const QUESTION_CARDS = [
  {
    topic: 'Counter-Strike 2',
    question: 'Which teams are the favourites for the next CS2 Major?',
    icon: Crosshair,
  },
  {
    topic: 'League of Legends',
    question: 'Which League of Legends teams are in the best form right now?',
    icon: Swords,
  },
  { topic: 'Valorant', question: 'What changed in the latest Valorant patch for pro play?', icon: Target },
  { topic: 'Dota 2', question: 'Which Dota 2 heroes dominate the current competitive meta?', icon: Shield },
  { topic: 'Transfers', question: 'What are the biggest esports roster moves this week?', icon: Repeat },
  {
    topic: 'Tournaments',
    question: 'Which esports tournaments are coming up that I should watch?',
    icon: CalendarClock,
  },
] as const

export function Component() {
  const queryClient = useQueryClient()
  // §2.3: new articles appear without a reload.
  useArticleChanges(() => {
    void queryClient.invalidateQueries({ queryKey: articleQueries.all() })
  })

  return (
    <>
      <Seo path={paths.home()} />
      <Hero />
      <PageContainer className="flex flex-col gap-16 py-12">
        <TopStories />
        <QuestionCards />
        {GAME_SLUGS.map((game) => (
          <GameSection key={game} game={game} />
        ))}
        <RecentHighlights />
      </PageContainer>
    </>
  )
}

function Hero() {
  const { brand } = useSite()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const field = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration([{ ref: field, value: text }], ([typed]) => setText(typed ?? ''))
  const target = chatPathForQuestion(text)
  // §2.3 disables the button while the box is blank, but a disabled submit button also blocks Enter (implicit
  // submission). Before the JavaScript runs, the form submits itself: the button stays enabled and the browser
  // refuses a blank question (`required`, and a pattern that wants one non-space character).
  const hydrated = useIsClient()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target) void navigate(target)
  }

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--glow),transparent_60%)] opacity-70"
      />
      <PageContainer className="relative flex flex-col items-center gap-8 py-16 text-center sm:py-24">
        <Badge variant="gaming">
          <Sparkles aria-hidden="true" />
          AI Esports Analyst
        </Badge>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Meet {brand}
          <span className="mt-2 block bg-linear-to-r from-primary to-highlight bg-clip-text pb-1 text-transparent">
            AI-Powered Esports News
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Breaking stories, match results and team form for CS2, League of Legends, Dota 2 and Valorant, with
          an AI co-caster ready to answer your questions.
        </p>
        <form
          action={paths.chat()}
          onSubmit={submit}
          className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="hero-question" className="sr-only">
            Ask me anything about esports
          </label>
          <Input
            ref={field}
            id="hero-question"
            name="question"
            autoComplete="off"
            enterKeyHint="send"
            placeholder="Ask me anything about esports..."
            required={!hydrated}
            pattern={hydrated ? undefined : '.*\\S.*'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-12 flex-1 rounded-full px-5 text-base md:text-base"
          />
          <Button
            type="submit"
            variant="hero"
            size="xl"
            className="rounded-full"
            disabled={hydrated && !target}
          >
            <MessageSquare aria-hidden="true" />
            Ask {brand}
          </Button>
        </form>
        <ul aria-label="Suggested questions" className="flex flex-wrap justify-center gap-2">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.label}>
              <Link
                to={paths.chat(suggestion.question)}
                className="inline-flex items-center gap-1.5 rounded-full border bg-card/70 px-4 py-2 text-sm font-medium text-foreground transition-colors hover:border-primary/60 hover:bg-accent hover:text-accent-foreground"
              >
                {suggestion.label}
                <ArrowRight aria-hidden="true" className="size-3.5 text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  )
}

/** One of the five reads; a failure empties only its section and is logged as a warning (§8). */
function useSectionArticles(query: ReturnType<typeof articleQueries.list>, section?: string) {
  const { data, error, isPending } = useQuery(query)
  useEffect(() => {
    if (error && section) console.warn(`Home: failed to load ${section} articles`, error)
  }, [error, section])
  return { articles: data?.articles ?? [], loading: isPending }
}

function SectionHeader({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </div>
  )
}

function EmptySection({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{children}</p>
}

function TopStories() {
  const { articles, loading } = useSectionArticles(latestQuery, 'latest')
  const [featured, ...rest] = articles
  const side = rest.slice(0, SIDE_LIST_COUNT)
  return (
    <section aria-labelledby="top-stories-heading" className="flex flex-col gap-6">
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

function AskPrompt() {
  const { brand } = useSite()
  return (
    <div className="mt-auto flex flex-col gap-3 rounded-lg bg-linear-to-br from-hero-from to-hero-to p-5 text-white">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4" />
        Got a question about a story?
      </p>
      <p className="text-sm text-white/90">
        {brand} follows every match and roster move. Ask for context, stats or a quick recap.
      </p>
      <Button asChild variant="secondary" size="sm" className="self-start">
        <Link to={paths.chat()}>
          Chat with {brand}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )
}

function QuestionCards() {
  const { brand } = useSite()
  return (
    <section aria-labelledby="questions-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <SectionHeader id="questions-heading" title={`Ask ${brand}`} />
        <p className="text-muted-foreground">Popular questions from fans. Pick one to start a chat.</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUESTION_CARDS.map((card) => (
          <li key={card.question}>
            <Link
              to={paths.chat(card.question)}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {card.topic}
                </span>
                <span className="font-medium leading-snug group-hover:text-primary">{card.question}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function GameSection({ game }: { game: GameSlug }) {
  const { longName, color } = getGame(game)
  const { articles, loading } = useSectionArticles(gameQuery(game), game)
  const headingId = `game-${game}-heading`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
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

function RecentHighlights() {
  // The same read as Top Stories, which logs its failure.
  const { articles, loading } = useSectionArticles(latestQuery)
  const [featured, ...rest] = articles
  return (
    <section aria-labelledby="highlights-heading" className="flex flex-col gap-6">
      <SectionHeader id="highlights-heading" title="Recent Highlights">
        <Button asChild variant="gaming">
          <Link to={paths.news()}>
            View All News
            <ArrowRight aria-hidden="true" />
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

function ArticleGrid({ articles }: { articles: readonly Article[] }) {
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

function ViewLink({ to, label, srSuffix }: { to: string; label: string; srSuffix?: string }) {
  return (
    <Button asChild variant="link" className="h-auto px-0">
      <Link to={to}>
        {label}
        {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  )
}
