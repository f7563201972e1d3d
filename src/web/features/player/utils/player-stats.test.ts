import { describe, expect, it } from 'vitest'
import { careerSummary } from '#shared/domain/player-career'
import { statMatchesLabel, statTypeLabel } from './player-stats'

describe('statTypeLabel and statMatchesLabel', () => {
  it('shows underscores as spaces and abbreviations in capitals', () => {
    expect(statTypeLabel('kills_per_round')).toBe('Kills per round')
    expect(statTypeLabel('adr')).toBe('ADR')
    expect(statTypeLabel('kd_ratio')).toBe('K/D ratio')
    expect(statTypeLabel('cs_per_minute')).toBe('CS per minute')
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

  it('counts each match once: the stats of one game share their matches', () => {
    const row = { game: 'cs2', matchesPlayed: 31, wins: 19, losses: 12 }
    expect(careerSummary([row, row, row, row])).toEqual({
      totalMatches: 31,
      totalWins: 19,
      totalLosses: 12,
      winRate: '61.3',
    })
  })

  it('adds up the games; win rate with 1 decimal over wins and losses', () => {
    expect(
      careerSummary([
        { game: 'lol', matchesPlayed: 30, wins: 20, losses: 9 },
        { game: 'lol', matchesPlayed: 28, wins: 18, losses: 9 },
        { game: 'dota2', matchesPlayed: 10, wins: 5, losses: 5 },
      ]),
    ).toEqual({ totalMatches: 40, totalWins: 25, totalLosses: 14, winRate: '64.1' })
  })

  it('has no win rate when there are neither wins nor losses', () => {
    expect(careerSummary([{ game: 'cs2', matchesPlayed: 3, wins: 0, losses: 0 }])).toEqual({
      totalMatches: 3,
      totalWins: 0,
      totalLosses: 0,
      winRate: undefined,
    })
    expect(careerSummary([{ game: 'cs2', matchesPlayed: 3, wins: 0, losses: 2 }])?.winRate).toBe('0.0')
  })
})
