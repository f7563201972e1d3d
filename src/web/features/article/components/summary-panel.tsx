import { Info, ListChecks, Scale, Sparkles, ThumbsDown, ThumbsUp, Users } from 'lucide-react'
import type { ArticleSummaryResponse } from '#shared/schemas/article'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/components/ui/collapsible'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useSite } from '#web/lib/site'
import { overviewPoints } from '../utils/article-page'

type Summary = ArticleSummaryResponse['summary']

const FIVE_WS = [
  ['who', 'Who'],
  ['what', 'What'],
  ['when', 'When'],
  ['where', 'Where'],
  ['why', 'Why'],
] as const

/** §2.5: a collapsible "{brand} Summary" with the tabs Overview, The 5 Ws, Opposite Sides and Info. */
export function SummaryPanel({ summary }: { summary: Summary }) {
  const { brand } = useSite()
  const points = overviewPoints(summary.overview)
  return (
    <Collapsible defaultOpen className="rounded-xl border border-primary/30 bg-card shadow-sm">
      <CollapsibleTrigger className="rounded-xl px-5 py-4 hover:bg-accent/40">
        <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {brand} Summary
        </h2>
      </CollapsibleTrigger>
      <CollapsibleContent className="px-5 pb-5">
        <Tabs defaultValue="overview">
          <TabsList aria-label={`${brand} Summary`} className="grid grid-cols-2 sm:flex">
            <TabsTrigger value="overview">
              <ListChecks aria-hidden="true" />
              Overview
            </TabsTrigger>
            <TabsTrigger value="five-ws">
              <Users aria-hidden="true" />
              The 5 Ws
            </TabsTrigger>
            <TabsTrigger value="sides">
              <Scale aria-hidden="true" />
              Opposite Sides
            </TabsTrigger>
            <TabsTrigger value="info">
              <Info aria-hidden="true" />
              Info
            </TabsTrigger>
          </TabsList>

          <TabsContent value="overview">
            <OverviewTab points={points} />
          </TabsContent>

          <TabsContent value="five-ws">
            <FiveWsTab fiveWs={summary.fiveWs} />
          </TabsContent>

          <TabsContent value="sides">
            <SidesTab sides={summary.oppositeSides} />
          </TabsContent>

          <TabsContent value="info">
            <InfoTab infobox={summary.infobox} />
          </TabsContent>
        </Tabs>
      </CollapsibleContent>
    </Collapsible>
  )
}

function OverviewTab({ points }: { points: readonly string[] }) {
  return points.length > 0 ? (
    <ul className="flex flex-col gap-2.5">
      {points.map((point, index) => (
        <li key={index} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-muted-foreground">No overview available.</p>
  )
}

function FiveWsTab({ fiveWs }: { fiveWs: Summary['fiveWs'] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-[6rem_1fr]">
      {FIVE_WS.map(([key, label]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-primary">{label}</dt>
          <dd className="leading-relaxed">{fiveWs[key] || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

function SidesTab({ sides }: { sides: Summary['oppositeSides'] }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="rounded-lg border border-emerald-600/30 bg-emerald-600/5 p-4">
        <h3 className="mb-2 flex items-center gap-2 font-semibold text-emerald-700 capitalize dark:text-emerald-400">
          <ThumbsUp aria-hidden="true" className="size-4" />
          supporters optimistic
        </h3>
        <p className="leading-relaxed">{sides.supporters}</p>
      </div>
      <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-4">
        <h3 className="mb-2 flex items-center gap-2 font-semibold text-red-700 capitalize dark:text-red-400">
          <ThumbsDown aria-hidden="true" className="size-4" />
          critics concerned
        </h3>
        <p className="leading-relaxed">{sides.critics}</p>
      </div>
    </div>
  )
}

function InfoTab({ infobox }: { infobox: Summary['infobox'] }) {
  return infobox.length > 0 ? (
    <dl className="divide-y rounded-lg border">
      {infobox.map((row, index) => (
        <div
          key={`${row.key}-${index}`}
          className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-2.5"
        >
          <dt className="font-medium text-muted-foreground">{row.key}</dt>
          <dd className="font-semibold">{row.value}</dd>
        </div>
      ))}
    </dl>
  ) : (
    <p className="text-muted-foreground">No details available.</p>
  )
}
