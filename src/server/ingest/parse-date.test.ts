import { describe, expect, it } from 'vitest'
import { parseFeed } from './parse'
import { parseFeedDate } from './parse-date'
import { rss } from './testdata/feeds'

describe('parseFeedDate', () => {
  it.each([
    ['Sun, 15 Nov 2026 09:30:00 +0000', '2026-11-15T09:30:00.000Z'],
    ['Sun, 15 Nov 2026 09:30:00 GMT', '2026-11-15T09:30:00.000Z'],
    ['Sat, 14 Nov 2026 20:49:00 -0500', '2026-11-15T01:49:00.000Z'],
    ['14 Nov 2026 20:49 EST', '2026-11-15T01:49:00.000Z'],
    ['Sat, 14 Nov 26 10:00:00 +01:00', '2026-11-14T09:00:00.000Z'],
    ['Saturday, 14 November 2026 10:00:00 PDT', '2026-11-14T17:00:00.000Z'],
    ['2026-11-12T14:30:00Z', '2026-11-12T14:30:00.000Z'],
    ['2026-11-12T23:30:00+09:00', '2026-11-12T14:30:00.000Z'],
    ['2026-11-12T14:30:00.250-04:00', '2026-11-12T18:30:00.250Z'],
    ['2026-11-12 14:30', '2026-11-12T14:30:00.000Z'],
    ['2026-11-12', '2026-11-12T00:00:00.000Z'],
  ])('%s', (value, expected) => {
    expect(parseFeedDate(value)?.toISOString()).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'yesterday',
    'Fri, 31 Feb 2026 10:00:00 GMT',
    '2026-13-01',
    '2026-11-12T25:00:00Z',
    '12/11/2026',
  ])('rejects %j', (value) => {
    expect(parseFeedDate(value)).toBeUndefined()
  })

  it('leaves an entry undated when its date is invalid', () => {
    const feed = parseFeed(rss('<item><title>A</title><link>/a</link><pubDate>soon</pubDate></item>'), '')
    expect(feed.items[0]?.publishedAt).toBeUndefined()
  })
})
