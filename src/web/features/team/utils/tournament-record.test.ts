import { describe, expect, it } from 'vitest'
import type { TeamMatch } from '#shared/schemas/esports'
import { recordText, recordWords, tournamentRecords } from './tournament-record'

let nextId = 1

function match(
  tournamentName: string | null,
  matchDate: string,
  result: TeamMatch['result'],
  options: { tier?: string; isFinished?: boolean; withRow?: boolean } = {},
): TeamMatch {
  const id = nextId++
  const isFinished = options.isFinished ?? true
  return {
    id: `${id}-team`,
    pandascoreMatchId: id,
    matchDate,
    result: isFinished ? result : null,
    scoreTeam: isFinished ? 2 : null,
    scoreOpponent: isFinished ? 1 : null,
    opponentName: 'Vistula Owls',
    opponentAcronym: 'VOW',
    mapsPlayed: [],
    matchType: 'best_of',
    isFinished,
    tournamentName,
    matchPath: null,
    tournament:
      tournamentName && options.withRow !== false
        ? { name: tournamentName, tier: options.tier ?? 'tier-1', imageUrl: null }
        : null,
  }
}

const upcomingMatch = (name: string | null, date: string) => match(name, date, null, { isFinished: false })

describe('tournamentRecords', () => {
  it('groups finished matches by tournament with wins, losses, draws and the first and last dates', () => {
    const { tournaments, withoutTournament } = tournamentRecords([
      match('Longship Masters: Playoffs', '2026-11-10T18:00:00Z', 'win'),
      match('Longship Masters: Playoffs', '2026-11-08T18:00:00Z', 'loss'),
      match('Fjord Cup', '2026-11-05T15:00:00Z', 'draw', { tier: 'tier-3' }),
      match('Longship Masters: Playoffs', '2026-11-02T18:00:00Z', 'win'),
    ])
    expect(withoutTournament).toBe(0)
    expect(tournaments).toEqual([
      {
        name: 'Longship Masters: Playoffs',
        tier: 'tier-1',
        played: 3,
        wins: 2,
        losses: 1,
        draws: 0,
        firstMatchDate: '2026-11-02T18:00:00Z',
        lastMatchDate: '2026-11-10T18:00:00Z',
        nextMatchDate: null,
      },
      {
        name: 'Fjord Cup',
        tier: 'tier-3',
        played: 1,
        wins: 0,
        losses: 0,
        draws: 1,
        firstMatchDate: '2026-11-05T15:00:00Z',
        lastMatchDate: '2026-11-05T15:00:00Z',
        nextMatchDate: null,
      },
    ])
  })

  it('does not rely on the input order for the dates', () => {
    const [record] = tournamentRecords([
      match('Cup', '2026-11-05T15:00:00Z', 'win'),
      match('Cup', '2026-11-09T15:00:00Z', 'win'),
      match('Cup', '2026-11-01T15:00:00Z', 'win'),
    ]).tournaments
    expect(record?.firstMatchDate).toBe('2026-11-01T15:00:00Z')
    expect(record?.lastMatchDate).toBe('2026-11-09T15:00:00Z')
  })

  it('marks a tournament with an upcoming match as ongoing, with its soonest next match', () => {
    const { tournaments } = tournamentRecords(
      [match('League', '2026-11-01T18:00:00Z', 'win'), match('Cup', '2026-10-01T18:00:00Z', 'loss')],
      [
        upcomingMatch('Cup', '2026-11-25T18:00:00Z'),
        upcomingMatch('Cup', '2026-11-20T18:00:00Z'),
        upcomingMatch('Main Event', '2026-12-01T18:00:00Z'),
      ],
    )
    expect(tournaments.map((t) => [t.name, t.nextMatchDate])).toEqual([
      ['Cup', '2026-11-20T18:00:00Z'],
      ['League', null],
    ])
  })

  it('leaves out tournaments with only scheduled matches: they have no record yet', () => {
    const { tournaments } = tournamentRecords([], [upcomingMatch('Main Event', '2026-12-01T18:00:00Z')])
    expect(tournaments).toEqual([])
  })

  it('sorts ongoing tournaments first, then by the last match, newest first, then by name', () => {
    const { tournaments } = tournamentRecords(
      [
        match('Old Cup', '2026-08-01T18:00:00Z', 'win'),
        match('Recent Cup', '2026-11-01T18:00:00Z', 'win'),
        match('Ongoing Early', '2026-09-01T18:00:00Z', 'win'),
        match('Ongoing Late', '2026-10-15T18:00:00Z', 'loss'),
        match('B Cup', '2026-10-01T18:00:00Z', 'win'),
        match('A Cup', '2026-10-01T18:00:00Z', 'loss'),
      ],
      [
        upcomingMatch('Ongoing Early', '2026-11-20T18:00:00Z'),
        upcomingMatch('Ongoing Late', '2026-11-30T18:00:00Z'),
      ],
    )
    expect(tournaments.map((t) => t.name)).toEqual([
      'Ongoing Late',
      'Ongoing Early',
      'Recent Cup',
      'A Cup',
      'B Cup',
      'Old Cup',
    ])
  })

  it('leaves matches without a tournament out of the list and counts them', () => {
    const { tournaments, withoutTournament } = tournamentRecords(
      [
        match(null, '2026-11-01T18:00:00Z', 'win'),
        match('   ', '2026-11-02T18:00:00Z', 'loss'),
        match('Cup', '2026-11-03T18:00:00Z', 'win'),
      ],
      [upcomingMatch(null, '2026-11-20T18:00:00Z')],
    )
    expect(tournaments.map((t) => t.name)).toEqual(['Cup'])
    expect(withoutTournament).toBe(2)
  })

  it("falls back to the tournament row's name and trims names", () => {
    const fromRow = {
      ...match(null, '2026-11-01T18:00:00Z', 'win'),
      tournament: { name: 'Cup', tier: 'tier-2', imageUrl: null },
    }
    const { tournaments } = tournamentRecords([
      fromRow,
      match(' Cup ', '2026-11-02T18:00:00Z', 'loss', { withRow: false }),
    ])
    expect(tournaments).toHaveLength(1)
    expect(tournaments[0]).toMatchObject({ name: 'Cup', tier: 'tier-2', played: 2, wins: 1, losses: 1 })
  })

  it('has no tier when no match carries the tournament row, and prefers a known tier to unknown', () => {
    const none = tournamentRecords([match('Cup', '2026-11-01T18:00:00Z', 'win', { withRow: false })])
    expect(none.tournaments[0]?.tier).toBeNull()
    const known = tournamentRecords([
      match('Cup', '2026-11-02T18:00:00Z', 'win', { tier: 'unknown' }),
      match('Cup', '2026-11-01T18:00:00Z', 'win', { tier: 'tier-2' }),
    ])
    expect(known.tournaments[0]?.tier).toBe('tier-2')
  })

  it('counts a finished match without a result as played, but in no column', () => {
    const [record] = tournamentRecords([
      match('Cup', '2026-11-01T18:00:00Z', null),
      match('Cup', '2026-11-02T18:00:00Z', 'win'),
    ]).tournaments
    expect(record).toMatchObject({ played: 2, wins: 1, losses: 0, draws: 0 })
  })

  it('ignores unfinished matches in the finished list and finished ones in the upcoming list', () => {
    const { tournaments } = tournamentRecords(
      [match('Cup', '2026-11-01T18:00:00Z', 'win'), upcomingMatch('Cup', '2026-11-03T18:00:00Z')],
      [match('Cup', '2026-11-02T18:00:00Z', 'win')],
    )
    expect(tournaments[0]).toMatchObject({ played: 1, nextMatchDate: null })
  })

  it('answers nothing for no matches', () => {
    expect(tournamentRecords([], [])).toEqual({ tournaments: [], withoutTournament: 0 })
  })
})

describe('recordText and recordWords', () => {
  it('show wins and losses, and draws only when there are any', () => {
    expect(recordText({ wins: 5, losses: 2, draws: 0 })).toBe('5-2')
    expect(recordText({ wins: 5, losses: 2, draws: 1 })).toBe('5-2-1')
    expect(recordWords({ wins: 5, losses: 2, draws: 0 })).toBe('5 wins, 2 losses')
    expect(recordWords({ wins: 1, losses: 1, draws: 1 })).toBe('1 win, 1 loss, 1 draw')
    expect(recordWords({ wins: 0, losses: 3, draws: 2 })).toBe('0 wins, 3 losses, 2 draws')
  })
})
