import { CheckCircle2, Loader2, Tags } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { AdminPage } from '#web/components/admin/admin-page'
import { IconCardTitle } from '#web/components/admin/card-headings'
import { PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card'
import { Progress } from '#web/components/ui/progress'
import type { ContentAnalysisResult } from '#shared/schemas/admin-feeds'
import { useRunContentAnalysis } from '../api/run-content-analysis'
import { contentAnalysisToast, showToast } from '#web/lib/messages'

const CATEGORIES = [
  'Game Detection',
  'Content Categories',
  'Tournament Tags',
  'Guide Classification',
  'Roster Changes',
  'Industry News',
] as const

/** §2.21 Content Analysis & Auto-Tagging: runs once when the screen opens, and again on demand. */
export function ContentAnalysis() {
  const analysis = useRunContentAnalysis()
  const [result, setResult] = useState<ContentAnalysisResult | null>(null)
  const started = useRef(false)

  async function run() {
    setResult(null)
    let outcome: ReturnType<typeof contentAnalysisToast>
    try {
      const next = await analysis.mutateAsync()
      outcome = contentAnalysisToast({ result: next })
      if (next.success) setResult(next)
    } catch (error) {
      outcome = contentAnalysisToast({ error })
    }
    showToast(outcome)
  }

  // §2.21: "The analysis over all articles runs automatically when the screen opens" (once, even in StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
  }, [])

  const running = analysis.isPending

  return (
    <AdminPage>
      <PageHeader title="Content Analysis & Auto-Tagging" />
      <Card>
        <CardHeader>
          <IconCardTitle icon={Tags}>Bulk Content Analysis</IconCardTitle>
          <CardDescription>
            This tool will analyze all articles and automatically assign proper tags based on content
            analysis, including:
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ul className="flex flex-wrap gap-2">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Badge variant="secondary">{category}</Badge>
              </li>
            ))}
          </ul>

          <div aria-live="polite" className="flex flex-col gap-3">
            <AnalysisStatus running={running} result={result} />
          </div>

          <div>
            <Button onClick={() => void run()} disabled={running}>
              {running ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Tags aria-hidden="true" />
              )}
              {running ? 'Analyzing Articles...' : 'Run Content Analysis'}
            </Button>
          </div>

          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            This process will analyze all articles and update their tags. Articles that already have tags will
            be skipped to avoid overwriting manual classifications.
          </p>
        </CardContent>
      </Card>
    </AdminPage>
  )
}

/** While running: the indeterminate progress; after a run: Analysis Complete with its counts. */
function AnalysisStatus({ running, result }: { running: boolean; result: ContentAnalysisResult | null }) {
  if (running) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Analyzing articles...
        </p>
        <Progress label="Content analysis progress" />
      </div>
    )
  }
  if (!result) return null
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-emerald-500/40 bg-emerald-500/5 p-4">
      <p className="flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        Analysis Complete
      </p>
      <p className="text-sm">Processed: {result.processed} articles</p>
      <p className="text-sm">Updated: {result.updated} articles</p>
      <p className="text-sm text-muted-foreground">{result.message}</p>
    </div>
  )
}
