import { describe, expect, it } from 'vitest'
import type { Following } from '#shared/schemas/following'
import type { MatchChange } from '#shared/schemas/match-changes'
import type { MatchStatus, MatchSummary } from '#shared/schemas/matches'
import { MatchAlertTracker } from './follow-alerts'

// Issue #18 item 4: which changes of the live stream are a followed team's match going live or ending.

function match(id: number, status: MatchStatus): MatchSummary {
  const side = (n: number) => ({
    pandascoreId: n,
    name: `Team ${n}`,
    acronym: null,
    imageUrl: null,
    path: null,
    score: null,
  })
  return {
    pandascoreId: id,
    slug: `m-${id}`,
    path: `/cs2/matches/m-${id}`,
    game: 'cs2',
    name: `match ${id}`,
    status,
    startsAt: '2026-11-27T12:00:00.000Z',
    scheduledAt: null,
    beginAt: null,
    endAt: null,
    originalScheduledAt: null,
    rescheduled: false,
    matchType: 'best_of',
    numberOfGames: 3,
    teams: [side(1), side(2)],
    winner: null,
    forfeit: false,
    draw: false,
    tournament: null,
  }
}

const following = (parts: Partial<Pick<Following, 'live' | 'upcoming' | 'results'>>): Following => ({
  teams: [],
  players: [],
  live: [],
  upcoming: [],
  results: [],
  news: [],
  ...parts,
})

const change = (
  id: number,
  status: MatchStatus,
  scores: [number | null, number | null] = [0, 0],
): MatchChange => ({
  pandascoreId: id,
  game: 'cs2',
  slug: `m-${id}`,
  status,
  scores,
  winner: null,
})

const kinds = (result: { alerts: { kind: string; match: MatchSummary }[] }) =>
  result.alerts.map((a) => `${a.kind} ${a.match.pandascoreId}`)

describe('MatchAlertTracker', () => {
  it('alerts once when a followed upcoming match goes live, and once when it ends', () => {
    const tracker = new MatchAlertTracker()
    const data = following({ upcoming: [match(7, 'not_started')] })
    tracker.seed(data)
    expect(kinds(tracker.take([change(7, 'running')], data))).toEqual(['live 7'])
    // Its score moves: nothing to say.
    expect(kinds(tracker.take([change(7, 'running', [1, 0])], data))).toEqual([])
    // A later read of the set that still says "not started" does not undo what the stream said.
    tracker.seed(data)
    const ended = tracker.take([change(7, 'finished', [2, 0])], data)
    expect(kinds(ended)).toEqual(['ended 7'])
    expect(ended.alerts[0]!.scores).toEqual([2, 0])
    expect(kinds(tracker.take([change(7, 'finished', [2, 0])], data))).toEqual([])
  })

  it('says nothing of a followed match that was already live when the page opened', () => {
    const tracker = new MatchAlertTracker()
    const data = following({ live: [match(8, 'running')] })
    tracker.seed(data)
    expect(tracker.take([change(8, 'running', [1, 1])], data)).toEqual({ alerts: [], unknown: [] })
  })

  it('asks a fresh read about a match the set did not hold, and alerts only when it is a followed team’s', () => {
    const tracker = new MatchAlertTracker()
    const data = following({})
    tracker.seed(data)
    const { alerts, unknown } = tracker.take(
      [change(9, 'running'), change(10, 'running'), change(11, 'postponed')],
      data,
    )
    expect(alerts).toEqual([])
    expect(unknown.map((c) => c.pandascoreId)).toEqual([9, 10])
    const fresh = following({ live: [match(9, 'running')] })
    expect(tracker.resolve(unknown, fresh).map((a) => `${a.kind} ${a.match.pandascoreId}`)).toEqual([
      'live 9',
    ])
    // Match 10 is someone else's: its next score change asks nothing more.
    expect(tracker.take([change(10, 'running', [1, 0])], data)).toEqual({ alerts: [], unknown: [] })
  })

  it('stays quiet before the first read of the set, when a start cannot be told from a running match', () => {
    const tracker = new MatchAlertTracker()
    expect(tracker.take([change(12, 'running')], undefined)).toEqual({ alerts: [], unknown: [] })
  })
})
