import { describe, expect, it } from 'vitest'
import {
  departedUnseen,
  diffRosters,
  type RosterSnapshot,
  type RosterTeam,
  type StoredPlayer,
} from './roster-diff'

const A: RosterTeam = { pandascoreId: 1, name: 'Aurora Vanguard' }
const B: RosterTeam = { pandascoreId: 2, name: 'Cobalt Tide' }
const NAMES: Record<number, string> = {
  11: 'ash',
  12: 'brisk',
  13: 'cinder',
  21: 'dune',
  22: 'ember',
  31: 'frost',
}

/** A sync that read these teams' rosters; every listed player is read with the team that lists them. */
function sync(rosters: Record<number, number[]>, known: RosterTeam[] = [A, B]): RosterSnapshot {
  const teams = new Map([A, B].map((team) => [team.pandascoreId, team]))
  const players = new Map<number, { name: string; team: RosterTeam | null }>()
  for (const [teamId, ids] of Object.entries(rosters))
    for (const id of ids)
      players.set(id, { name: NAMES[id] ?? `p${id}`, team: teams.get(Number(teamId)) ?? null })
  return {
    rosters: new Map(Object.entries(rosters).map(([teamId, ids]) => [Number(teamId), ids])),
    players,
    knownTeams: new Set(known.map((team) => team.pandascoreId)),
  }
}

/** What the database holds after the sync stored `seen` (the sync's own writes). */
function store(before: Map<number, StoredPlayer>, seen: RosterSnapshot): Map<number, StoredPlayer> {
  const after = new Map(before)
  for (const id of departedUnseen(diffRosters(before, seen), seen)) {
    const player = after.get(id)
    if (player) after.set(id, { ...player, team: null })
  }
  for (const [id, player] of seen.players) after.set(id, { pandascoreId: id, ...player })
  return after
}

const summary = (before: Map<number, StoredPlayer>, seen: RosterSnapshot) =>
  diffRosters(before, seen).map(
    (c) => `${c.playerName}: ${c.from?.name ?? '-'} → ${c.to?.name ?? '-'} (${c.kind})`,
  )

describe('diffRosters', () => {
  const first = sync({ 1: [11, 12, 13], 2: [21, 22] }, [])
  const baseline = store(new Map(), first)

  it('records nothing on the first sync of an empty database (the baseline)', () => {
    expect(diffRosters(new Map(), first)).toEqual([])
  })

  it('records nothing when a re-sync sees the same rosters', () => {
    expect(diffRosters(baseline, sync({ 1: [11, 12, 13], 2: [21, 22] }))).toEqual([])
  })

  it('records a new player on a known team as a join', () => {
    expect(summary(baseline, sync({ 1: [11, 12, 13, 31], 2: [21, 22] }))).toEqual([
      'frost: - → Aurora Vanguard (joined)',
    ])
  })

  it('records a player missing from their team as a departure, with no team after', () => {
    const seen = sync({ 1: [11, 12], 2: [21, 22] })
    expect(summary(baseline, seen)).toEqual(['cinder: Aurora Vanguard → - (left)'])
    expect(departedUnseen(diffRosters(baseline, seen), seen)).toEqual([13])
  })

  it('records a player seen leaving one team and joining another in one sync as one move', () => {
    expect(summary(baseline, sync({ 1: [11, 13], 2: [21, 22, 12] }))).toEqual([
      'brisk: Aurora Vanguard → Cobalt Tide (moved)',
    ])
  })

  it('records a player read as inactive or on no team as a departure, not a move', () => {
    const seen = sync({ 1: [11, 12, 13], 2: [21, 22] })
    const players = new Map(seen.players)
    players.set(12, { name: 'brisk', team: null })
    expect(summary(baseline, { ...seen, players })).toEqual(['brisk: Aurora Vanguard → - (left)'])
  })

  it('records leave then join for a player who disappears and returns, and nothing after', () => {
    const gone = sync({ 1: [11, 12], 2: [21, 22] })
    const afterLeave = store(baseline, gone)
    expect(summary(baseline, gone)).toEqual(['cinder: Aurora Vanguard → - (left)'])
    expect(diffRosters(afterLeave, gone)).toEqual([])
    const back = sync({ 1: [11, 12, 13], 2: [21, 22] })
    expect(summary(afterLeave, back)).toEqual(['cinder: - → Aurora Vanguard (joined)'])
    expect(diffRosters(store(afterLeave, back), back)).toEqual([])
  })

  it('keeps the players of a team the sync did not read as they were', () => {
    expect(diffRosters(baseline, sync({ 2: [21, 22] }))).toEqual([])
  })

  it('takes a newly synced team as its baseline, while a known player moving to it is a move', () => {
    const C: RosterTeam = { pandascoreId: 3, name: 'Driftwood' }
    const seen = sync({ 1: [11, 12, 13] })
    const players = new Map(seen.players)
    players.set(41, { name: 'gale', team: C })
    players.set(22, { name: 'ember', team: C })
    const rosters = new Map([...seen.rosters, [3, [41, 22]]])
    expect(summary(baseline, { ...seen, players, rosters })).toEqual([
      'ember: Cobalt Tide → Driftwood (moved)',
    ])
  })
})
