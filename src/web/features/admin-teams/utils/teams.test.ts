import { describe, expect, it } from 'vitest'
import { distinctGames, distinctTiers, filterTeams, snapshot } from './teams'

const teams = [
  {
    name: 'Natus Vincere',
    acronym: 'NAVI',
    location: 'Ukraine',
    slug: 'natus-vincere',
    currentVideogame: 'cs2',
    tier: 'tier-1',
    playerCount: 5,
  },
  {
    name: 'G2 Esports',
    acronym: 'G2',
    location: 'Germany',
    slug: 'g2-esports',
    currentVideogame: 'lol',
    tier: 'tier-1',
    playerCount: 6,
  },
  {
    name: 'Rookies',
    acronym: null,
    location: null,
    slug: 'rookies-xyz',
    currentVideogame: 'cs2',
    tier: 'unknown',
    playerCount: 0,
  },
]
const none = { search: '', game: 'all', tier: 'all' }

describe('filterTeams', () => {
  it('matches name, acronym, location or slug, any case', () => {
    expect(filterTeams(teams, { ...none, search: 'navi' }).map((t) => t.slug)).toEqual(['natus-vincere'])
    expect(filterTeams(teams, { ...none, search: 'germany' }).map((t) => t.slug)).toEqual(['g2-esports'])
    expect(filterTeams(teams, { ...none, search: 'xyz' }).map((t) => t.slug)).toEqual(['rookies-xyz'])
  })

  it('applies the game and tier filters', () => {
    expect(filterTeams(teams, { ...none, game: 'cs2', tier: 'tier-1' }).map((t) => t.slug)).toEqual([
      'natus-vincere',
    ])
  })
})

describe('filters from the data', () => {
  it('lists the distinct games and tiers present', () => {
    expect(distinctGames(teams)).toEqual(['cs2', 'lol'])
    expect(distinctTiers(teams)).toEqual(['tier-1', 'unknown'])
  })
})

describe('snapshot', () => {
  it('takes the first team, counts tier-1 teams and sums the players', () => {
    expect(snapshot(teams)).toEqual({ top: teams[0], tier1: 2, totalPlayers: 11 })
    expect(snapshot([])).toEqual({ top: null, tier1: 0, totalPlayers: 0 })
  })
})
