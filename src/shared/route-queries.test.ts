import { describe, expect, it } from 'vitest'
import { normalizedQuery } from './route-queries'

// The response cache keys on these: a parameter a page reads but this list forgets would make two different
// pages share one cached answer (the second search would be served the first one's results).
describe('normalizedQuery', () => {
  it('keeps the paging of every news listing and of the author page', () => {
    for (const path of [
      '/news',
      '/news/cs2',
      '/news/cs2/transfers',
      '/news/articles-latest',
      '/news/articles-latest/lol',
      '/news/articles-latest/all/patch',
      '/author/nova-reyes',
    ]) {
      expect(normalizedQuery(path, 'page=2&utm_source=x')).toBe('page=2')
      expect(normalizedQuery(path, 'cursor=abc')).toBe('cursor=abc')
    }
  })

  it("keeps the site search's and the chat's question, and nothing else", () => {
    expect(normalizedQuery('/search', 'q=%20inaki%20&fbclid=1')).toBe('q=inaki')
    expect(normalizedQuery('/api/search', 'limit=5&q=navi')).toBe('limit=5&q=navi')
    expect(normalizedQuery('/chat', 'question=Who%20won&gclid=2')).toBe('question=Who%20won')
  })

  it("keeps a followed set's teams and players apart (issue #18): two readers' sets are two answers", () => {
    expect(normalizedQuery('/api/following', 'teams=cs2:a,lol:b&players=cs2:c&utm_source=x')).toBe(
      'players=cs2%3Ac&teams=cs2%3Aa%2Clol%3Ab',
    )
    expect(normalizedQuery('/api/following', 'teams=cs2:a')).not.toBe(
      normalizedQuery('/api/following', 'teams=cs2:b'),
    )
  })

  it('keeps the API parameters the routes validate', () => {
    expect(normalizedQuery('/api/articles', 'tag=cs2&cursor=c&page=3&x=1')).toBe('cursor=c&page=3&tag=cs2')
    expect(normalizedQuery('/api/articles/a-1/summary', 'stored=true')).toBe('stored=true')
    expect(normalizedQuery('/api/article-tags', 'game=dota2')).toBe('game=dota2')
    expect(normalizedQuery('/api/authors/nova-reyes', 'page=2')).toBe('page=2')
  })

  it("keeps the matches pages' tier and cursor, and the matches and events API parameters (issue #14)", () => {
    expect(normalizedQuery('/matches', 'tier=tier-1&utm_source=x')).toBe('tier=tier-1')
    expect(normalizedQuery('/cs2/matches', 'cursor=c&tier=tier-2')).toBe('cursor=c&tier=tier-2')
    expect(normalizedQuery('/api/matches', 'section=upcoming&limit=40&x=1')).toBe('limit=40&section=upcoming')
    expect(normalizedQuery('/api/matches', 'section=live')).not.toBe(
      normalizedQuery('/api/matches', 'section=results'),
    )
    expect(normalizedQuery('/api/events', 'game=lol')).toBe('game=lol')
  })

  it('drops every parameter of a page that reads none', () => {
    expect(normalizedQuery('/terms', 'page=2')).toBe('')
    expect(normalizedQuery('/cs2/teams/navi', 'tab=roster')).toBe('')
  })
})
