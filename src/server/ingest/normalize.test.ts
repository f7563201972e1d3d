import { describe, expect, it } from 'vitest'
import { cutSummary, SUMMARY_MAX_LENGTH } from './normalize'
import { normalizeFeedEntry } from './normalize-entry'
import { parseFeed } from './parse'
import { rss } from './testdata/feeds'

// C0 controls other than tab/line feed/carriage return, C1 controls, zero-width space, word joiner, BOM.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u2060\ufeff]/

describe('normalizeFeedEntry: the characters a reader gets', () => {
  // What a feed saved in windows-1252 but served as UTF-8 through a latin-1 step looks like.
  const item =
    '<item><title>\u0093Vanta\u0092s\u200b run\u0094 \u0096 recap\ufeff</title><link>/a</link>' +
    '<description>It\u0092s &amp;#146;over&amp;#148;\u0001 \u0085</description>' +
    '<content:encoded><![CDATA[<p>Vanta\u0092s run\u0007 \u0097 over\u200b\u0085</p>]]></content:encoded></item>'
  const xml = rss(item).replace('<rss ', '<rss xmlns:content="http://purl.org/rss/1.0/modules/content/" ')
  const entry = parseFeed(xml, '').items[0]
  if (!entry) throw new Error('the feed has an item')
  const normalized = normalizeFeedEntry(entry)

  it('gives the title and summary the smart punctuation meant and no invisible character', () => {
    expect(entry.title).toBe('“Vanta’s run” – recap')
    expect(normalized.summaryText).toBe('It’s ’over” …')
    expect(entry.title).not.toMatch(INVISIBLE)
    expect(normalized.summary).not.toMatch(INVISIBLE)
  })

  it('stores a body without C1 or invisible control characters', () => {
    expect(normalized.contentHtml).toBe('<p>Vanta’s run — over…</p>')
    expect(normalized.contentHtml).not.toMatch(INVISIBLE)
  })
})

describe('cutSummary (§9: 220 characters with an ellipsis)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('returns a text that fits unchanged, whitespace collapsed', () => {
    expect(cutSummary('  Short   summary. ')).toBe('Short summary.')
    const exact = 'x'.repeat(SUMMARY_MAX_LENGTH)
    expect(cutSummary(exact)).toBe(exact)
  })

  it('cuts a long text at a word boundary and adds "..."', () => {
    const text = words(60)
    const summary = cutSummary(text)
    expect(summary.endsWith('...')).toBe(true)
    const body = summary.slice(0, -3)
    expect(body.length).toBeLessThanOrEqual(220)
    expect(body.length).toBeGreaterThan(200)
    expect(text.startsWith(body)).toBe(true)
    expect(text[body.length]).toBe(' ')
  })

  it('cuts mid-word when there is no boundary near the end', () => {
    expect(cutSummary('y'.repeat(300))).toBe(`${'y'.repeat(220)}...`)
  })

  it('drops punctuation left at the cut', () => {
    expect(cutSummary('Alpha beta, gamma delta.', 11)).toBe('Alpha beta...')
  })

  it('takes another maximum', () => {
    expect(cutSummary('one two three four', 9)).toBe('one two...')
  })

  it('never leaves half of a surrogate pair', () => {
    const summary = cutSummary(`${'a'.repeat(219)}😀 and more`)
    expect(summary).toBe(`${'a'.repeat(219)}...`)
  })
})
