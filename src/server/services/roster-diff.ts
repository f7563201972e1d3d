// Roster diffing (issue #18 item 3; docs/decisions/036-transfers-from-roster-diffs.md). Pure: what one sync saw,
// compared with what the database held before it, as the joins, departures and moves to record. The sync then
// stores the new state, so the same data a second time finds nothing.

import type { RosterChangeKind } from '../db/schema/transfers'

/** A team as the diff names it. */
export interface RosterTeam {
  pandascoreId: number
  name: string
}

/** What the database held before the sync: a stored player's team (null: on no team). */
export interface StoredPlayer {
  pandascoreId: number
  name: string
  team: RosterTeam | null
}

/** What the sync saw. */
export interface RosterSnapshot {
  /** Each synced team's roster (its player ids): authoritative about who is on that team now. */
  rosters: ReadonlyMap<number, readonly number[]>
  /** Each player the sync read, with the team it will be stored with (null: inactive, or on no team we hold). */
  players: ReadonlyMap<number, { name: string; team: RosterTeam | null }>
  /** Synced teams the database held before: only their rosters have a baseline to add joins to. */
  knownTeams: ReadonlySet<number>
}

export interface RosterChange {
  kind: RosterChangeKind
  playerPandascoreId: number
  playerName: string
  from: RosterTeam | null
  to: RosterTeam | null
}

/** A change's kind from its sides: both a move, only the new team a join, only the old one a departure. */
export function kindOf(from: object | null, to: object | null): RosterChangeKind {
  if (from && to) return 'moved'
  return to ? 'joined' : 'left'
}

/**
 * The changes between `stored` (by PandaScore id) and `seen`:
 * - a player the sync read is on the team it read (a different team than stored is a move, none a departure);
 * - a stored player missing from a synced team's roster, and not read elsewhere, left it;
 * - a player the database did not hold is a join only when their team was held before: a team's first sync is
 *   its baseline (an empty database records nothing), not a wave of joins.
 * Players the sync did not see keep their stored team and record nothing.
 */
export function diffRosters(stored: ReadonlyMap<number, StoredPlayer>, seen: RosterSnapshot): RosterChange[] {
  const changes: RosterChange[] = []
  const onRoster = new Map<number, Set<number>>()
  for (const [teamId, ids] of seen.rosters) onRoster.set(teamId, new Set(ids))

  for (const [id, player] of seen.players) {
    const before = stored.get(id)
    const to = player.team
    if (!before) {
      if (to && seen.knownTeams.has(to.pandascoreId))
        changes.push({ kind: 'joined', playerPandascoreId: id, playerName: player.name, from: null, to })
      continue
    }
    const from = before.team
    if ((from?.pandascoreId ?? null) === (to?.pandascoreId ?? null)) continue
    changes.push({ kind: kindOf(from, to), playerPandascoreId: id, playerName: player.name, from, to })
  }

  for (const [id, before] of stored) {
    if (seen.players.has(id) || !before.team) continue
    const roster = onRoster.get(before.team.pandascoreId)
    if (!roster || roster.has(id)) continue
    changes.push({
      kind: 'left',
      playerPandascoreId: id,
      playerName: before.name,
      from: before.team,
      to: null,
    })
  }
  return changes.sort((a, b) => a.playerPandascoreId - b.playerPandascoreId)
}

/** Stored players that left with no team read: the sync clears their team so the next run starts from there. */
export function departedUnseen(changes: readonly RosterChange[], seen: RosterSnapshot): number[] {
  return changes
    .filter((change) => change.kind === 'left' && !seen.players.has(change.playerPandascoreId))
    .map((change) => change.playerPandascoreId)
}
