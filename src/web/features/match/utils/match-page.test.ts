import { describe, expect, it } from 'vitest'
import type { MatchSummary } from '#shared/schemas/matches'
import { formResult, matchDescription, matchTitle } from './match-page'

const side = (id: number | null, name: string | null) => ({
  pandascoreId: id,
  name,
  acronym: null,
  imageUrl: null,
  path: null,
  score: null,
})
const match = {
  game: 'cs2',
  status: 'finished',
  teams: [side(1, 'Cobalt Tide'), side(2, 'Aurora Vanguard')],
  winner: 2,
  draw: false,
  matchType: 'best_of',
  numberOfGames: 3,
  startsAt: '2026-11-20T18:00:00.000Z',
  tournament: { name: 'Longship Masters: Playoffs' },
} as unknown as MatchSummary

describe('match page words', () => {
  it('names the sides, TBD for an undecided one', () => {
    expect(matchTitle(match)).toBe('Cobalt Tide vs Aurora Vanguard')
    expect(matchTitle({ ...match, teams: [side(null, null), side(2, 'Aurora Vanguard')] })).toBe(
      'TBD vs Aurora Vanguard',
    )
  })

  it('describes the match without its result', () => {
    const text = matchDescription(match)
    expect(text).toContain(
      'Cobalt Tide vs Aurora Vanguard (BO3) at Longship Masters: Playoffs on Fri, 20 Nov 2026',
    )
    expect(text).not.toMatch(/won|2-|–/)
  })

  it("reads a team's result from its side", () => {
    expect(formResult(match, 2)).toBe('W')
    expect(formResult(match, 1)).toBe('L')
    expect(formResult({ ...match, winner: null, draw: true }, 1)).toBe('D')
    expect(formResult(match, 99)).toBeNull()
  })
})
