import {
  Activity,
  BarChart3,
  BookOpen,
  Database,
  FileText,
  History,
  Loader2,
  Play,
  RefreshCw,
  Rss,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Link } from '#web/components/link'
import { IconCardTitle } from '#web/components/admin/card-headings'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card'
import { Checkbox } from '#web/components/ui/checkbox'
import { StatCard } from '#web/components/ui/stat-card'
import { useSite } from '#web/lib/site'
import { paths } from '#shared/paths'
import { useDashboard } from '../api/get-dashboard'
import { useProcessFeeds } from '../api/process-feeds'
import { useRunQualityPass } from '../api/run-quality-pass'
import type { FeedProcessingStats, QualityPassDiagnostics } from '#shared/schemas/admin-feeds'
import { useAutoUpdate } from '../utils/auto-update'
import { adminMessages, processFeedsToast, qualityPassToast, showToast } from '#web/lib/messages'
import { useBusyIds } from '#web/lib/use-busy-ids'
import { ProcessingResults, QualityDiagnostics } from './feed-run-results'
import { FeedSourceList } from './feed-sources'
import { HealthChecks } from './health-checks'

/** §2.18 Admin dashboard. */
export function AdminDashboard({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const { brand } = useSite()
  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader title={`${brand} Admin Dashboard`} description="Manage RSS feeds and article processing" />
      <QuickActions isSuperAdmin={isSuperAdmin} />
      <FeedManagement />
      <HowToUse />
    </PageContainer>
  )
}

interface QuickAction {
  to: string
  label: string
  description: string
  icon: ReactNode
}

