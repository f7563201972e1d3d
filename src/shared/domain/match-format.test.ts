import { describe, expect, it } from 'vitest'
import {
  forfeitNote,
  matchFormatLabel,
  matchOutcomeLabel,
  matchScoreLabel,
  matchStatusLabel,
  sideLabel,
  matchRoundLabel,
} from './match-format'

const teams = (a: number | null, b: number | null) => [{ score: a }, { score: b }] as const

describe('matchFormatLabel', () => {
  it('says BO1/BO3/BO5 for best-of, FT for first-to, a count otherwise', () => {
    expect(matchFormatLabel('best_of', 3)).toBe('BO3')
    expect(matchFormatLabel('best_of', 1)).toBe('BO1')
    expect(matchFormatLabel('ow_best_of', 5)).toBe('BO5')
    expect(matchFormatLabel('first_to', 3)).toBe('FT3')
    expect(matchFormatLabel('all_games_played', 2)).toBe('2 games')
    expect(matchFormatLabel('custom', 1)).toBe('1 game')
  })
  it('says nothing without a count', () => {
    expect(matchFormatLabel('best_of', null)).toBeNull()
    expect(matchFormatLabel('best_of', 0)).toBeNull()
    expect(matchFormatLabel(null, undefined)).toBeNull()
  })
})

describe('match status and sides', () => {
  it('names every status', () => {
    expect(matchStatusLabel('not_started')).toBe('Upcoming')
    expect(matchStatusLabel('running')).toBe('Live')
    expect(matchStatusLabel('finished')).toBe('Finished')
    expect(matchStatusLabel('canceled')).toBe('Canceled')
    expect(matchStatusLabel('postponed')).toBe('Postponed')
  })
  it('shows TBD for a side not yet known, the acronym when short', () => {
    expect(sideLabel({ name: null, acronym: null })).toBe('TBD')
    expect(sideLabel({ name: '  ', acronym: null }, true)).toBe('TBD')
    expect(sideLabel({ name: 'Cobalt Tide', acronym: 'CT' })).toBe('Cobalt Tide')
    expect(sideLabel({ name: 'Cobalt Tide', acronym: 'CT' }, true)).toBe('CT')
    expect(sideLabel({ name: 'Cobalt Tide', acronym: null }, true)).toBe('Cobalt Tide')
  })
})

describe('match outcome and score', () => {
  const base = { status: 'finished' as const, forfeit: false, draw: false }
  it('shows W/O for a forfeit and says who won by it', () => {
    expect(matchOutcomeLabel({ ...base, forfeit: true })).toBe('W/O')
    expect(matchScoreLabel({ ...base, forfeit: true, teams: teams(2, 0) })).toBe('W/O')
    expect(forfeitNote({ forfeit: true, winner: 1 }, 1)).toBe('Won by forfeit')
    expect(forfeitNote({ forfeit: true, winner: 1 }, 2)).toBe('Forfeited')
    expect(forfeitNote({ forfeit: false, winner: 1 }, 1)).toBeNull()
  })
  it('shows a draw as such with its score', () => {
    expect(matchOutcomeLabel({ ...base, draw: true })).toBe('Draw')
    expect(matchScoreLabel({ ...base, draw: true, teams: teams(1, 1) })).toBe('Draw 1-1')
  })
  it('shows the series score of a finished or live match, "vs" before and for a canceled one', () => {
    expect(matchScoreLabel({ ...base, teams: teams(2, 1) })).toBe('2-1')
    expect(matchScoreLabel({ ...base, status: 'running', teams: teams(1, 0) })).toBe('1-0')
    expect(matchScoreLabel({ ...base, status: 'not_started', teams: teams(null, null) })).toBe('vs')
    expect(matchScoreLabel({ ...base, status: 'postponed', teams: teams(null, null) })).toBe('vs')
    expect(matchScoreLabel({ ...base, status: 'canceled', teams: teams(1, 0) })).toBe('vs')
    expect(matchOutcomeLabel({ ...base, status: 'running', forfeit: true })).toBeNull()
  })
})

describe('matchRoundLabel', () => {
  it('reads the round from the match name unless it only repeats the stage', () => {
    expect(matchRoundLabel('Grand final: GEN vs HLE', 'Playoffs')).toBe('Grand final')
    expect(matchRoundLabel('Upper bracket quarterfinal 1: ME vs TBD', 'Playoffs')).toBe(
      'Upper bracket quarterfinal 1',
    )
    expect(matchRoundLabel('Regular Season: PLS vs GDG', 'Regular Season')).toBeNull()
    expect(matchRoundLabel('PLS vs GDG', 'Regular Season')).toBeNull()
  })
})
