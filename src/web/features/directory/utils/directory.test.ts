import { describe, expect, it } from 'vitest'
import {
  countTier1,
  countUniqueTeams,
  distinctCountries,
  filterPlayers,
  filterTeams,
  isFiltered,
  matchesSearch,
} from './directory'

const teams = [
  { name: 'Northwind Wolves', location: 'Sweden', tier: 'tier-1' },
  { name: 'Cobalt Tide', location: 'Brazil', tier: 'tier-1' },
  { name: 'Granite Harbor', location: 'Sweden', tier: 'tier-2' },
  { name: 'Nomads', location: null, tier: 'unknown' },
]

const team = (name: string, game = 'cs2') => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  acronym: null,
  imageUrl: null,
  currentVideogame: game,
})

const players = [
  { name: 'Vantorr', firstName: 'Linus', lastName: 'Nyström', nationality: 'Sweden', team: team('Wolves') },
  { name: 'driftlock', firstName: 'Håkon', lastName: 'Strand', nationality: 'Norway', team: team('Wolves') },
  { name: 'Quillon', firstName: null, lastName: null, nationality: 'Denmark', team: team('Vanguard') },
  { name: 'solo', firstName: 'Ana', lastName: null, nationality: null, team: null },
]

describe('matchesSearch', () => {
  it('is a case-insensitive substring match, everything for an empty search', () => {
    expect(matchesSearch(['Northwind Wolves'], 'WOLV')).toBe(true)
    expect(matchesSearch(['Northwind Wolves'], '  wind w ')).toBe(true)
    expect(matchesSearch(['Northwind Wolves'], 'tide')).toBe(false)
    expect(matchesSearch([null, undefined], '')).toBe(true)
    expect(matchesSearch([null], 'a')).toBe(false)
  })
})

describe('distinctCountries', () => {
  it('keeps each non-empty country once, sorted', () => {
    expect(distinctCountries(['Sweden', 'Brazil', null, ' Sweden ', '', 'Denmark'])).toEqual([
      'Brazil',
      'Denmark',
      'Sweden',
    ])
  })
})

describe('filterTeams', () => {
  it('filters by name and by location, both together', () => {
    expect(filterTeams(teams, { search: '', country: '' })).toHaveLength(4)
    expect(filterTeams(teams, { search: 'o', country: 'Sweden' }).map((t) => t.name)).toEqual([
      'Northwind Wolves',
      'Granite Harbor',
    ])
    expect(filterTeams(teams, { search: 'tide', country: 'Sweden' })).toEqual([])
    expect(filterTeams(teams, { search: 'nomads', country: '' })).toHaveLength(1)
  })

  it('reports whether a search or a filter is set (the Clear badge)', () => {
    expect(isFiltered({ search: '', country: '' })).toBe(false)
    expect(isFiltered({ search: '  ', country: '' })).toBe(false)
    expect(isFiltered({ search: 'a', country: '' })).toBe(true)
    expect(isFiltered({ search: '', country: 'Sweden' })).toBe(true)
  })

  it('counts tier-1 teams', () => {
    expect(countTier1(teams)).toBe(2)
    expect(countTier1([])).toBe(0)
  })
})

describe('filterPlayers', () => {
  it('matches the in-game name or the real name, and the nationality', () => {
    expect(filterPlayers(players, { search: 'VANT', country: '' }).map((p) => p.name)).toEqual(['Vantorr'])
    expect(filterPlayers(players, { search: 'strand', country: '' }).map((p) => p.name)).toEqual([
      'driftlock',
    ])
    expect(filterPlayers(players, { search: '', country: 'Denmark' }).map((p) => p.name)).toEqual(['Quillon'])
    expect(filterPlayers(players, { search: 'vant', country: 'Norway' })).toEqual([])
  })

  it('counts distinct team names', () => {
    expect(countUniqueTeams(players)).toBe(2)
    expect(countUniqueTeams([])).toBe(0)
  })
})
