import { describe, expect, it } from 'vitest'
import { htmlToText } from '../text/html-text'
import { parseFeed } from './parse'
import { entry, parseFixture } from './testdata/feeds'

describe('Atom sample feeds', () => {
  describe('Atom 1.0 with xml:base (rift-report.xml)', () => {
    const feed = parseFixture('rift-report.xml')

    it('resolves links against the feed xml:base and an entry xml:base', () => {
      expect(entry(feed, 'Thornfield Falcons').link).toBe(
        'https://rift.example.net/lol/news/thornfield-falcons-sweep-silverpine-dynasty',
      )
      expect(entry(feed, 'League of Legends patch 26.23').link).toBe('https://rift.example.net/patches/26-23')
    })

    it('makes enclosure and xhtml images absolute', () => {
      expect(entry(feed, 'League of Legends patch 26.23').imageUrl).toBe(
        'https://rift.example.net/images/news/lol-rift.svg',
      )
      const xhtml = entry(feed, 'Lotus Circuit promote')
      expect(xhtml.imageUrl).toBe('https://rift.example.net/images/news/lol-rift.svg')
      expect(xhtml.contentHtml).toContain('<img src="https://rift.example.net/images/news/lol-rift.svg"')
      expect(xhtml.contentHtml).not.toContain('<div')
    })

    it('reads text summaries, html content, category terms, authors and offset dates', () => {
      const item = entry(feed, 'Lotus Circuit promote')
      expect(item.summaryHtml).toContain('&quot;Brae&quot;')
      expect(htmlToText(item.summaryHtml)).toContain('"Brae"')
      expect(item.categories).toEqual(['lol', 'roster-changes'])
      expect(item.author).toBe('Nadia Fairweather')
      expect(item.publishedAt?.toISOString()).toBe('2026-11-12T22:21:00.000Z')
      expect(entry(feed, 'Thornfield Falcons').contentHtml).toMatch(/^<p>Thornfield Falcons beat/)
    })

    it('falls back to <updated> without <published>', () => {
      expect(entry(feed, 'Beginner guide').publishedAt?.toISOString()).toBe('2026-11-07T12:30:00.000Z')
    })
  })
})

describe('Atom entries', () => {
  it('reads Atom html titles, inline xhtml and feed-level authors', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title type="html">Rift &amp;lt;Report&amp;gt;</title>
      <link href="https://rift.example.net/"/><author><name>Desk</name></author>
      <entry><title type="html">&lt;em&gt;Lumi&lt;/em&gt; &amp;amp; co</title><id>urn:x:1</id><link href="a"/>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>One &amp; <b>two</b></p></div></content></entry></feed>`
    const feed = parseFeed(atom, '')
    expect(feed.title).toBe('Rift <Report>')
    expect(feed.items[0]).toMatchObject({
      title: 'Lumi & co',
      guid: 'urn:x:1',
      link: 'https://rift.example.net/a',
      contentHtml: '<p>One &amp; <b>two</b></p>',
      author: 'Desk',
    })
    expect(feed.items[0]?.publishedAt).toBeUndefined()
  })
})
