import { describe, expect, it } from 'vitest'
import {
  eventTypeLabel,
  gameLength,
  groupByDay,
  languageName,
  matchMark,
  regionName,
  seriesScore,
  sideName,
} from './match-labels'

const base = { status: 'not_started' as const, forfeit: false, draw: false, rescheduled: false }
const side = (score: number | null) => ({
  pandascoreId: 1,
  name: 'Cobalt Tide',
  acronym: 'CT',
  imageUrl: null,
  path: null,
  score,
})

describe('sideName', () => {
  it('says TBD for a side PandaScore has not decided', () => {
    expect(sideName({ pandascoreId: null, name: null })).toBe('TBD')
    expect(sideName({ pandascoreId: 4, name: 'Aurora Vanguard' })).toBe('Aurora Vanguard')
  })
})

describe('matchMark', () => {
  it('marks live, forfeits, draws, canceled, postponed and rescheduled matches', () => {
    expect(matchMark({ ...base, status: 'running' })?.label).toBe('Live')
    expect(matchMark({ ...base, status: 'finished', forfeit: true })).toMatchObject({
      label: 'W/O',
      result: true,
    })
    expect(matchMark({ ...base, status: 'finished', draw: true })).toMatchObject({
      label: 'Draw',
      result: true,
    })
    expect(matchMark({ ...base, status: 'canceled' })?.label).toBe('Canceled')
    expect(matchMark({ ...base, status: 'postponed' })?.label).toBe('Postponed')
    expect(matchMark({ ...base, rescheduled: true })?.label).toBe('Rescheduled')
    expect(matchMark(base)).toBeNull()
    expect(matchMark({ ...base, status: 'finished' })).toBeNull()
  })
})

describe('seriesScore', () => {
  it('shows the score of a live or finished match only', () => {
    expect(seriesScore({ status: 'finished', teams: [side(2), side(1)] })).toBe('2–1')
    expect(seriesScore({ status: 'running', teams: [side(0), side(1)] })).toBe('0–1')
    expect(seriesScore({ status: 'not_started', teams: [side(null), side(null)] })).toBeNull()
  })
})

describe('words', () => {
  it('writes game lengths, regions, event types and stream languages', () => {
    expect(gameLength(2045)).toBe('34:05')
    expect(gameLength(3730)).toBe('1:02:10')
    expect(gameLength(null)).toBeNull()
    expect(regionName('WEU')).toBe('Western Europe')
    expect(regionName('XX')).toBe('XX')
    expect(eventTypeLabel('offline')).toBe('LAN')
    expect(eventTypeLabel('online/offline')).toBe('Online & LAN')
    expect(languageName('fr')).toBe('French')
  })
})

describe('groupByDay', () => {
  it('groups by the calendar day of the reader, not of UTC', () => {
    const matches = [
      { id: 1, startsAt: '2026-11-25T23:30:00Z' },
      { id: 2, startsAt: '2026-11-26T01:00:00Z' },
      { id: 3, startsAt: null },
    ]
    expect(groupByDay(matches, 'UTC').map((day) => [day.heading, day.matches.map((m) => m.id)])).toEqual([
      ['Wednesday, Nov 25', [1]],
      ['Thursday, Nov 26', [2]],
      ['Date to be announced', [3]],
    ])
    // New York is five hours behind: both fall on the 25th there.
    expect(groupByDay(matches, 'America/New_York').map((day) => day.matches.map((m) => m.id))).toEqual([
      [1, 2],
      [3],
    ])
  })
})
