import { describe, expect, it } from 'vitest'
import { detectRssGame } from '#shared/domain/game-detection'
import { htmlToText } from '../text/html-text'
import { parseFeed } from './parse'
import { FeedParseError } from './parse-common'
import {
  ANCHOR,
  DAY,
  fixtureBytes,
  parseError,
  parseFixture,
  rss,
  sources,
  testdataBytes,
} from './testdata/feeds'

describe('bundled sample feeds', () => {
  it.each([
    ['northwind-wire.xml', 'rss', 'Northwind Wire', 'https://news.example.com/', 12],
    ['frag-report.xml', 'rss', 'The Frag Report', 'https://fragreport.example.org/', 10],
    ['rift-report.xml', 'atom', 'Rift Report', 'https://rift.example.net/lol/', 10],
    ['ancient-dispatch.rdf', 'rdf', 'The Ancient Dispatch', 'https://dispatch.example.org/', 10],
    ['spike-planted-latin1.xml', 'rss', 'Spike Planted Weekly', 'https://spikeplanted.example.net/', 10],
  ] as const)('%s parses as %s with its items and fields', (file, format, title, link, count) => {
    const feed = parseFixture(file)
    expect(feed).toMatchObject({ format, title, link })
    expect(feed.items).toHaveLength(count)
    for (const item of feed.items) {
      expect(item.guid).not.toBe('')
      expect(item.title).not.toBe('')
      expect(item.link).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.(com|org|net)\//)
      expect(htmlToText(item.summaryHtml).length).toBeGreaterThan(20)
      expect(item.contentHtml).toContain('<p>')
      expect(item.categories.length).toBeGreaterThan(0)
      expect(item.author).toBeTruthy()
      const age = ANCHOR - (item.publishedAt?.getTime() ?? Number.NaN)
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThan(21 * DAY)
      if (item.imageUrl)
        expect(item.imageUrl).toMatch(
          /^https:\/\/[a-z0-9.-]+\.example\.(com|org|net)\/images\/news\/[a-z0-9-]+\.svg$/,
        )
    }
    expect(new Set(feed.items.map((item) => item.guid)).size).toBe(count)
  })

  it('all feeds together hold at least 48 items and at least 10 per game (§9 game detection)', () => {
    // The cut-short feed is left out: only its complete entries parse (decision 024).
    const items = sources
      .filter((source) => !source.file.includes('broken'))
      .flatMap((source) => parseFeed(fixtureBytes(source.file), source.url).items)
    expect(items.length).toBeGreaterThanOrEqual(48)
    const perGame: Record<string, number> = {}
    for (const item of items) {
      const game = detectRssGame(item.title, htmlToText(item.summaryHtml))
      perGame[game] = (perGame[game] ?? 0) + 1
    }
    for (const game of ['CS2', 'LoL', 'Dota 2', 'Valorant']) expect(perGame[game]).toBeGreaterThanOrEqual(10)
  })

  it('a feed source with a game holds only that game', () => {
    const labels = { cs2: 'CS2', lol: 'LoL', dota2: 'Dota 2', valorant: 'Valorant' } as const
    for (const source of sources.filter((s) => s.game)) {
      const feed = parseFeed(fixtureBytes(source.file), source.url)
      const games = new Set(feed.items.map((item) => detectRssGame(item.title, htmlToText(item.contentHtml))))
      expect([...games]).toEqual([labels[source.game as keyof typeof labels]])
    }
  })
})

