import { describe, expect, it } from 'vitest'
import { matchBadge, matchScore, opponentLabel, tournamentLabel } from './match-display'

describe('matchBadge (§2.11, §4)', () => {
  it('shows the result of a finished match', () => {
    expect(matchBadge({ isFinished: true, result: 'win' })).toBe('WIN')
    expect(matchBadge({ isFinished: true, result: 'loss' })).toBe('LOSS')
    expect(matchBadge({ isFinished: true, result: 'draw' })).toBe('DRAW')
  })

  it('shows TBD for any other result', () => {
    expect(matchBadge({ isFinished: true, result: null })).toBe('TBD')
    expect(matchBadge({ isFinished: true, result: 'forfeit' })).toBe('TBD')
  })

  it('shows SCHEDULED for an unfinished match', () => {
    expect(matchBadge({ isFinished: false, result: 'win' })).toBe('SCHEDULED')
  })
})

describe('match row texts (§2.11)', () => {
  it('writes the score, or TBD', () => {
    expect(matchScore(2, 1)).toBe('2-1')
    expect(matchScore(0, 0)).toBe('0-0')
    expect(matchScore(null, 1)).toBe('TBD')
    expect(matchScore(2, undefined)).toBe('TBD')
  })

  it('names the opponent, or Unknown Team', () => {
    expect(opponentLabel('Team Spirit')).toBe('vs Team Spirit')
    expect(opponentLabel('')).toBe('vs Unknown Team')
    expect(opponentLabel(null)).toBe('vs Unknown Team')
  })

  it('names the tournament, or Unknown Tournament', () => {
    expect(tournamentLabel('IEM Cologne')).toBe('IEM Cologne')
    expect(tournamentLabel('  ')).toBe('Unknown Tournament')
    expect(tournamentLabel(undefined)).toBe('Unknown Tournament')
  })
})
