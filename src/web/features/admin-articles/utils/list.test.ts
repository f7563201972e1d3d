import { describe, expect, it } from 'vitest'
import { countGames, filterArticles } from './list'

const articles = [
  { id: 'a', title: 'NAVI win the Major', summary: '', author: 'Desk', game: 'CS2' },
  { id: 'b', title: 'Patch notes', summary: 'Valorant agent changes', author: '', game: 'Valorant' },
  { id: 'c', title: 'Worlds recap', summary: '', author: 'Desk', game: 'lol' },
  { id: 'd', title: 'TI qualifiers', summary: '', author: 'Desk', game: 'Dota 2' },
]

describe('filterArticles', () => {
  it('matches the search in title or summary, any case, and the game filter', () => {
    expect(filterArticles(articles, { search: 'navi', game: 'all' }).map((a) => a.id)).toEqual(['a'])
    expect(filterArticles(articles, { search: 'AGENT', game: 'all' }).map((a) => a.id)).toEqual(['b'])
    expect(filterArticles(articles, { search: '', game: 'LoL' }).map((a) => a.id)).toEqual(['c'])
    expect(filterArticles(articles, { search: 'recap', game: 'CS2' })).toEqual([])
  })
})

describe('countGames', () => {
  it('counts distinct games ignoring case and blanks', () => {
    expect(countGames([{ game: 'CS2' }, { game: 'cs2' }, { game: 'LoL' }, { game: '' }])).toBe(2)
  })
})