describe('encodings', () => {
  it('parses a UTF-8 document with a byte order mark, as bytes and as a string', () => {
    const bytes = testdataBytes('bom-utf8.xml')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const feed = parseFeed(bytes, 'https://feeds.example.com/bom.xml')
    expect(feed.title).toBe('Café Esports Bulletin')
    expect(feed.items).toHaveLength(1)
    expect(feed.items[0]?.title).toBe('Zoé "Pixel" Marchetti wins the Valorant player of the month award')
    expect(parseFeed(new TextDecoder().decode(bytes), '').title).toBe('Café Esports Bulletin')
    expect(parseFeed(`\ufeff${rss('')}`, '').title).toBe('T')
  })

  it('decodes declared windows-1252 and latin1', () => {
    for (const label of ['windows-1252', 'latin1', 'ISO-8859-1']) {
      const xml = rss('<item><title>Caf\u00e9 \u0080</title><link>/a</link></item>').replace(
        '<?xml version="1.0"?>',
        `<?xml version="1.0" encoding="${label}"?>`,
      )
      const bytes = Uint8Array.from(xml, (c) => c.charCodeAt(0))
      expect(parseFeed(bytes, '').items[0]?.title).toBe('Café €')
    }
  })

  it('reads undeclared bytes that are not UTF-8 as windows-1252', () => {
    const xml = rss('<item><title>Ren\u00e9e</title><link>/a</link></item>')
    expect(
      parseFeed(
        Uint8Array.from(xml, (c) => c.charCodeAt(0)),
        '',
      ).items[0]?.title,
    ).toBe('Renée')
  })

  it('reads UTF-16 with a byte order mark', () => {
    const xml = rss('<item><title>Zoé</title><link>/a</link></item>')
    const bytes = new Uint8Array(2 + xml.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < xml.length; i++) bytes[2 + i * 2] = xml.charCodeAt(i)
    expect(parseFeed(bytes, '').items[0]?.title).toBe('Zoé')
  })

  it('rejects an unknown encoding with a clear message', () => {
    const bytes = new TextEncoder().encode(`<?xml version="1.0" encoding="x-klingon"?>${rss('')}`)
    const error = parseError(() => parseFeed(bytes, ''))
    expect(error.reason).toBe('unsupported-encoding')
    expect(error.message).toBe('Unsupported encoding: "x-klingon" (from the XML declaration)')
  })
})

