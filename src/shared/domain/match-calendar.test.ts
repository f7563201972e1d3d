import { describe, expect, it } from 'vitest'
import {
  type CalendarMatch,
  estimatedMatchMinutes,
  googleCalendarUrl,
  matchCalendarEvent,
  matchSequence,
  webcalUrl,
} from './match-calendar'

const MATCH: CalendarMatch = {
  pandascoreId: 9600123,
  game: 'cs2',
  slug: 'cobalt-tide-vs-tbd-9600123',
  status: 'not_started',
  startsAt: new Date('2026-11-21T18:00:00Z'),
  endAt: null,
  matchType: 'best_of',
  numberOfGames: 3,
  team1Name: 'Cobalt Tide',
  team2Name: null,
  eventName: 'Longship Masters Autumn 2026',
  stageName: 'Playoffs',
  modifiedAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:05Z'),
}

describe('a match as a calendar event', () => {
  it('estimates the end from the game and the format, blocking the longest series', () => {
    expect(estimatedMatchMinutes('cs2', 'best_of', 1)).toBe(60)
    expect(estimatedMatchMinutes('cs2', 'best_of', 3)).toBe(180)
    expect(estimatedMatchMinutes('lol', 'best_of', 5)).toBe(225)
    expect(estimatedMatchMinutes('dota2', 'first_to', 2)).toBe(165)
    expect(estimatedMatchMinutes('valorant', null, null)).toBe(55)
    const event = matchCalendarEvent(MATCH, 'https://bo5.example')
    expect(event.end.toISOString()).toBe('2026-11-21T21:00:00.000Z')
  })

  it('ends a played match at its real end', () => {
    const played = { ...MATCH, status: 'finished' as const, endAt: new Date('2026-11-21T19:42:00Z') }
    expect(matchCalendarEvent(played, 'https://bo5.example').end.toISOString()).toBe(
      '2026-11-21T19:42:00.000Z',
    )
  })

  it('names both sides (TBD when unknown) and the event, with a stable UID and the match page', () => {
    const event = matchCalendarEvent(MATCH, 'https://bo5.example/')
    expect(event.summary).toBe('Cobalt Tide vs TBD · Longship Masters Autumn 2026')
    expect(event.uid).toBe('match-9600123@bo5.example')
    expect(event.url).toBe('https://bo5.example/cs2/matches/cobalt-tide-vs-tbd-9600123')
    expect(event.description).toBe(
      'CS2 · BO3 · Playoffs · Longship Masters Autumn 2026\nhttps://bo5.example/cs2/matches/cobalt-tide-vs-tbd-9600123',
    )
    expect(event.status).toBe('CONFIRMED')
    // The UID does not follow the slug: a TBD side decided later keeps the same event.
    const decided = { ...MATCH, team2Name: 'Aurora Vanguard', slug: 'cobalt-tide-vs-aurora-vanguard-9600123' }
    expect(matchCalendarEvent(decided, 'https://bo5.example').uid).toBe(event.uid)
  })

  it('cancels a canceled match and says so in the summary', () => {
    const event = matchCalendarEvent({ ...MATCH, status: 'canceled' }, 'https://bo5.example')
    expect(event.status).toBe('CANCELLED')
    expect(event.summary).toMatch(/^Canceled: Cobalt Tide vs TBD/)
  })

  it('marks a postponed match TENTATIVE (RFC 5545 has no postponed) and says so in the summary', () => {
    const event = matchCalendarEvent({ ...MATCH, status: 'postponed' }, 'https://bo5.example')
    expect(event.status).toBe('TENTATIVE')
    expect(event.summary).toMatch(/^Postponed: Cobalt Tide vs TBD/)
  })

  it('grows the sequence with the source’s last change and keeps it for the same data', () => {
    const first = matchSequence(MATCH)
    expect(matchSequence({ ...MATCH })).toBe(first)
    const moved = matchSequence({ ...MATCH, modifiedAt: new Date('2026-11-20T10:00:01Z') })
    expect(moved).toBe(first + 1)
    // Without the source's stamp, our row's change time stands in.
    expect(matchSequence({ ...MATCH, modifiedAt: null })).toBe(first + 5)
    expect(first).toBeLessThan(2 ** 31)
  })

  it('links Google Calendar with the UTC times and the text, and webcal for subscribing', () => {
    const event = matchCalendarEvent(MATCH, 'https://bo5.example')
    const url = new URL(googleCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('dates')).toBe('20261121T180000Z/20261121T210000Z')
    expect(url.searchParams.get('text')).toBe(event.summary)
    expect(webcalUrl('https://bo5.example/cs2/matches.ics')).toBe('webcal://bo5.example/cs2/matches.ics')
  })
})
