import { describe, expect, it } from 'vitest'
import { bulkDeleteQuestion, bulkDeleteReport, countGames, deleteQuestion, filterArticles } from './list'

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

describe('§8 texts', () => {
  it('asks before deleting, saying the articles go to the trash for 30 days', () => {
    expect(bulkDeleteQuestion(3)).toBe(
      'Are you sure you want to delete 3 selected article(s)? They go to the trash, where an admin can restore them for 30 days.',
    )
    expect(deleteQuestion('Big news')).toBe(
      'Are you sure you want to delete "Big news"? It goes to the trash, where an admin can restore it for 30 days.',
    )
  })

  it('reports a bulk delete as "Deleted {deleted} of {requested} articles", with the reason when short', () => {
    expect(
      bulkDeleteReport({
        success: true,
        message: '2 article(s) deleted successfully',
        deletedCount: 2,
        requestedCount: 2,
      }),
    ).toEqual({ title: 'Deleted 2 of 2 articles' })
    expect(
      bulkDeleteReport({
        success: true,
        message: '1 article(s) deleted successfully, 1 not deleted (not found or insufficient permissions)',
        deletedCount: 1,
        requestedCount: 2,
      }),
    ).toEqual({
      title: 'Deleted 1 of 2 articles',
      description: '1 article(s) deleted successfully, 1 not deleted (not found or insufficient permissions)',
    })
  })
})
