import type { QueryClient } from '@tanstack/react-query'
import {
  FileText,
  MessageSquare,
  RotateCcw,
  Search,
  SearchX,
  Shield,
  TriangleAlert,
  User,
} from 'lucide-react'
import { type ReactNode, useEffect, useId } from 'react'
import { Link, type LoaderFunctionArgs, useSearchParams } from 'react-router'
import { SEARCH_COUNT_CAP } from '#shared/domain/search-limits'
import type { SearchGroup, SearchHit, SearchResults } from '#shared/schemas/search'
import { HighlightedText } from '../../components/highlighted-text'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { LocalTime } from '../../components/local-time'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { prefetchPageData } from '../../lib/route-data'
import {
  normalizeSearchQuery,
  SEARCH_KIND_LABELS,
  searchHitPath,
  siteSearchQueries,
  useSearchResults,
} from '../../lib/site-search'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// /search (decision 020): the site search, rendered on the server like every public page, never indexed (a
// results page is not content of its own).

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const q = normalizeSearchQuery(new URL(request.url).searchParams.get('q'))
    await prefetchPageData(queryClient, q ? [siteSearchQueries.results(q)] : [])
    return null
  }
}

/** A count as the page shows it: the server stops counting at SEARCH_COUNT_CAP. */
function countText(count: number): string {
  return count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count)
}

const KIND_ICONS: Record<SearchHit['kind'], typeof FileText> = {
  article: FileText,
  team: Shield,
  player: User,
}

export function Component() {
  const [params] = useSearchParams()
  const q = normalizeSearchQuery(params.get('q'))
  const { brand } = useSite()
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useSearchResults(q)

  useEffect(() => {
    if (error) console.error('Search failed', error)
  }, [error])

  let body: ReactNode
  if (!q) body = <EmptyQuery brand={brand} />
  else if (data && !isPlaceholderData) body = <Results results={data} brand={brand} />
  else if (error && !isFetching) body = <SearchFailed onRetry={() => void refetch()} />
  else if (isPending || isPlaceholderData) body = <ResultsLoading />

  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <Seo
        title={q ? `Search: ${q}` : 'Search'}
        description={`Search ${brand}'s news, teams and players.`}
        path={paths.search()}
        noindex
      />
      <PageHeader title={q ? <>Results for “{q}”</> : 'Search'} className="min-w-0 break-words">
        <SearchForm key={q} defaultValue={q} />
      </PageHeader>
      {body}
    </PageContainer>
  )
}

/** A plain GET form: it works before the JavaScript runs, and the URL keeps the query (back button, sharing). */
function SearchForm({ defaultValue }: { defaultValue: string }) {
  const id = useId()
  return (
    <search>
      <form action={paths.search()} method="get" className="flex w-full min-w-0 gap-2">
        <label htmlFor={id} className="sr-only">
          Search articles, teams and players
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            defaultValue={defaultValue}
            placeholder="Search articles, teams and players..."
            className="h-11 pl-9"
          />
        </div>
        <Button type="submit" size="lg" className="h-11 shrink-0">
          Search
        </Button>
      </form>
    </search>
  )
}

function EmptyQuery({ brand }: { brand: string }) {
  return (
    <section
      aria-labelledby="search-empty"
      className="flex flex-col gap-3 rounded-xl border border-dashed p-8"
    >
      <h2 id="search-empty" className="text-xl font-bold tracking-tight">
        What are you looking for?
      </h2>
      <p className="text-muted-foreground">
        Type a player, a team or a few words of a story. Spelling need not be perfect, and accents are
        optional: “inaki” finds “Iñaki”.
      </p>
      <p className="text-muted-foreground">
        Have a question instead?{' '}
        <Link to={paths.chat()} className="font-medium text-primary underline-offset-4 hover:underline">
          Ask {brand}
        </Link>
        .
      </p>
    </section>
  )
}

