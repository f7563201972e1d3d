import { describe, expect, it } from 'vitest'
import { careerSummary, formatStatValue, statMatchesLabel, statTypeLabel } from './player-stats'

describe('formatStatValue', () => {
  it('shows numbers and numeric strings with 2 decimals, other text as is', () => {
    expect(formatStatValue(1.2)).toBe('1.20')
    expect(formatStatValue(86)).toBe('86.00')
    expect(formatStatValue(0.125)).toBe('0.13')
    expect(formatStatValue('43.333')).toBe('43.33')
    expect(formatStatValue(' 7 ')).toBe('7.00')
    expect(formatStatValue('Entry fragger')).toBe('Entry fragger')
    expect(formatStatValue('')).toBe('')
    expect(formatStatValue('1.2.3')).toBe('1.2.3')
  })
})

describe('statTypeLabel and statMatchesLabel', () => {
  it('shows underscores as spaces', () => {
    expect(statTypeLabel('kills_per_round')).toBe('kills per round')
    expect(statTypeLabel('adr')).toBe('adr')
  })

  it('reads "{n} matches" only above 0', () => {
    expect(statMatchesLabel(30)).toBe('30 matches')
    expect(statMatchesLabel(0)).toBeUndefined()
  })
})

describe('careerSummary', () => {
  it('is undefined without statistics', () => {
    expect(careerSummary([])).toBeUndefined()
  })

  it('sums matches and wins; win rate with 1 decimal over wins and losses', () => {
    expect(
      careerSummary([
        { matchesPlayed: 30, wins: 20, losses: 9 },
        { matchesPlayed: 10, wins: 5, losses: 5 },
      ]),
    ).toEqual({ totalMatches: 40, totalWins: 25, totalLosses: 14, winRate: '64.1' })
  })

  it('has no win rate when there are neither wins nor losses', () => {
    expect(careerSummary([{ matchesPlayed: 3, wins: 0, losses: 0 }])).toEqual({
      totalMatches: 3,
      totalWins: 0,
      totalLosses: 0,
      winRate: undefined,
    })
    expect(careerSummary([{ matchesPlayed: 3, wins: 0, losses: 2 }])?.winRate).toBe('0.0')
  })
})
