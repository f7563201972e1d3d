import { describe, expect, it } from 'vitest'
import type { MatchSummary } from '../schemas/matches'
import { sportsEventJsonLd } from './sports-event'

const match: MatchSummary = {
  pandascoreId: 9600123,
  slug: 'cobalt-tide-vs-aurora-vanguard-9600123',
  path: '/cs2/matches/cobalt-tide-vs-aurora-vanguard-9600123',
  game: 'cs2',
  name: 'Grand final: CT vs AV',
  status: 'finished',
  startsAt: '2026-11-20T18:00:00.000Z',
  scheduledAt: '2026-11-20T18:00:00.000Z',
  beginAt: '2026-11-20T18:00:00.000Z',
  endAt: '2026-11-20T20:31:00.000Z',
  originalScheduledAt: '2026-11-20T18:00:00.000Z',
  rescheduled: false,
  matchType: 'best_of',
  numberOfGames: 3,
  teams: [
    {
      pandascoreId: 1,
      name: 'Cobalt Tide',
      acronym: 'CT',
      imageUrl: null,
      path: '/cs2/teams/cobalt-tide',
      score: 2,
    },
    { pandascoreId: null, name: null, acronym: null, imageUrl: null, path: null, score: 0 },
  ],
  winner: 1,
  forfeit: false,
  draw: false,
  tournament: {
    name: 'Longship Masters Autumn 2026: Playoffs',
    stageName: 'Playoffs',
    tier: 'tier-1',
    eventName: 'Longship Masters Autumn 2026',
    eventPath: '/cs2/events/longship-masters-autumn-2026-9400001',
  },
}

describe('sportsEventJsonLd', () => {
  it('describes the match with its sides, time, game, event and stream, without the result', () => {
    const data = sportsEventJsonLd(match, 'https://bo5.gg', ['https://twitch.tv/longship'])
    expect(data).toMatchObject({
      '@type': 'SportsEvent',
      url: 'https://bo5.gg/cs2/matches/cobalt-tide-vs-aurora-vanguard-9600123',
      startDate: '2026-11-20T18:00:00.000Z',
      endDate: '2026-11-20T20:31:00.000Z',
      sport: 'Counter-Strike 2',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: 'https://twitch.tv/longship' },
      homeTeam: { '@type': 'SportsTeam', name: 'Cobalt Tide', url: 'https://bo5.gg/cs2/teams/cobalt-tide' },
      awayTeam: { '@type': 'SportsTeam', name: 'TBD' },
      superEvent: {
        name: 'Longship Masters Autumn 2026',
        url: 'https://bo5.gg/cs2/events/longship-masters-autumn-2026-9400001',
      },
    })
    expect(JSON.stringify(data)).not.toMatch(/winner|score/i)
  })

  it('says canceled, postponed and rescheduled', () => {
    expect(sportsEventJsonLd({ ...match, status: 'canceled' }, 'https://bo5.gg').eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
    expect(sportsEventJsonLd({ ...match, status: 'postponed' }, 'https://bo5.gg').eventStatus).toBe(
      'https://schema.org/EventPostponed',
    )
    const moved = sportsEventJsonLd(
      { ...match, status: 'not_started', rescheduled: true, originalScheduledAt: '2026-11-19T18:00:00.000Z' },
      'https://bo5.gg',
    )
    expect(moved).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2026-11-19T18:00:00.000Z',
      location: { url: 'https://bo5.gg/cs2/matches/cobalt-tide-vs-aurora-vanguard-9600123' },
    })
  })
})