function QuickActions({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const actions: QuickAction[] = [
    {
      to: paths.admin.articles(),
      label: 'Manage Articles',
      description: 'Edit, delete and de-duplicate articles',
      icon: <FileText />,
    },
    {
      to: paths.admin.teams(),
      label: 'Manage Teams',
      description: 'Delete teams and refresh their FAQ',
      icon: <Trophy />,
    },
    {
      to: paths.admin.contentAnalysis(),
      label: 'Content Analysis',
      description: 'Auto-tag articles from their content',
      icon: <BarChart3 />,
    },
    {
      to: paths.admin.sync(),
      label: 'Team Quality Sync',
      description: 'Sync quality teams and players',
      icon: <RefreshCw />,
    },
  ]
  // §6: only super_admin sees User Management (and the audit log).
  if (isSuperAdmin) {
    actions.push(
      {
        to: paths.admin.users(),
        label: 'User Management',
        description: 'Manage admin users and their roles',
        icon: <Users />,
      },
      {
        to: paths.admin.audit(),
        label: 'Audit Log',
        description: 'Who did what, and when',
        icon: <History />,
      },
    )
  }
  return (
    <section aria-labelledby="quick-actions" className="flex flex-col gap-4">
      <h2 id="quick-actions" className="text-xl font-bold tracking-tight">
        Quick Actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/50"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
              >
                {action.icon}
              </span>
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{action.label}</span>
                <span className="text-sm text-muted-foreground">{action.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The dashboard's feed runs (§2.18): all feeds or one, waited for in Debug Mode, each feed busy on its own. */
function useFeedRuns(refresh: () => void) {
  const processFeeds = useProcessFeeds()
  const [debug, setDebug] = useState(false)
  const [processingAll, setProcessingAll] = useState(false)
  const processingFeeds = useBusyIds()
  const [results, setResults] = useState<FeedProcessingStats | null>(null)
  const autoUpdate = useAutoUpdate(refresh)

  async function runOnce(feedId: string | null) {
    const waitForCompletion = debug
    const context = { singleFeed: feedId !== null, debug: waitForCompletion }
    try {
      const result = await processFeeds.mutateAsync({ feedId, waitForCompletion })
      showToast(processFeedsToast({ result }, context))
      if (result.stats) setResults(result.stats)
      // §4: a debug run re-reads straight away; a background run re-reads on the §9 schedule.
      if (waitForCompletion) refresh()
      else if (result.success) autoUpdate.start()
    } catch (error) {
      showToast(processFeedsToast({ error }, context))
    }
  }

  async function run(feedId: string | null) {
    if (feedId) return processingFeeds.track(feedId, () => runOnce(feedId))
    setProcessingAll(true)
    try {
      await runOnce(null)
    } finally {
      setProcessingAll(false)
    }
  }

  return { debug, setDebug, processingAll, processingFeeds: processingFeeds.ids, results, autoUpdate, run }
}

/** §2.18 Run Quality Pass: its toast, and the diagnostics card when the model key is missing. */
function useQualityPassRun(refresh: () => void) {
  const qualityPass = useRunQualityPass()
  const [diagnostics, setDiagnostics] = useState<QualityPassDiagnostics | null>(null)

  async function run() {
    let outcome: ReturnType<typeof qualityPassToast>
    try {
      const result = await qualityPass.mutateAsync()
      outcome = qualityPassToast({ result })
      setDiagnostics(outcome.showDiagnostics ? (result.diagnostics ?? null) : null)
    } catch (error) {
      outcome = qualityPassToast({ error })
    }
    showToast(outcome)
    if (outcome.refresh) refresh()
  }

  return { run, pending: qualityPass.isPending, diagnostics }
}

function FeedManagement() {
  const dashboard = useDashboard()
  const refresh = () => void dashboard.refetch()
  const feeds = useFeedRuns(refresh)
  const qualityPass = useQualityPassRun(refresh)

  // §8: "Error" / "Failed to fetch feed data." whenever a read of the panel's data fails.
  useLoadErrorToast(dashboard, adminMessages.error, adminMessages.feedDataLoadFailed)

  const data = dashboard.data
  const lastChecked = dashboard.dataUpdatedAt ? new Date(dashboard.dataUpdatedAt).toLocaleTimeString() : null

  return (
    <section aria-labelledby="feed-management" className="flex flex-col gap-6">
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <IconCardTitle icon={Rss} id="feed-management" className="text-xl">
              Feed Management
            </IconCardTitle>
            <Badge variant="destructive">Admin Only</Badge>
          </div>
          <CardDescription>Fetch articles from the feed sources and improve them with AI.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <DatabaseStatusControls
            refreshing={dashboard.isFetching}
            onRefresh={refresh}
            feeds={feeds}
            qualityPass={qualityPass}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Articles" value={data ? data.totalArticles : '—'} icon={<FileText />} />
            <StatCard label="Active Feeds" value={data ? data.activeFeeds : '—'} icon={<Rss />} />
            <StatCard
              label="Status"
              value={
                feeds.autoUpdate.active
                  ? 'Updating...'
                  : data && data.health.status !== 'ready'
                    ? 'Not Ready'
                    : 'System Online'
              }
              icon={<Activity />}
            />
          </div>
          {data ? <HealthChecks health={data.health} /> : null}
          <FeedSourceList
            feeds={data?.feeds}
            loading={dashboard.isPending}
            failed={dashboard.isError && !data}
            processingFeeds={feeds.processingFeeds}
            onProcess={(feedId) => void feeds.run(feedId)}
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Last checked: {lastChecked ?? 'never'}
            {feeds.autoUpdate.active ? ' • Auto-updating' : ''}
          </p>
        </CardContent>
      </Card>
      {feeds.results ? <ProcessingResults stats={feeds.results} /> : null}
      {qualityPass.diagnostics ? <QualityDiagnostics diagnostics={qualityPass.diagnostics} /> : null}
    </section>
  )
}

/** §2.18 Database Status: Refresh, Process All Feeds, Run Quality Pass, and Debug Mode. */
function DatabaseStatusControls({
  refreshing,
  onRefresh,
  feeds,
  qualityPass,
}: {
  refreshing: boolean
  onRefresh: () => void
  feeds: ReturnType<typeof useFeedRuns>
  qualityPass: ReturnType<typeof useQualityPassRun>
}) {
  const debugId = useId()
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold">
          <Database aria-hidden="true" className="size-4" />
          Database Status
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            Refresh
          </Button>
          <Button size="sm" onClick={() => void feeds.run(null)} disabled={feeds.processingAll}>
            {feeds.processingAll ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Play aria-hidden="true" />
            )}
            {feeds.processingAll ? 'Processing...' : 'Process All Feeds'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void qualityPass.run()}
            disabled={qualityPass.pending}
          >
            {qualityPass.pending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {qualityPass.pending ? 'Running Quality Pass...' : 'Run Quality Pass'}
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={debugId} checked={feeds.debug} onCheckedChange={feeds.setDebug} />
        <label htmlFor={debugId} className="text-sm">
          Debug Mode <span className="text-muted-foreground">(wait for the run and show its stats)</span>
        </label>
      </div>
    </div>
  )
}

function HowToUse() {
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={BookOpen}>How to Use</IconCardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>
            <span className="font-medium">Process feeds:</span> click "Process All Feeds", or "Process" on one
            feed, to fetch the newest articles. Turn on Debug Mode to wait for the run and see its stats.
          </li>
          <li>
            <span className="font-medium">Articles are rewritten by AI:</span> each gets a new title, summary,
            content, insights, game and tags in the house voice.
          </li>
          <li>
            <span className="font-medium">They appear as original content:</span> in the news listings, the
            game hubs and the home page.
          </li>
        </ol>
      </CardContent>
    </Card>
  )
}
