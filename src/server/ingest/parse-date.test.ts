import { describe, expect, it } from 'vitest'
import { parseFeed } from './parse'
import { parseFeedDate } from './parse-date'
import dates from './testdata/dates.json'
import { rss } from './testdata/feeds'

// Real-world forms with the exact instant each names, or null for a date that must be rejected.
const TABLE = dates.cases as [input: string, expected: string | null, form: string][]

describe('parseFeedDate', () => {
  it.each(TABLE)('%j (%s) reads as %s', (input, expected) => {
    expect(parseFeedDate(input)?.toISOString() ?? null).toBe(expected)
  })

  it('covers at least 50 real-world forms that parse', () => {
    expect(TABLE.filter(([, expected]) => expected !== null).length).toBeGreaterThanOrEqual(50)
  })

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

  it('leaves an entry undated when its zone name is unknown, rather than reading it as UTC', () => {
    const item =
      '<item><title>A</title><link>/a</link><pubDate>Sun, 15 Nov 2026 09:30:00 XYZ</pubDate></item>'
    expect(parseFeed(rss(item), '').items[0]?.publishedAt).toBeUndefined()
  })

  it('falls back to dc:date when pubDate cannot be read', () => {
    const item =
      '<item><title>A</title><link>/a</link><pubDate>Sun, 15 Nov 2026 09:30:00 IST</pubDate>' +
      '<dc:date>2026-11-15T10:30+01:00</dc:date></item>'
    const xml = rss(item).replace('<rss ', '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" ')
    expect(parseFeed(xml, '').items[0]?.publishedAt?.toISOString()).toBe('2026-11-15T09:30:00.000Z')
  })
})
