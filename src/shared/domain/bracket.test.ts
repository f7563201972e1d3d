import { describe, expect, it } from 'vitest'
import { buildBracket } from './bracket'
import { at, doubleElimination, input, l, shape, w } from './testdata/brackets'

describe('buildBracket', () => {
  it('builds a single-elimination bracket: quarterfinals, semifinals, grand final, each beside its next match', () => {
    const bracket = buildBracket([
      // Given out of order: the semifinal fed by 3 and 4 is listed first.
      input(6, at(2), [w(3), w(4)]),
      input(5, at(2, 10), [w(1), w(2)]),
      input(7, at(3), [w(5), w(6)], [null, null]),
      input(1, at(1, 9)),
      input(4, at(1, 12)),
      input(2, at(1, 15)),
      input(3, at(1, 18)),
    ])
    expect(shape(bracket.upper)).toEqual([
      ['Quarterfinals', [1, 2, 4, 3]],
      ['Semifinals', [5, 6]],
      ['Grand final', [7]],
    ])
    expect(bracket.lower).toEqual([])
    expect(bracket.final).toEqual([])
    expect(bracket.upper[2]!.matches[0]!.from).toEqual([w(5), w(6)])
  })

  it('names earlier rounds by number and a match of losers as the third-place match', () => {
    const firstRound = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => input(id, at(1, id)))
    const bracket = buildBracket([
      ...firstRound,
      input(11, at(2), [w(1), w(2)]),
      input(12, at(2), [w(3), w(4)]),
      input(13, at(2), [w(5), w(6)]),
      input(14, at(2), [w(7), w(8)]),
      input(21, at(3), [w(11), w(12)]),
      input(22, at(3), [w(13), w(14)]),
      input(30, at(4, 9), [l(21), l(22)]),
      input(31, at(4), [w(21), w(22)]),
    ])
    expect(bracket.upper.map((r) => r.label)).toEqual([
      'Round 1',
      'Quarterfinals',
      'Semifinals',
      'Grand final',
    ])
    expect(shape(bracket.lower)).toEqual([['Third place match', [30]]])
    expect(bracket.final).toEqual([])
  })

  it('builds a double-elimination bracket: upper, lower, grand final and bracket reset, TBD slots kept', () => {
    const bracket = buildBracket(doubleElimination())
    // Four teams: the upper bracket's first round is its semifinals, as the matches are named.
    expect(shape(bracket.upper)).toEqual([
      ['Upper bracket semifinals', [1, 2]],
      ['Upper bracket final', [3]],
    ])
    expect(shape(bracket.lower)).toEqual([
      ['Lower bracket round 1', [4]],
      ['Lower bracket final', [5]],
    ])
    expect(shape(bracket.final)).toEqual([
      ['Grand final', [6]],
      ['Bracket reset', [7]],
    ])
    expect(bracket.lower[1]!.matches[0]!.from).toEqual([l(3), w(4)])
    expect(bracket.final[0]!.matches[0]!.match.teams.map((s) => s.name)).toEqual([null, null])
  })

  it('labels upper semifinals in a larger double-elimination bracket', () => {
    const bracket = buildBracket([
      ...[1, 2, 3, 4].map((id) => input(id, at(1, id))),
      input(11, at(2), [w(1), w(2)]),
      input(12, at(2), [w(3), w(4)]),
      input(13, at(3), [w(11), w(12)]),
      input(21, at(2), [l(1), l(2)]),
      input(22, at(2), [l(3), l(4)]),
      input(23, at(3), [w(21), l(12)]),
      input(24, at(3), [w(22), l(11)]),
      input(25, at(4), [w(23), w(24)]),
      input(26, at(5), [w(25), l(13)]),
      input(30, at(6), [w(13), w(26)]),
    ])
    expect(bracket.upper.map((r) => r.label)).toEqual([
      'Upper bracket round 1',
      'Upper bracket semifinals',
      'Upper bracket final',
    ])
    expect(shape(bracket.lower)).toEqual([
      ['Lower bracket round 1', [21, 22]],
      ['Lower bracket round 2', [23, 24]],
      ['Lower bracket round 3', [25]],
      ['Lower bracket final', [26]],
    ])
    expect(shape(bracket.final)).toEqual([['Grand final', [30]]])
  })

  it('falls back to rounds by day when the stage has no links, or only links to matches it does not hold', () => {
    const bracket = buildBracket([
      input(3, at(2), [w(99)]),
      input(1, at(1, 10)),
      input(2, at(1, 14), [l(98)]),
    ])
    expect(shape(bracket.upper)).toEqual([
      ['Semifinals', [1, 2]],
      ['Grand final', [3]],
    ])
    expect(bracket.upper[1]!.matches[0]!.from).toEqual([])
    const flat = buildBracket([input(1, at(1)), input(2, at(1)), input(3, at(2)), input(4, at(2))])
    expect(flat.upper.map((r) => r.label)).toEqual(['Round 1', 'Round 2'])
  })

  it('is empty without matches, and survives a link cycle', () => {
    expect(buildBracket([])).toEqual({ upper: [], lower: [], final: [] })
    const cyclic = buildBracket([input(1, at(1), [w(2)]), input(2, at(2), [w(1)])])
    expect(cyclic.upper.flatMap((r) => r.matches.map((m) => m.match.pandascoreId)).sort()).toEqual([1, 2])
  })
})
