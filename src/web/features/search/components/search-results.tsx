import { FileText, MessageSquare, SearchX, Shield, User } from 'lucide-react'
import { Link } from '#web/components/link'
import { articleGameName } from '#shared/domain/article-game'
import { SEARCH_COUNT_CAP } from '#shared/domain/search-limits'
import { paths } from '#shared/paths'
import type { SearchGroup, SearchHit, SearchResults } from '#shared/schemas/search'
import { HighlightedText } from '#web/components/highlighted-text'
import { LocalTime } from '#web/components/local-time'
import { Button } from '#web/components/ui/button'
import { SEARCH_KIND_LABELS, searchHitPath } from '#web/lib/site-search'

/** A count as the page shows it: the server stops counting at SEARCH_COUNT_CAP. */
function countText(count: number): string {
  return count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count)
}

const KIND_ICONS: Record<SearchHit['kind'], typeof FileText> = {
  article: FileText,
  team: Shield,
  player: User,
}

/** The results of a query: the counts by kind, one group per kind, and the way to ask the chat instead. */
export function Results({ results, brand }: { results: SearchResults; brand: string }) {
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
                {hit.game ? <span>{articleGameName(hit.game)}</span> : null}
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
