import { describe, expect, it } from 'vitest'
import type { Bracket, MatchSummary } from '#shared/schemas/matches'
import { bracketMatchNames, sideHint } from './bracket-labels'

const tbd = { pandascoreId: null, name: null, acronym: null, imageUrl: null, path: null, score: null }
const team = (id: number, name: string) => ({ ...tbd, pandascoreId: id, name })
const match = (id: number, teams: MatchSummary['teams']) => ({ pandascoreId: id, teams }) as MatchSummary

const bracket: Bracket = {
  upper: [
    {
      label: 'Semifinal',
      matches: [
        { match: match(1, [team(10, 'Cobalt Tide'), team(11, 'Aurora Vanguard')]), from: [] },
        { match: match(2, [team(12, 'Kestrel Row'), team(13, 'Northwind Wolves')]), from: [] },
      ],
    },
  ],
  lower: [],
  final: [
    {
      label: 'Grand final',
      matches: [
        {
          match: match(3, [team(10, 'Cobalt Tide'), tbd]),
          from: [
            { pandascoreId: 1, type: 'winner' },
            { pandascoreId: 2, type: 'winner' },
          ],
        },
      ],
    },
  ],
}

describe('bracket labels', () => {
  it('names matches by round, numbered when a round has several', () => {
    expect([...bracketMatchNames(bracket).entries()]).toEqual([
      [1, 'Semifinal 1'],
      [2, 'Semifinal 2'],
      [3, 'Grand final'],
    ])
  })

  it('says where a TBD side comes from, and the name of a decided one', () => {
    const names = bracketMatchNames(bracket)
    const final = bracket.final[0]!.matches[0]!
    expect(sideHint(final, 0, names)).toBe('Cobalt Tide')
    expect(sideHint(final, 1, names)).toBe('Winner of Semifinal 2')
    expect(sideHint({ ...final, from: [{ pandascoreId: 2, type: 'loser' }] }, 0, names)).toBe('Cobalt Tide')
    expect(
      sideHint({ match: match(4, [tbd, tbd]), from: [{ pandascoreId: 2, type: 'loser' }] }, 0, names),
    ).toBe('Loser of Semifinal 2')
    expect(sideHint({ match: match(4, [tbd, tbd]), from: [] }, 1, names)).toBe('TBD')
  })
})
