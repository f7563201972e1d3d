import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, MessageSquare, Sparkles } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Article } from '../../../shared/schemas/article'
import { chatPathForQuestion } from '../../components/layout/ask-search'
import { LoadingCards, PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { articleQueries } from '../../features/news/api/get-articles'
import { useSite } from '../../lib/site'
import { paths } from '../../paths'

// §9: the home page reads the latest 20 articles.
const latestQuery = articleQueries.list({ limit: 20 })

export function loader(queryClient: QueryClient) {
  return async () => {
    try {
      await queryClient.ensureQueryData(latestQuery)
    } catch {
      // §2.3: a failed read only empties its section. Drop the failed query so server and browser both render
      // the loading state and the browser retries, instead of the whole page failing.
      queryClient.removeQueries({ queryKey: latestQuery.queryKey, exact: true })
    }
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

export function Component() {
  return (
    <>
      <Seo path={paths.home()} />
      <Hero />
      <LatestNews />
    </>
  )
}

function Hero() {
  const { brand } = useSite()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const target = chatPathForQuestion(text)

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
        <form onSubmit={submit} className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row">
          <label htmlFor="hero-question" className="sr-only">
            Ask me anything about esports
          </label>
          <Input
            id="hero-question"
            autoComplete="off"
            enterKeyHint="send"
            placeholder="Ask me anything about esports..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-12 flex-1 rounded-full px-5 text-base md:text-base"
          />
          <Button type="submit" variant="hero" size="xl" className="rounded-full" disabled={!target}>
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

function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim()
}

function LatestNews() {
  const { data, isPending } = useQuery(latestQuery)
  const articles = data?.articles ?? []
  return (
    <PageContainer className="py-12">
      <section aria-labelledby="latest-news-heading" className="flex flex-col gap-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest-news-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Latest News
          </h2>
          <Button asChild variant="link" className="px-0">
            <Link to={paths.news()}>
              View all news
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {isPending ? (
          <LoadingCards label="Loading latest news..." />
        ) : articles.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            No featured articles available
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  )
}

function ArticleTeaser({ article }: { article: Article }) {
  return (
    <Card className="relative flex h-full flex-col transition-colors focus-within:border-primary/60 hover:border-primary/60">
      <CardHeader className="gap-3">
        <Badge variant="highlight">{article.game || 'Esports'}</Badge>
        <CardTitle className="leading-snug">
          <Link
            to={paths.article(article.slug || article.id)}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-primary"
          >
            {article.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="line-clamp-3 text-sm text-muted-foreground">{stripHtml(article.summary)}</p>
      </CardContent>
    </Card>
  )
}