describe('broken and hostile documents', () => {
  it('reports malformed XML with its line', () => {
    const error = parseError(() => parseFeed(testdataBytes('malformed.xml'), ''))
    expect(error.reason).toBe('malformed')
    expect(error.message).toMatch(/^Malformed XML at line 9: Expected closing tag 'title' \(opened in line 7/)
    expect(error.message).not.toContain('\n')
  })

  it('says an HTML page is not a feed', () => {
    const error = parseError(() => parseFeed(testdataBytes('html-page.html'), 'https://feeds.example.com/x'))
    expect(error.reason).toBe('not-a-feed')
    expect(error.message).toBe("Not a feed: the document's root element is <html>")
  })

  it('says other non-feeds are not feeds', () => {
    expect(parseError(() => parseFeed('{"items": []}', '')).message).toBe(
      'Not a feed: the document does not start with an XML element',
    )
    expect(parseError(() => parseFeed('<?xml version="1.0"?><urlset><url/></urlset>', '')).message).toBe(
      "Not a feed: the document's root element is <urlset>",
    )
    expect(parseError(() => parseFeed('<constructor/>', '')).message).toBe(
      "Not a feed: the document's root element is <constructor>",
    )
    expect(parseError(() => parseFeed('<rss version="2.0"></rss>', '')).message).toBe(
      'Not a feed: <rss> has no <channel> element',
    )
  })

  it('reports an empty document', () => {
    for (const body of ['', '  \n ', new Uint8Array(0), Uint8Array.of(0xef, 0xbb, 0xbf, 0x0a)]) {
      const error = parseError(() => parseFeed(body, ''))
      expect(error.reason).toBe('empty')
      expect(error.message).toBe('Empty document: the body has no content')
    }
  })

  it('parses an empty channel as a feed with no items', () => {
    expect(parseFeed(testdataBytes('empty-channel.xml'), 'https://feeds.example.com/empty.xml')).toEqual({
      format: 'rss',
      title: '',
      link: '',
      items: [],
    })
  })

  it('does not expand DTD entities (billion laughs)', () => {
    const feed = parseFeed(testdataBytes('billion-laughs.xml'), 'https://feeds.example.com/lol.xml')
    const strings: string[] = []
    JSON.stringify(feed, (_key, value) => {
      if (typeof value === 'string') strings.push(value)
      return value
    })
    expect(Math.max(...strings.map((s) => s.length))).toBeLessThan(10_000)
    expect(JSON.stringify(feed).length).toBeLessThan(10_000)
    expect(feed.title).toBe('&lol9;')
    expect(feed.items[0]?.title).toBe('Entity bomb &lol9;&lol9;&lol9;&lol9;&lol9;&lol9;&lol9;&lol9;')
    expect(feed.items[0]?.summaryHtml).not.toContain('lollol')
  })

  it('answers a truncated or corrupted feed with a FeedParseError, never another error', () => {
    for (const source of sources) {
      const bytes = fixtureBytes(source.file)
      for (let cut = 0; cut < bytes.length; cut += Math.ceil(bytes.length / 40)) {
        const corrupted = bytes.slice(0, cut)
        if (cut > 10) corrupted[cut >> 1] = 0x3c
        for (const body of [bytes.slice(0, cut), corrupted]) {
          try {
            parseFeed(body, source.url)
          } catch (error) {
            expect(error).toBeInstanceOf(FeedParseError)
          }
        }
      }
    }
  })

  it('reports absurdly deep nesting as malformed', () => {
    const deep = rss(
      `<item><title>x</title><link>/x</link><foo>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</foo></item>`,
    )
    expect(parseError(() => parseFeed(deep, '')).message).toBe('Malformed XML: Maximum nested tags exceeded')
  })

  it('tolerates a bare ampersand', () => {
    const feed = parseFeed(
      rss('<item><title>Wolves & Kings: 3 > 2</title><link>/a?x=1&y=2</link></item>'),
      '',
    )
    expect(feed.items[0]).toMatchObject({
      title: 'Wolves & Kings: 3 > 2',
      link: 'https://site.example.com/a?x=1&y=2',
    })
  })
})

describe('entries', () => {
  it('skips entries without a title or a link', () => {
    const feed = parseFeed(
      rss(
        '<item><link>https://a.example.com/1</link><description>no title</description></item>' +
          '<item><title>No link</title><guid isPermaLink="false">x-1</guid></item>' +
          '<item><title>Kept</title><guid>https://a.example.com/permalink</guid></item>',
      ),
      '',
    )
    expect(feed.items.map((item) => [item.title, item.link, item.guid])).toEqual([
      ['Kept', 'https://a.example.com/permalink', 'https://a.example.com/permalink'],
    ])
  })

  it('reads titles as HTML: CDATA kept, tags stripped, entities decoded (twice-escaped ones too)', () => {
    const feed = parseFeed(
      rss(
        '<item><title><![CDATA[Crimson & <b>Tide</b>]]></title><link>/a</link></item>' +
          '<item><title>Caf&eacute; &amp;amp; &#x2014; &#8217;</title><link>/b</link></item>',
      ),
      '',
    )
    expect(feed.items.map((item) => item.title)).toEqual(['Crimson & Tide', 'Café & — ’'])
  })

  it('resolves links against baseUrl when the channel has no link', () => {
    const feed = parseFeed(
      rss('<item><title>A</title><link>stories/a</link></item>', '<title>T</title>'),
      'https://feeds.example.com/x/feed.xml',
    )
    expect(feed.items[0]?.link).toBe('https://feeds.example.com/x/stories/a')
  })

  it('resolves relative URLs inside HTML against the entry link, leaving other schemes alone', () => {
    const feed = parseFeed(
      rss(
        '<item><title>A</title><link>https://news.example.com/stories/a</link><description><![CDATA[<p><a href="b">b</a> <a href="/c">c</a> <a href="#top">top</a> <a href="mailto:x@example.com">m</a> <img src=\'pic.svg\'></p>]]></description></item>',
      ),
      '',
    )
    const html = feed.items[0]?.contentHtml
    expect(html).toContain('href="https://news.example.com/stories/b"')
    expect(html).toContain('href="https://news.example.com/c"')
    expect(html).toContain('href="#top"')
    expect(html).toContain('href="mailto:x@example.com"')
    expect(feed.items[0]?.imageUrl).toBe('https://news.example.com/stories/pic.svg')
  })

  it('takes images from media:group and skips non-web image sources', () => {
    const feed = parseFeed(
      rss(
        '<item><title>A</title><link>/a</link><media:group><media:content url="/v.mp4" medium="video"/><media:thumbnail url="/t.jpg"/></media:group></item>' +
          '<item><title>B</title><link>/b</link><description>&lt;img src="data:image/png;base64,AAAA"&gt;&lt;img src="/real.png"&gt;</description></item>',
      ),
      '',
    )
    expect(feed.items.map((item) => item.imageUrl)).toEqual([
      'https://site.example.com/t.jpg',
      'https://site.example.com/real.png',
    ])
  })

  it('collects categories without duplicates', () => {
    const feed = parseFeed(
      rss(
        '<item><title>A</title><link>/a</link><category>CS2</category><category> cs2 </category><category/><category domain="x">Roster  Changes</category></item>',
      ),
      '',
    )
    expect(feed.items[0]?.categories).toEqual(['CS2', 'Roster Changes'])
  })
})
