import { BarChart3, Map as MapIcon } from 'lucide-react'
import { formLabel, type TeamStats, winRate } from '#shared/domain/team-form'
import type { TeamMatch } from '#shared/schemas/esports'
import { Spoiler } from '#web/components/spoiler'
import { Skeleton } from '#web/components/ui/skeleton'
import { sortedMapStats } from '../utils/team-page'
import { RecentFormChips } from './team-analysis'
import { MatchList } from './match-list'
import { SectionCard } from '#web/components/esports/section-card'

/** §3 Team stats (the Stats tab): totals, recent form, the last match and per-map records; all spoilers. */
export function TeamStatsPanel({
  teamName,
  stats,
  live,
}: {
  teamName: string
  /** Undefined while the matches load. */
  stats: TeamStats<TeamMatch> | undefined
  /** The figures come from the data provider's live matches (§4 fallback). */
  live: boolean
}) {
  if (!stats) {
    return (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading statistics...</span>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    )
  }
  if (stats.totalMatches === 0) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        No recent match data available
      </p>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <StatsSummary teamName={teamName} stats={stats} live={live} />
      <MapStats teamName={teamName} stats={stats} />
    </div>
  )
}

type Stats = TeamStats<TeamMatch>

/** "Advanced Statistics": totals, recent form and the last match. */
function StatsSummary({ teamName, stats, live }: { teamName: string; stats: Stats; live: boolean }) {
  const figures = [
    { name: 'Matches', value: String(stats.totalMatches) },
    { name: 'Wins', value: String(stats.wins) },
    { name: 'Losses', value: String(stats.losses) },
    { name: 'Draws', value: String(stats.draws) },
    { name: 'Win Rate', value: `${stats.winRate}%` },
  ]
  return (
    <SectionCard
      id="team-stats-summary"
      title="Advanced Statistics"
      icon={<BarChart3 aria-hidden="true" className="size-5 text-primary" />}
    >
      <p className="mb-4 text-sm text-muted-foreground">
        Over the last {stats.totalMatches} finished matches{live ? ', from live match data' : ''}.
      </p>
      <Spoiler block label="Show statistics" context={teamName} revealClassName="min-h-24">
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {figures.map((figure) => (
              <div key={figure.name} className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
                <dt className="text-xs font-medium text-muted-foreground">{figure.name}</dt>
                <dd className="text-2xl font-extrabold tracking-tight tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>Recent form:</span>
            <RecentFormChips form={stats.recentForm} />
            <span className="font-semibold text-foreground">{formLabel(stats.winRate)}</span>
          </div>
        </div>
      </Spoiler>
      {stats.lastMatch ? (
        <div className="mt-4 border-t pt-2">
          <h3 className="pt-2 text-sm font-semibold text-muted-foreground">Last match</h3>
          <MatchList kind="recent" matches={[stats.lastMatch]} empty="" />
        </div>
      ) : null}
    </SectionCard>
  )
}

/** "Map Statistics": per-map records, most played first. */
function MapStats({ teamName, stats }: { teamName: string; stats: Stats }) {
  const maps = sortedMapStats(stats.mapStats)
  return (
    <SectionCard
      id="team-map-stats"
      title="Map Statistics"
      icon={<MapIcon aria-hidden="true" className="size-5 text-primary" />}
    >
      {maps.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No map data recorded for these matches.
        </p>
      ) : (
        <Spoiler block label="Show map statistics" context={teamName} revealClassName="min-h-24">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Maps played by {teamName}, most played first</caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Map
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Played
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Wins
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Losses
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">
                    Win Rate
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {maps.map(([name, stat]) => {
                  const rate = winRate(stat.wins, stat.total)
                  return (
                    <tr key={name}>
                      <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                        {name}
                      </th>
                      <td className="px-3 py-2.5 text-right tabular-nums">{stat.total}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{stat.wins}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{stat.losses}</td>
                      <td className="py-2.5 pl-3 text-right">
                        <span className="inline-flex items-center justify-end gap-2">
                          <span
                            aria-hidden="true"
                            className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-muted sm:inline-block"
                          >
                            <span className="block h-full bg-primary" style={{ width: `${rate}%` }} />
                          </span>
                          <span className="w-10 font-semibold tabular-nums">{rate}%</span>
                        </span>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </Spoiler>
      )}
    </SectionCard>
  )
}
