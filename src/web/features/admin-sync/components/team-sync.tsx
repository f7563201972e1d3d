import { Check, Loader2, RefreshCw, Zap } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { GAMES, type GameSlug } from '#shared/domain/games'
import type { SyncResult } from '#shared/schemas/esports'
import { AdminPage } from '#web/components/admin/admin-page'
import { IconCardTitle } from '#web/components/admin/card-headings'
import { Figure } from '#web/components/admin/figure'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { Label } from '#web/components/ui/label'
import { Progress } from '#web/components/ui/progress'
import { Select } from '#web/components/ui/select'
import { Switch } from '#web/components/ui/switch'
import { isFinished, useRefreshAfterSync, useStartSync, useSyncRun } from '../api/sync'
import { adminMessages, finishedRunToast, listedErrors, showToast, startFailedToast } from '#web/lib/messages'

/** The run being watched survives a reload of the page (same tab). */
const RUN_STORAGE_KEY = 'admin-sync-run'
/** §4/§9: progress resets to 0 two seconds after finishing. */
const RESET_AFTER_MS = 2_000

function storedRunId(): string | null {
  try {
    return sessionStorage.getItem(RUN_STORAGE_KEY)
  } catch {
    return null
  }
}

function storeRunId(id: string | null) {
  try {
    if (id) sessionStorage.setItem(RUN_STORAGE_KEY, id)
    else sessionStorage.removeItem(RUN_STORAGE_KEY)
  } catch {
    // Storage disabled: the run is watched for this page view only.
  }
}

/** §2.24 Team quality sync, with the background job's real progress. */
export function TeamSync() {
  const sync = useSyncRunner()
  return (
    <AdminPage>
      <div className="flex flex-col gap-3">
        <Badge variant="destructive">Admin Only</Badge>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Quality Team Sync (Enhanced)</h1>
        <p className="text-lg text-muted-foreground">
          Sync quality teams and their players from PandaScore, keeping only teams that pass the quality
          filter.
        </p>
      </div>
      <SyncSettings sync={sync} />
      {sync.result ? <SyncResults result={sync.result} /> : null}
      <SyncFeatures />
    </AdminPage>
  )
}

/** The sync's settings, the run being watched (kept across a reload), and its progress. */
function useSyncRunner() {
  const [game, setGame] = useState<GameSlug | ''>('')
  const [forceRefresh, setForceRefresh] = useState(false)
  const [runId, setRunId] = useState<string | null>(storedRunId)
  const [result, setResult] = useState<SyncResult | null>(null)
  const [finished, setFinished] = useState(false)
  const start = useStartSync()
  const run = useSyncRun(runId)
  const refreshData = useRefreshAfterSync()
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const watch = useCallback((id: string | null) => {
    storeRunId(id)
    setRunId(id)
  }, [])

  // The run ended (or can no longer be read): report it once, show 100 % for two seconds, then reset.
  useEffect(() => {
    if (!runId) return
    if (run.data && isFinished(run.data)) {
      showToast(finishedRunToast(run.data))
      setResult(run.data.result)
      void refreshData()
    } else if (run.isError) {
      showToast({ kind: 'error', title: adminMessages.syncFailed })
    } else return
    watch(null)
    setFinished(true)
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setFinished(false), RESET_AFTER_MS)
  }, [run.data, run.isError, runId, refreshData, watch])

  async function begin() {
    setResult(null)
    setFinished(false)
    try {
      const started = await start.mutateAsync({ game: game || undefined, forceRefresh })
      watch(started.runId)
    } catch (error) {
      showToast(startFailedToast(error))
    }
  }

  const syncing = start.isPending || runId !== null
  return {
    game,
    setGame,
    forceRefresh,
    setForceRefresh,
    syncing,
    finished,
    run: run.data,
    progress: finished ? 100 : syncing ? (run.data?.progress ?? 0) : 0,
    result,
    begin,
  }
}

/** Sync Settings: the game, Force refresh, the progress while a run goes on, and the start button. */
function SyncSettings({ sync }: { sync: ReturnType<typeof useSyncRunner> }) {
  const ids = { game: useId(), force: useId() }
  const { syncing, finished, run, progress } = sync
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={RefreshCw}>Sync Settings</IconCardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.game}>Game</Label>
            <Select
              id={ids.game}
              value={sync.game}
              disabled={syncing}
              onChange={(event) => sync.setGame(event.target.value as GameSlug | '')}
            >
              <option value="">All Games</option>
              {GAMES.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.slug}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex items-center gap-3 md:pt-7">
            <Switch
              id={ids.force}
              checked={sync.forceRefresh}
              onCheckedChange={sync.setForceRefresh}
              disabled={syncing}
            />
            <Label htmlFor={ids.force}>Force refresh existing data</Label>
          </div>
        </div>
        {syncing || finished ? (
          <div className="flex flex-col gap-2" aria-live="polite">
            <div className="flex items-center justify-between text-sm">
              <span className="text-muted-foreground">
                {finished
                  ? 'Sync finished'
                  : run?.stage || (run?.status === 'queued' ? 'Queued' : 'Starting...')}
              </span>
              <span className="font-semibold tabular-nums">{Math.round(progress)}%</span>
            </div>
            <Progress value={progress} label="Sync progress" />
          </div>
        ) : null}
        <div>
          <Button variant="hero" size="lg" onClick={() => void sync.begin()} disabled={syncing}>
            {syncing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Zap aria-hidden="true" />}
            {syncing ? 'Syncing Quality Teams...' : 'Start Enhanced Sync'}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

const SYNC_FEATURES = [
  'Tournament-based discovery: teams playing in top-tier tournaments',
  'Match-history filtering: teams with recent professional matches',
  'Quality scoring: a score from tier, tournaments played and results, used to rank teams',
  'Player rosters synced with every team',
  'Priority flags, so the best teams are refreshed first',
]

function SyncFeatures() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Enhanced Sync Features</h2>
        </CardTitle>
        <CardDescription>
          This enhanced sync uses 3 different approaches to find the teams worth covering:
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {SYNC_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

function SyncResults({ result }: { result: SyncResult }) {
  const { shown, more } = listedErrors(result.errors)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Sync Results</h2>
        </CardTitle>
        <CardDescription>{result.message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-4">
          <Figure label="Teams Synced" value={String(result.teams)} />
          <Figure label="Players Synced" value={String(result.players)} />
          <Figure label="Errors" value={String(result.errors.length)} />
          <Figure label="Quality Filtered" value="✓" />
        </dl>
        {shown.length ? (
          <div className="flex flex-col gap-1 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">Errors</p>
            <ul className="flex flex-col gap-1">
              {shown.map((error, index) => (
                <li key={index} className="break-words text-red-700 dark:text-red-400">
                  {error}
                </li>
              ))}
            </ul>
            {more ? <p className="text-muted-foreground">{more}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
