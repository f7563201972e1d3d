import { describe, expect, it } from 'vitest'
import type { TeamMatch } from '#shared/schemas/esports'
import {
  faqHeading,
  faqPageJsonLd,
  needsLiveMatches,
  needsLiveStats,
  rosterHeading,
  sortedMapStats,
  sportsTeamJsonLd,
  statsMatches,
  teamDescription,
  teamKeywords,
  withLiveMatches,
} from './team-page'

function match(id: string, isFinished = true): TeamMatch {
  return {
    id,
    pandascoreMatchId: Number(id.replace(/\D/g, '')) || 1,
    matchDate: '2026-11-20T18:00:00.000Z',
    result: isFinished ? 'win' : null,
    scoreTeam: isFinished ? 2 : null,
    scoreOpponent: isFinished ? 1 : null,
    opponentName: 'Vistula Owls',
    opponentAcronym: 'VOW',
    mapsPlayed: [],
    matchType: 'best_of',
    isFinished,
    tournamentName: 'Cup',
    tournament: null,
    matchPath: null,
  }
}

const team = {
  name: 'Northwind Wolves',
  slug: 'northwind-wolves',
  acronym: 'NWW',
  imageUrl: '/images/teams/northwind-wolves.svg',
  location: 'Sweden',
  tier: 'tier-1',
  currentVideogame: 'cs2',
}

describe('§4 match list fallbacks', () => {
  const stored = { recent: [match('r1')], upcoming: [match('u1', false)] }
  const empty = { recent: [], upcoming: [] }
  const live = { recent: [match('l1'), match('l2')], upcoming: [match('l3', false)] }

  it('asks for live matches only when a list is empty and the team has a provider id', () => {
    expect(needsLiveMatches(stored, 9100001)).toBe(false)
    expect(needsLiveMatches({ ...stored, upcoming: [] }, 9100001)).toBe(true)
    expect(needsLiveMatches(empty, null)).toBe(false)
    expect(needsLiveMatches(empty, 0)).toBe(false)
  })

  it('replaces only the empty list', () => {
    expect(withLiveMatches(stored, live)).toEqual(stored)
    expect(withLiveMatches({ ...stored, upcoming: [] }, live)).toEqual({
      recent: stored.recent,
      upcoming: live.upcoming,
    })
    expect(withLiveMatches(empty, live)).toEqual(live)
    expect(withLiveMatches(empty, undefined)).toEqual(empty)
  })

  it('uses live matches for stats with fewer than 5 stored', () => {
    expect(needsLiveStats(4, 1)).toBe(true)
    expect(needsLiveStats(5, 1)).toBe(false)
    expect(needsLiveStats(0, null)).toBe(false)
    const few = [match('s1')]
    expect(statsMatches(few, undefined)).toEqual({ matches: few, live: false })
    const fromLive = statsMatches(few, live)
    expect(fromLive.live).toBe(true)
    expect(fromLive.matches.map((m) => m.id)).toEqual(['l1', 'l2'])
    // Live data no richer than the stored matches is not used.
    expect(statsMatches([match('a'), match('b')], live)).toEqual({
      matches: [match('a'), match('b')],
      live: false,
    })
    const many = Array.from({ length: 40 }, (_, i) => match(`m${i}`))
    expect(statsMatches(many, live).matches).toHaveLength(30)
  })
})

describe('headings', () => {
  it('reads as §2.11 writes them', () => {
    expect(faqHeading('Northwind Wolves', 'cs2')).toBe('Frequently Asked Questions: Northwind Wolves (CS2)')
    expect(rosterHeading(5)).toBe('Active Roster (5 players)')
  })

  it('sorts maps by matches played, then name', () => {
    expect(
      sortedMapStats({
        Nuke: { wins: 1, losses: 0, total: 1 },
        Dust2: { wins: 2, losses: 1, total: 3 },
        Anubis: { wins: 0, losses: 1, total: 1 },
      }).map(([name]) => name),
    ).toEqual(['Dust2', 'Anubis', 'Nuke'])
  })
})

describe('team page metadata', () => {
  it('describes the team and lists keywords', () => {
    expect(teamDescription(team)).toBe(
      'Northwind Wolves from Sweden (Tier 1): CS2 team profile with roster, recent form, match results, upcoming matches and AI analysis.',
    )
    expect(teamDescription({ ...team, location: null, tier: 'unknown' })).toMatch(
      /^Northwind Wolves: CS2 team/,
    )
    expect(teamKeywords(team)).toBe(
      'Northwind Wolves, NWW, Northwind Wolves CS2, CS2 team, Northwind Wolves roster, Northwind Wolves matches, Sweden esports, CS2 esports',
    )
  })

  it('builds FAQPage structured data, none without answered questions', () => {
    expect(faqPageJsonLd([])).toBeUndefined()
    expect(faqPageJsonLd([{ question: ' ', answer: 'x' }])).toBeUndefined()
    expect(faqPageJsonLd([{ question: 'Who?', answer: 'Them.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Who?', acceptedAnswer: { '@type': 'Answer', text: 'Them.' } },
      ],
    })
  })

  it('builds SportsTeam structured data with absolute links', () => {
    const data = sportsTeamJsonLd({
      team,
      players: [{ name: 'Vantorr', slug: 'vantorr' }],
      siteUrl: 'https://bo5.example',
      teamPath: '/cs2/teams/northwind-wolves',
      playerPath: (slug) => `/cs2/players/${slug}`,
    })
    expect(data).toMatchObject({
      '@type': 'SportsTeam',
      name: 'Northwind Wolves',
      alternateName: 'NWW',
      sport: 'CS2',
      url: 'https://bo5.example/cs2/teams/northwind-wolves',
      logo: 'https://bo5.example/images/teams/northwind-wolves.svg',
      athlete: [{ '@type': 'Person', name: 'Vantorr', url: 'https://bo5.example/cs2/players/vantorr' }],
    })
  })
})
