import { describe, expect, it } from 'vitest'
import { listingFilters, newsListingPath, normalizeHexColor, tagTextColor } from './listing'

describe('listingFilters', () => {
  it('takes the game from the route parameter, else from the path', () => {
    expect(listingFilters({}, '/news')).toEqual({})
    expect(listingFilters({ game: 'cs2' }, '/news/articles-latest/cs2')).toEqual({ game: 'cs2' })
    expect(listingFilters({}, '/news/valorant')).toEqual({ game: 'valorant' })
    expect(listingFilters({ tag: 'roster-changes' }, '/news/lol/roster-changes')).toEqual({
      game: 'lol',
      tag: 'roster-changes',
    })
  })

  it('has no game for the tag-only address and lowercases the tag', () => {
    expect(
      listingFilters({ game: 'all', tag: 'Roster-Changes' }, '/news/articles-latest/all/Roster-Changes'),
    ).toEqual({
      tag: 'roster-changes',
    })
  })
})

describe('newsListingPath', () => {
  it('builds the §2.7 listing addresses', () => {
    expect(newsListingPath()).toBe('/news')
    expect(newsListingPath('dota2')).toBe('/news/dota2')
    expect(newsListingPath('dota2', 'major')).toBe('/news/dota2/major')
    expect(newsListingPath(undefined, 'major')).toBe('/news/articles-latest/all/major')
  })

  it('round-trips through listingFilters', () => {
    const path = newsListingPath(undefined, 'guide')
    const [, , , game, tag] = path.split('/')
    expect(listingFilters({ game, tag }, path)).toEqual({ tag: 'guide' })
  })
})

describe('tag colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc')
    expect(normalizeHexColor(' #7C3AED ')).toBe('#7c3aed')
    expect(normalizeHexColor('red')).toBeUndefined()
    expect(normalizeHexColor('')).toBeUndefined()
  })

  it('picks the text colour with the higher contrast', () => {
    expect(tagTextColor('#7c3aed')).toBe('#ffffff')
    expect(tagTextColor('#64748b')).toBe('#ffffff')
    expect(tagTextColor('#fde047')).toBe('#0b0a14')
    expect(tagTextColor('#22d3ee')).toBe('#0b0a14')
    expect(tagTextColor('not a colour')).toBe('#ffffff')
  })
})
