import type { Following } from '#shared/schemas/following'
import type { MatchChange } from '#shared/schemas/match-changes'
import type { MatchStatus, MatchSummary } from '#shared/schemas/matches'

// Issue #18 item 4: which live-stream changes are a followed team's match going live or ending. A "match" event
// carries the match's id and new status, not its teams: the followed set's read (GET /api/following) names the
// matches that concern the reader. Every running match of a followed team is in that read, so a match it did not
// hold that now runs (or has ended) started after it: one fresh read tells whether it is theirs.

export interface MatchAlert {
  kind: 'live' | 'ended'
  match: MatchSummary
  /** The series score the change announced. */
  scores: MatchChange['scores']
}

function transition(before: MatchStatus | undefined, after: MatchStatus): MatchAlert['kind'] | null {
  if (after === 'running' && before !== 'running') return 'live'
  if (after === 'finished' && before !== 'finished') return 'ended'
  return null
}

const matchesOf = (data: Following) => [...data.live, ...data.upcoming, ...data.results]

/** Remembers each match's last status, so a status is announced once, at its change. */
export class MatchAlertTracker {
  private readonly known = new Map<number, MatchStatus>()
  private seeded = false

  /** What a read of the followed set says; a status already heard from the stream is newer and kept. */
  seed(data: Following): void {
    this.seeded = true
    for (const match of matchesOf(data))
      if (!this.known.has(match.pandascoreId)) this.known.set(match.pandascoreId, match.status)
  }

  /**
   * A burst of changes: `alerts` for the followed set's matches that went live or ended, and `unknown`, the
   * changes of matches the set's read did not hold that did so (ask `resolve` after a fresh read).
   */
  take(
    changes: readonly MatchChange[],
    data: Following | undefined,
  ): { alerts: MatchAlert[]; unknown: MatchChange[] } {
    const alerts: MatchAlert[] = []
    const unknown: MatchChange[] = []
    const held = new Map((data ? matchesOf(data) : []).map((match) => [match.pandascoreId, match]))
    for (const change of changes) {
      const before = this.known.get(change.pandascoreId)
      this.known.set(change.pandascoreId, change.status)
      const kind = transition(before, change.status)
      if (!kind) continue
      const match = held.get(change.pandascoreId)
      if (match && before !== undefined) alerts.push({ kind, match, scores: change.scores })
      // Before the first read nothing tells a start from a match that was running all along: no alert.
      else if (this.seeded && before === undefined) unknown.push(change)
    }
    return { alerts, unknown }
  }

  /** The unknown changes whose match a fresh read of the set holds: a followed team's. */
  resolve(unknown: readonly MatchChange[], fresh: Following): MatchAlert[] {
    const held = new Map(matchesOf(fresh).map((match) => [match.pandascoreId, match]))
    return unknown.flatMap((change): MatchAlert[] => {
      const match = held.get(change.pandascoreId)
      const kind = transition(undefined, change.status)
      return match && kind ? [{ kind, match, scores: change.scores }] : []
    })
  }
}
