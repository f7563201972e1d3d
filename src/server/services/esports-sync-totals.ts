import { MAX_TEAMS_PER_GAME } from './esports-quality'

// The totals of a sync run and the §3 Sync result's message made from them (esports-sync.ts).

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

export interface RunTotals {
  matchesAdded: number
  matchesChanged: number
  deferred: number
  /** PandaScore requests the run made; null for the bundled data set. */
  requests: number | null
  teams: number
  players: number
  belowBar: number
  overCap: number
  fresh: number
  added: number
  updated: number
  rosterChanges: number
}

export function noTotals(): RunTotals {
  const counts = {
    teams: 0,
    players: 0,
    belowBar: 0,
    overCap: 0,
    fresh: 0,
    added: 0,
    updated: 0,
    rosterChanges: 0,
  }
  return { ...counts, matchesAdded: 0, matchesChanged: 0, deferred: 0, requests: null }
}

/** The §3 Sync result's message: what was synced from where, what was left out, and which games failed. */
export function runMessage(
  totals: RunTotals,
  failed: string[],
  sourceLabel: string,
  freshHours: number,
): string {
  const notes = [
    `${totals.added} new, ${totals.updated} updated`,
    `${plural(totals.matchesAdded, 'new match', 'new matches')}, ${totals.matchesChanged} changed`,
    totals.deferred
      ? `${plural(totals.deferred, 'changed tournament')}' standings left for the next run`
      : '',
    totals.rosterChanges ? plural(totals.rosterChanges, 'roster change') : '',
    totals.requests === null ? '' : plural(totals.requests, 'PandaScore request'),
    totals.belowBar ? `${plural(totals.belowBar, 'team')} below the quality bar left out` : '',
    totals.overCap
      ? `${plural(totals.overCap, 'team')} over the ${MAX_TEAMS_PER_GAME}-per-game cap left out`
      : '',
    totals.fresh ? `${plural(totals.fresh, 'team')} synced in the last ${freshHours} h skipped` : '',
  ].filter(Boolean)
  const synced = `${plural(totals.teams, 'team')} and ${plural(totals.players, 'player')} from ${sourceLabel}`
  return failed.length
    ? `Sync failed for ${failed.join(', ')}; synced ${synced} (${notes.join('; ')})`
    : `Synced ${synced} (${notes.join('; ')})`
}
