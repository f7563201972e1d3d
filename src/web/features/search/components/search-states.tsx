import { RotateCcw, Search, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Skeleton } from '#web/components/ui/skeleton'

/** A plain GET form: it works before the JavaScript runs, and the URL keeps the query (back button, sharing). */
export function SearchForm({ defaultValue }: { defaultValue: string }) {
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

/** Before a query: what the search finds, and the way to the chat. */
export function EmptyQuery({ brand }: { brand: string }) {
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

/** The search failed: says so, with a retry. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
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

export function ResultsLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Searching...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  )
}
