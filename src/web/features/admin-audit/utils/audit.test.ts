import { describe, expect, it } from 'vitest'
import { detailsText, filterAudit, targetText } from './audit'

const entries = [
  {
    id: 1,
    actorEmail: 'admin@example.com',
    action: 'article.delete',
    targetType: 'article',
    targetId: 'navi-win',
    details: { title: 'NAVI win' },
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 2,
    actorEmail: 'ops@example.com',
    action: 'feeds.process',
    targetType: 'feeds',
    targetId: null,
    details: { newArticles: 3, feedId: null },
    createdAt: '2026-01-02T00:00:00Z',
  },
]

describe('audit log texts', () => {
  it('writes details and target on one line', () => {
    expect(detailsText({ newArticles: 3, feedId: null })).toBe('newArticles: 3')
    expect(detailsText({ nested: { a: 1 } })).toBe('nested: {"a":1}')
    expect(detailsText(null)).toBe('')
    expect(targetText(entries[0]!)).toBe('article: navi-win')
    expect(targetText(entries[1]!)).toBe('feeds')
  })

  it('filters on actor, action, target and details', () => {
    expect(filterAudit(entries, 'OPS@').map((e) => e.id)).toEqual([2])
    expect(filterAudit(entries, 'navi').map((e) => e.id)).toEqual([1])
    expect(filterAudit(entries, '')).toHaveLength(2)
  })
})
