import type { FeedProcessingStats, QualityPassDiagnostics } from '#shared/schemas/admin-feeds'
import { Figure } from '#web/components/admin/figure'
import { Badge } from '#web/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'

/** §2.18 Processing Results of a run waited for in Debug Mode (§3 Feed processing stats). */
export function ProcessingResults({ stats }: { stats: FeedProcessingStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Processing Results</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-4">
          <Figure label="Feeds Processed" value={`${stats.successfulFeeds}/${stats.totalFeeds}`} />
          <Figure label="New Articles" value={`${stats.newArticles}/${stats.totalArticles}`} />
          <Figure label="Failed Feeds" value={String(stats.failedFeeds)} />
          <Figure label="Errors" value={String(stats.errors.length)} />
        </dl>
        {stats.errors.length > 0 ? (
          <ul className="flex flex-col gap-1 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
            {stats.errors.map((error, index) => (
              <li key={index} className="break-words text-red-700 dark:text-red-400">
                {error}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** §2.18 Quality Pass Diagnostics, shown when the model key is missing. */
export function QualityDiagnostics({ diagnostics }: { diagnostics: QualityPassDiagnostics }) {
  return (
    <Card className="border-amber-400/50">
      <CardHeader>
        <CardTitle asChild>
          <h2>Quality Pass Diagnostics</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label="OpenAI configured" value={diagnostics.hasOpenAI ? 'Yes' : 'No'} />
          <Figure label="Key prefix" value={diagnostics.keyPrefix || '—'} />
          <Figure label="Key length" value={String(diagnostics.keyLength)} />
        </dl>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Environment keys</p>
          {diagnostics.envKeys.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {diagnostics.envKeys.map((key) => (
                <li key={key}>
                  <Badge variant="outline" className="font-mono">
                    {key}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">None</p>
          )}
        </div>
        <p className="rounded-md bg-muted p-3 text-sm">
          Tip: set <code className="font-mono">OPENAI_API_KEY</code> (and, for another provider,{' '}
          <code className="font-mono">OPENAI_BASE_URL</code> and{' '}
          <code className="font-mono">OPENAI_MODEL</code>) in the server's settings, restart it, and run the
          quality pass again.
        </p>
      </CardContent>
    </Card>
  )
}
