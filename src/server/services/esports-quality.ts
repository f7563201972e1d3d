import type { Tier } from '#shared/domain/tiers'
import { type collectTeamActivity, activityQualityScore } from '../providers/pandascore/map-teams'

// The quality filter of sync-pandascore-data (docs/decisions/009-pandascore-sync.md): which teams are worth a
// page, and which of them a run syncs. Pure.

/** The quality filter: a team with no tier is still worth a page with this many finished matches in 30 days. */
const MIN_RECENT_FINISHED = 3
/** At most this many teams per game and run, priority teams first, then by quality score. */
export const MAX_TEAMS_PER_GAME = 150

export interface QualityCandidate {
  pandascoreId: number
  tier: Tier
  /** Finished matches in the last 30 days (RECENT_ACTIVITY_DAYS). */
  recentFinished: number
  qualityScore: number
  priority: boolean
}

/**
 * Only teams worth a page (ADR 009): an admin's priority team, a team that played a graded tournament
 * (tier-1 to tier-3, i.e. PandaScore tier s, a, b or c), or one that finished at least MIN_RECENT_FINISHED
 * matches in the last 30 days.
 */
export function isWorthAPage(team: Pick<QualityCandidate, 'tier' | 'recentFinished' | 'priority'>): boolean {
  return team.priority || team.tier !== 'unknown' || team.recentFinished >= MIN_RECENT_FINISHED
}

/** The teams a run syncs, in order: priority first, then by quality score; at most maxTeams. */
export function selectQualityTeams(
  candidates: readonly QualityCandidate[],
  maxTeams = MAX_TEAMS_PER_GAME,
): { selected: QualityCandidate[]; belowBar: number; overCap: number } {
  const worth = candidates.filter(isWorthAPage)
  const ordered = [...worth].sort(
    (a, b) =>
      Number(b.priority) - Number(a.priority) ||
      b.qualityScore - a.qualityScore ||
      a.pandascoreId - b.pandascoreId,
  )
  const selected = ordered.slice(0, Math.max(0, maxTeams))
  return {
    selected,
    belowBar: candidates.length - worth.length,
    overCap: ordered.length - selected.length,
  }
}

/** Every team the schedule shows playing, and every priority team, graded for the quality filter. */
export function qualityCandidates(
  activity: ReturnType<typeof collectTeamActivity>,
  priorityIds: Set<number>,
): QualityCandidate[] {
  return [...new Set([...activity.keys(), ...priorityIds])].map((id) => {
    const entry = activity.get(id)
    const tier = entry?.tier ?? 'unknown'
    return {
      pandascoreId: id,
      tier,
      recentFinished: entry?.recentFinished ?? 0,
      qualityScore: activityQualityScore(tier, entry),
      priority: priorityIds.has(id),
    }
  })
}
