import { describe, expect, it } from 'vitest'
import type { Transfer } from '#shared/schemas/transfers'
import { dayParam, seenDay, teamSide, teamStints, transfersHref } from './transfers'

const A = { name: 'Northwind Wolves', path: '/cs2/teams/northwind-wolves' }
const B = { name: 'Aurora Vanguard', path: '/cs2/teams/aurora-vanguard' }

function change(id: string, seenAt: string, from: Transfer['from'], to: Transfer['to']): Transfer {
  const kind = from && to ? 'moved' : to ? 'joined' : 'left'
  return { id, game: 'cs2', kind, seenAt, player: { name: 'mossbyte', path: null }, from, to }
}

describe('transfers page addresses', () => {
  it('puts the game in the path and the rest in the query string', () => {
    expect(transfersHref({})).toBe('/transfers')
    expect(transfersHref({ game: 'lol' })).toBe('/lol/transfers')
    expect(
      transfersHref({ game: 'cs2', team: 'aurora-vanguard', from: '2026-11-01', to: '2026-11-30' }, 'c1'),
    ).toBe('/cs2/transfers?team=aurora-vanguard&from=2026-11-01&to=2026-11-30&cursor=c1')
  })

  it('keeps only real days from the query string', () => {
    expect(dayParam('2026-11-22')).toBe('2026-11-22')
    expect(dayParam('2026-13-40')).toBeUndefined()
    expect(dayParam('yesterday')).toBeUndefined()
    expect(dayParam(null)).toBeUndefined()
  })

  it('shows the UTC day a change was seen', () => {
    expect(seenDay('2026-11-22T23:30:00.000Z')).toBe('Nov 22, 2026')
  })
})

describe('a change from a team side', () => {
  it('reads as joined from the old team, or left for the new one', () => {
    const move = change('1', '2026-11-22T09:30:00.000Z', A, B)
    expect(teamSide(move, B.path)).toEqual({ verb: 'Joined', other: A })
    expect(teamSide(move, A.path)).toEqual({ verb: 'Left', other: B })
    expect(teamSide(change('2', '2026-11-22T09:30:00.000Z', A, null), A.path)).toEqual({
      verb: 'Left',
      other: null,
    })
  })
})

describe('a player teams', () => {
  it('lists each team with the days they joined and left, newest first', () => {
    const stints = teamStints([
      change('3', '2026-11-25T00:00:00.000Z', null, A),
      change('1', '2026-11-22T00:00:00.000Z', A, B),
      change('2', '2026-11-24T00:00:00.000Z', B, null),
    ])
    expect(
      stints.map((s) => [s.team.name, s.since?.slice(0, 10) ?? null, s.until?.slice(0, 10) ?? null]),
    ).toEqual([
      ['Northwind Wolves', '2026-11-25', null],
      ['Aurora Vanguard', '2026-11-22', '2026-11-24'],
      ['Northwind Wolves', null, '2026-11-22'],
    ])
  })

  it('has no stints without changes', () => {
    expect(teamStints([])).toEqual([])
  })
})