function Results({ results, brand }: { results: SearchResults; brand: string }) {
  if (results.total === 0) return <NoResults results={results} brand={brand} />
  const groups = results.groups.filter((group) => group.count > 0)
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <nav aria-label="Result kinds" className="flex flex-wrap items-center gap-2">
        <p role="status" className="mr-2 text-sm text-muted-foreground">
          {results.total === 1
            ? '1 result'
            : `${results.groups.some((g) => g.count >= SEARCH_COUNT_CAP) ? `${results.total}+` : results.total} results`}
        </p>
        {groups.map((group) => (
          <a
            key={group.kind}
            href={`#results-${group.kind}`}
            className="rounded-full border px-3 py-1 text-sm font-medium hover:bg-accent"
          >
            {SEARCH_KIND_LABELS[group.kind].many}{' '}
            <span className="text-muted-foreground">({countText(group.count)})</span>
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <ResultGroup key={group.kind} group={group} query={results.query} />
      ))}
      <p className="text-sm text-muted-foreground">
        Not what you wanted?{' '}
        <Link
          to={paths.chat(results.query)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Ask {brand}: {results.query}
        </Link>
      </p>
    </div>
  )
}

function ResultGroup({ group, query }: { group: SearchGroup; query: string }) {
  const label = SEARCH_KIND_LABELS[group.kind]
  const Icon = KIND_ICONS[group.kind]
  return (
    <section id={`results-${group.kind}`} aria-labelledby={`results-${group.kind}-title`} className="min-w-0">
      <h2
        id={`results-${group.kind}-title`}
        className="mb-3 flex items-center gap-2 text-xl font-bold tracking-tight"
      >
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {label.many}
        <span className="text-base font-medium text-muted-foreground">({countText(group.count)})</span>
      </h2>
      <ul className="flex flex-col divide-y rounded-xl border bg-card">
        {group.hits.map((hit) => (
          <li key={hit.id} className="min-w-0">
            <Link
              to={searchHitPath(hit)}
              className="flex min-w-0 flex-col gap-1 p-4 transition-colors hover:bg-accent/40"
            >
              <span className="font-semibold break-words">
                <HighlightedText text={hit.title} query={query} />
              </span>
              {hit.description ? (
                <span className="line-clamp-2 text-sm break-words text-muted-foreground">
                  <HighlightedText text={hit.description} query={query} />
                </span>
              ) : null}
              <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>{label.one}</span>
                {hit.game ? <span>{hit.game.toUpperCase()}</span> : null}
                {hit.publishedAt ? <LocalTime date={hit.publishedAt} /> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {group.count > group.hits.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          The best {group.hits.length} of {countText(group.count)}: add a word to narrow the search.
        </p>
      ) : null}
    </section>
  )
}

function NoResults({ results, brand }: { results: SearchResults; brand: string }) {
  return (
    <section
      aria-labelledby="search-none"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 id="search-none" className="text-xl font-bold tracking-tight break-words">
        No results for “{results.query}”
      </h2>
      {results.suggestions.length ? (
        <p className="flex flex-wrap items-center justify-center gap-2">
          <span className="text-muted-foreground">Did you mean</span>
          {results.suggestions.map((name) => (
            <Link
              key={name}
              to={paths.search(name)}
              className="rounded-full border px-3 py-1 text-sm font-medium hover:bg-accent"
            >
              {name}
            </Link>
          ))}
        </p>
      ) : null}
      <ul className="max-w-md text-left text-sm text-muted-foreground">
        <li>Check the spelling of names, or try fewer words.</li>
        <li>
          Browse the{' '}
          <Link to={paths.news()} className="text-primary underline-offset-4 hover:underline">
            news
          </Link>
          ,{' '}
          <Link to={paths.teams()} className="text-primary underline-offset-4 hover:underline">
            teams
          </Link>{' '}
          and{' '}
          <Link to={paths.players()} className="text-primary underline-offset-4 hover:underline">
            players
          </Link>
          .
        </li>
      </ul>
      <Button asChild variant="outline">
        <Link to={paths.chat(results.query)}>
          <MessageSquare aria-hidden="true" />
          Ask {brand} instead
        </Link>
      </Button>
    </section>
  )
}

function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h2 className="text-xl font-bold tracking-tight">Search is not answering</h2>
      <p className="max-w-md text-muted-foreground">
        The search could not be run just now. Please try again.
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </section>
  )
}

function ResultsLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Searching...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  )
}
