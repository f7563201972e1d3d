import { Loader2, RotateCcw, Sparkles } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '#web/components/ui/button'
import { useSite } from '#web/lib/site'
import { useArticleSummary } from '../api/get-article-summary'
import { SummaryPanel } from './summary-panel'

/**
 * §2.8 summary card: "Generating {brand} Summary..." while the server makes it, then the §2.5 panel. The server
 * falls back to its local engine when the AI fails, so a failure here is the network: say so and offer a retry.
 */
export function ArticleSummary({ articleId, version }: { articleId: string; version: string }) {
  const { brand } = useSite()
  const { data, error, isPending, isFetching, refetch } = useArticleSummary(articleId, version)

  useEffect(() => {
    if (error) console.warn('Article summary failed to load', error)
  }, [error])

  if (data) return <SummaryPanel summary={data.summary} />

  // About as tall as the shortest panel, so the article text below moves little when the summary arrives.
  return (
    <div className="flex min-h-72 items-center gap-3 rounded-xl border border-primary/30 bg-card px-5 py-4 shadow-sm sm:min-h-64">
      <Sparkles aria-hidden="true" className="size-5 shrink-0 text-primary" />
      {isPending && !error ? (
        <p role="status" className="flex items-center gap-2 font-medium">
          Generating {brand} Summary...
          <Loader2 aria-hidden="true" className="size-4 text-muted-foreground motion-safe:animate-spin" />
        </p>
      ) : (
        <div role="alert" className="flex flex-1 flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            The {brand} Summary could not be loaded. Check your connection and try again.
          </p>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCcw aria-hidden="true" />
            {isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        </div>
      )}
    </div>
  )
}
