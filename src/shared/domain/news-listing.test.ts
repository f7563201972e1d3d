import { describe, expect, it } from 'vitest'
import { matchesNewsSearch, newsListingDescription, newsListingTitle } from './news-listing'

describe('newsListingTitle (§2.7)', () => {
  it('names game and tag', () => {
    expect(newsListingTitle({ game: 'cs2', tag: 'roster-changes' })).toBe('CS2 - Roster Changes News')
    expect(newsListingTitle({ game: 'lol', tag: 'game-update' })).toBe('League of Legends - Game Update News')
  })

  it('names the game only', () => {
    expect(newsListingTitle({ game: 'dota2' })).toBe('Dota 2 News')
    expect(newsListingTitle({ game: 'valorant', tag: '' })).toBe('Valorant News')
  })

  it('names the tag only', () => {
    expect(newsListingTitle({ tag: 'guide' })).toBe('Guide News')
    expect(newsListingTitle({ game: null, tag: 'pro-league' })).toBe('Pro League News')
  })

  it('uses the stored tag name when given', () => {
    expect(newsListingTitle({ tag: 'iem', tagName: 'IEM' })).toBe('IEM News')
  })

  it('falls back to the general title', () => {
    expect(newsListingTitle({})).toBe('Latest Esports News')
  })
})

describe('newsListingDescription (§2.7)', () => {
  it('gives the four descriptions verbatim', () => {
    expect(newsListingDescription({ game: 'cs2', tag: 'tournament' })).toBe(
      'Latest CS2 news about Tournament',
    )
    expect(newsListingDescription({ game: 'lol' })).toBe(
      'Stay updated with the latest League of Legends news, tournaments, and updates',
    )
    expect(newsListingDescription({ tag: 'roster-changes' })).toBe(
      'Browse all esports news related to Roster Changes',
    )
    expect(newsListingDescription({})).toBe(
      'Your ultimate source for esports news, tournament updates, and competitive gaming insights',
    )
  })
})

describe('matchesNewsSearch (§2.7)', () => {
  const article = { title: 'NAVI lift the Major', summary: 'A dominant run by s1mple and co.' }

  it('shows everything for an empty search', () => {
    expect(matchesNewsSearch(article, '')).toBe(true)
    expect(matchesNewsSearch(article, '   ')).toBe(true)
  })

  it('matches a substring of the title, ignoring case', () => {
    expect(matchesNewsSearch(article, 'navi')).toBe(true)
    expect(matchesNewsSearch(article, 'FT THE')).toBe(true)
  })

  it('matches a substring of the summary', () => {
    expect(matchesNewsSearch(article, 'S1MPLE')).toBe(true)
  })

  it('rejects text found in neither', () => {
    expect(matchesNewsSearch(article, 'faze')).toBe(false)
    expect(matchesNewsSearch({ title: 'No summary', summary: null }, 'dominant')).toBe(false)
  })
})
