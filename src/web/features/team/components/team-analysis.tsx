import { Activity, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  type FormLabel,
  type FormResult,
  teamAnalysisFailureText,
  formLabel,
  type TeamStats,
} from '#shared/domain/team-form'
import { LocalTime } from '#web/components/local-time'
import type { TeamMatch } from '#shared/schemas/esports'
import { Spoiler } from '#web/components/spoiler'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { useGenerateTeamAnalysis } from '../api/generate-team-analysis'
import { useTeamAnalysis } from '../api/get-team-analysis'
import { SectionCard } from '#web/components/esports/section-card'

const LABEL_CLASSES: Record<FormLabel, string> = {
  GOAT: 'text-emerald-700 dark:text-emerald-300',
  Unstoppable: 'text-emerald-700 dark:text-emerald-300',
  Cooking: 'text-amber-700 dark:text-amber-300',
  Inconsistent: 'text-muted-foreground',
  Slumping: 'text-red-700 dark:text-red-300',
  Washed: 'text-red-700 dark:text-red-300',
}

const FORM_LETTER: Record<FormResult, string> = { win: 'W', loss: 'L', draw: 'D', tbd: '?' }
const FORM_NAME: Record<FormResult, string> = {
  win: 'win',
  loss: 'loss',
  draw: 'draw',
  tbd: 'result unknown',
}
const FORM_CLASSES: Record<FormResult, string> = {
  win: 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950',
  loss: 'bg-red-700 text-white dark:bg-red-500 dark:text-red-950',
  draw: 'bg-amber-500 text-amber-950',
  tbd: 'bg-muted text-muted-foreground',
}

/** The last results as W/L/D chips, newest first; read out as words. */
export function RecentFormChips({ form, className }: { form: readonly FormResult[]; className?: string }) {
  if (form.length === 0) return null
  return (
    <ol aria-label="Recent form, newest first" className={cn('flex gap-1', className)}>
      {form.map((result, index) => (
        <li
          key={index}
          className={cn(
            'inline-flex size-6 items-center justify-center rounded text-xs font-bold',
            FORM_CLASSES[result],
          )}
        >
          <span aria-hidden="true">{FORM_LETTER[result]}</span>
          <span className="sr-only">{FORM_NAME[result]}</span>
        </li>
      ))}
    </ol>
  )
}

interface TeamAnalysisCardProps {
  teamId: string
  teamName: string
  /** Undefined while the matches load. */
  stats: TeamStats<TeamMatch> | undefined
}

/**
 * §2.11 "Current Form Analysis": wins, losses, win rate and the §9 "Recent Form" label, and the AI team analysis
 * with "Generate Analysis". Every figure and the analysis are spoilers.
 */
export function TeamAnalysisCard({ teamId, teamName, stats }: TeamAnalysisCardProps) {
  const analysis = useTeamAnalysis(teamId)
  const generate = useGenerateTeamAnalysis(teamId)
  const [failed, setFailed] = useState(false)

  // §8: analysis read failures are only logged.
  useEffect(() => {
    if (analysis.error) console.warn('Team analysis failed to load', analysis.error)
  }, [analysis.error])

  function onGenerate() {
    setFailed(false)
    generate.generate().catch((error: unknown) => {
      console.error('Team analysis generation failed', error)
      setFailed(true)
    })
  }

  const current = analysis.data?.analysis ?? null
  // §8: a failed generation shows the record in plain words instead.
  const text = failed
    ? teamAnalysisFailureText({
        teamName,
        wins: stats?.wins ?? 0,
        losses: stats?.losses ?? 0,
        matches: stats?.totalMatches ?? 0,
      })
    : current?.content

  return (
    <SectionCard
      id="form-analysis"
      title="Current Form Analysis"
      icon={<Activity aria-hidden="true" className="size-5 text-primary" />}
      action={
        <Button variant="gaming" size="sm" onClick={onGenerate} disabled={generate.isPending}>
          <Sparkles
            aria-hidden="true"
            className={generate.isPending ? 'motion-safe:animate-pulse' : undefined}
          />
          {generate.isPending ? 'Generating...' : 'Generate Analysis'}
        </Button>
      }
    >
      {stats === undefined ? (
        <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <span className="sr-only">Loading form...</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[4.75rem] rounded-lg" />
          ))}
        </div>
      ) : stats.totalMatches === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No recent match data available
        </p>
      ) : (
        <Spoiler block label="Show form" context={teamName} revealClassName="min-h-[4.75rem]">
          <FormFigures stats={stats} />
        </Spoiler>
      )}

      <div aria-live="polite" className="mt-4 empty:hidden">
        {text ? (
          <div className="flex flex-col gap-2 border-t pt-4">
            <Spoiler block label="Show analysis" context={`${teamName} form analysis`}>
              <p className="leading-relaxed">{text}</p>
            </Spoiler>
            {!failed && current ? (
              <p className="text-xs text-muted-foreground">
                Analysis updated <LocalTime date={current.createdAt} />
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </SectionCard>
  )
}

function FormFigures({ stats }: { stats: TeamStats<TeamMatch> }) {
  const label = formLabel(stats.winRate)
  const figures = [
    { name: 'Wins', value: String(stats.wins), className: 'text-emerald-700 dark:text-emerald-300' },
    { name: 'Losses', value: String(stats.losses), className: 'text-red-700 dark:text-red-300' },
    { name: 'Win Rate', value: `${stats.winRate}%`, className: 'text-primary' },
    { name: 'Recent Form', value: label, className: LABEL_CLASSES[label] },
  ]
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.name} className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
            <dt className="text-xs font-medium text-muted-foreground">{figure.name}</dt>
            <dd
              className={cn(
                'text-xl font-extrabold tracking-tight tabular-nums sm:text-2xl',
                figure.className,
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>Last {stats.recentForm.length}:</span>
        <RecentFormChips form={stats.recentForm} />
        <span>
          · figures from the last {stats.totalMatches === 1 ? 'match' : `${stats.totalMatches} matches`}
        </span>
      </div>
    </div>
  )
}
