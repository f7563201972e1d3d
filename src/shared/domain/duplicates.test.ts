import { describe, expect, it } from 'vitest'
import { duplicatesCleanedMessage, duplicatesFoundMessage, groupDuplicates } from './duplicates'

const article = (id: string, title: string, publishedAt: string) => ({ id, title, publishedAt })

describe('groupDuplicates (§4)', () => {
  const articles = [
    article('a3', 'NAVI win Major', '2025-03-03T10:00:00Z'),
    article('b1', 'Patch notes', '2025-03-01T10:00:00Z'),
    article('a1', 'NAVI win Major', '2025-03-01T10:00:00Z'),
    article('c1', 'Unique story', '2025-03-02T10:00:00Z'),
    article('a2', 'NAVI win Major', '2025-03-02T10:00:00Z'),
    article('b2', 'Patch notes', '2025-02-28T10:00:00Z'),
  ]

  it('groups by exact title and keeps only groups with more than one article', () => {
    const report = groupDuplicates(articles)
    expect(report.groups.map((group) => group.title)).toEqual(['NAVI win Major', 'Patch notes'])
  })

  it('keeps the oldest and marks the rest for deletion, oldest first', () => {
    const [navi, patch] = groupDuplicates(articles).groups
    expect(navi?.keep.id).toBe('a1')
    expect(navi?.remove.map((a) => a.id)).toEqual(['a2', 'a3'])
    expect(patch?.keep.id).toBe('b2')
    expect(patch?.remove.map((a) => a.id)).toEqual(['b1'])
  })

  it('counts duplicate titles, affected articles and the ids to delete', () => {
    const report = groupDuplicates(articles)
    expect(report.duplicateTitles).toBe(2)
    expect(report.affectedArticles).toBe(5)
    expect(report.deleteIds).toEqual(['a2', 'a3', 'b1'])
  })

  it('compares titles exactly: case and spacing make a different title', () => {
    const report = groupDuplicates([
      article('1', 'Patch notes', '2025-01-01T00:00:00Z'),
      article('2', 'patch notes', '2025-01-02T00:00:00Z'),
      article('3', 'Patch notes ', '2025-01-03T00:00:00Z'),
    ])
    expect(report.groups).toEqual([])
    expect(report.affectedArticles).toBe(0)
  })

  it('keeps input order for equal dates and puts unreadable dates last', () => {
    const report = groupDuplicates([
      article('x', 'Same', 'not a date'),
      article('y', 'Same', '2025-01-01T00:00:00Z'),
      article('z', 'Same', '2025-01-01T00:00:00Z'),
    ])
    expect(report.groups[0]?.keep.id).toBe('y')
    expect(report.groups[0]?.remove.map((a) => a.id)).toEqual(['z', 'x'])
  })

  it('accepts Date values', () => {
    const report = groupDuplicates([
      { id: 'new', title: 'T', publishedAt: new Date('2025-05-02') },
      { id: 'old', title: 'T', publishedAt: new Date('2025-05-01') },
    ])
    expect(report.groups[0]?.keep.id).toBe('old')
  })

  it('finds nothing in an empty list', () => {
    expect(groupDuplicates([])).toEqual({
      groups: [],
      duplicateTitles: 0,
      affectedArticles: 0,
      deleteIds: [],
    })
  })
})

describe('duplicate messages (§8)', () => {
  it('reports what was found and cleaned', () => {
    expect(duplicatesFoundMessage({ duplicateTitles: 2, affectedArticles: 5 })).toBe(
      'Found 2 duplicate titles affecting 5 articles',
    )
    expect(duplicatesCleanedMessage(3)).toBe('Deleted 3 duplicate articles')
  })
})
