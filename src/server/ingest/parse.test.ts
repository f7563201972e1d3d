import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectRssGame } from '#shared/domain/game-detection'
import { htmlToText } from '../text/html-text'
import { FeedParseError, parseFeed, parseFeedDate } from './parse'
import type { ParsedEntry, ParsedFeed } from './parse'

const FIXTURES = new URL('../../../fixtures/feeds/', import.meta.url)
const TESTDATA = new URL('./testdata/', import.meta.url)
const ANCHOR = Date.parse('2026-11-15T12:00:00Z')
const DAY = 86_400_000

interface FeedSource {
  name: string
  game: 'cs2' | 'lol' | 'dota2' | 'valorant' | null
  file: string
  url: string
}

const sources: FeedSource[] = JSON.parse(readFileSync(new URL('sources.json', FIXTURES), 'utf8'))

function fixtureBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(file, FIXTURES)))
}

function testdataBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(file, TESTDATA)))
}

function parseFixture(file: string): ParsedFeed {
  const source = sources.find((s) => s.file === file)
  if (!source) throw new Error(`${file} is not in sources.json`)
  return parseFeed(fixtureBytes(file), source.url)
}

function entry(feed: ParsedFeed, titleStart: string): ParsedEntry {
  const found = feed.items.find((item) => item.title.startsWith(titleStart))
  if (!found) throw new Error(`no entry titled "${titleStart}…"`)
  return found
}

function parseError(run: () => unknown): FeedParseError {
  try {
    run()
  } catch (error) {
    if (error instanceof FeedParseError) return error
    throw error
  }
  throw new Error('expected a FeedParseError')
}

const rss = (items: string, channel = '<title>T</title><link>https://site.example.com/</link>') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>${channel}${items}</channel></rss>`

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
    // The bundled set holds one deliberately broken feed; the demo loader skips it as a failed fetch would.
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

  describe('RSS 2.0 with content:encoded and Media RSS (northwind-wire.xml)', () => {
    const feed = parseFixture('northwind-wire.xml')

    it('keeps description and content:encoded apart, and leaves hostile HTML for the sanitizer', () => {
      const item = entry(feed, 'Vantage Point Club')
      expect(item.summaryHtml).not.toContain('<p>')
      expect(item.contentHtml).toContain('<script>')
      expect(item.contentHtml).toContain('onerror=')
      expect(item.contentHtml).toContain('href="javascript:alert')
      expect(item.contentHtml).toContain('src="https://news.example.com/images/news/cs2-smoke.svg"')
    })

    it('takes media:content before media:thumbnail, and a thumbnail alone', () => {
      expect(entry(feed, 'Silverpine Dynasty').imageUrl).toBe(
        'https://news.example.com/images/news/lol-crest.svg',
      )
      expect(entry(feed, 'Crimson Tide Gaming').imageUrl).toBe(
        'https://news.example.com/images/news/cs2-trophy.svg',
      )
      expect(entry(feed, 'Glasshouse top').imageUrl).toBeUndefined()
    })

    it('resolves a relative item link against the channel link', () => {
      expect(entry(feed, 'Moonwake Collective').link).toBe(
        'https://news.example.com/stories/moonwake-collective-stun-ember-hollow-riftstone-open-final',
      )
    })

    it('reads dc:creator, categories and GMT dates', () => {
      const item = entry(feed, 'Crimson Tide Gaming')
      expect(item.author).toBe('Talia Brennock')
      expect(item.categories).toEqual(['CS2', 'Roster Changes'])
      expect(item.publishedAt?.toISOString()).toBe('2026-11-13T20:43:00.000Z')
    })
  })

  describe('RSS 2.0 with enclosures (frag-report.xml)', () => {
    const feed = parseFixture('frag-report.xml')

    it('takes the image enclosure, resolved against the channel link', () => {
      expect(entry(feed, 'Iron Lantern sign').imageUrl).toBe(
        'https://fragreport.example.org/images/news/cs2-smoke.svg',
      )
    })

    it('passes over an audio enclosure for the first img of the description', () => {
      expect(entry(feed, 'Kestrel Row').imageUrl).toBe(
        'https://fragreport.example.org/images/news/esports-stage.svg',
      )
    })

    it('decodes entity-escaped HTML, reads "e-mail (Name)" authors and -0500 dates', () => {
      const item = entry(feed, 'Northwind Wolves edge')
      expect(item.summaryHtml).toMatch(/^<p>Northwind Wolves opened/)
      expect(item.summaryHtml).toBe(item.contentHtml)
      expect(item.author).toBe('Mira Holt')
      expect(item.guid).toBe('frag-2026-101')
      expect(item.publishedAt?.toISOString()).toBe('2026-11-15T01:49:00.000Z')
    })
  })

  describe('Atom 1.0 with xml:base (rift-report.xml)', () => {
    const feed = parseFixture('rift-report.xml')

    it('resolves links against the feed xml:base and an entry xml:base', () => {
      expect(entry(feed, 'Aurora Vanguard').link).toBe(
        'https://rift.example.net/lol/news/aurora-vanguard-sweep-silverpine-dynasty',
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
      expect(entry(feed, 'Aurora Vanguard').contentHtml).toMatch(/^<p>Aurora Vanguard beat/)
    })

    it('falls back to <updated> without <published>', () => {
      expect(entry(feed, 'Beginner guide').publishedAt?.toISOString()).toBe('2026-11-07T12:30:00.000Z')
    })
  })

  describe('RDF / RSS 1.0 (ancient-dispatch.rdf)', () => {
    const feed = parseFixture('ancient-dispatch.rdf')

    it('uses rdf:about as guid, dc:subject as categories and dc:date with offsets', () => {
      const item = entry(feed, 'Dota 2 gameplay update 7.42')
      expect(item.guid).toBe('https://dispatch.example.org/dota2/dota-2-gameplay-update-7-42')
      expect(item.categories).toEqual(['Dota 2', 'Game Update', 'Patch Notes'])
      expect(item.publishedAt?.toISOString()).toBe('2026-11-10T20:53:00.000Z')
      expect(item.author).toBe('Caspian Hale')
    })

    it('reads content:encoded and escaped descriptions, and resolves a relative link', () => {
      expect(entry(feed, 'Ember Hollow defeat').imageUrl).toBe(
        'https://dispatch.example.org/images/news/dota-ancient.svg',
      )
      expect(entry(feed, 'Ember Hollow defeat').summaryHtml).not.toContain('<')
      expect(entry(feed, 'Ninefold sign').contentHtml).toMatch(/^<p>Ninefold have signed/)
      expect(entry(feed, 'Ancient Forge launch').link).toBe(
        'https://dispatch.example.org/dota2/ancient-forge-launch-dota-2-academy',
      )
    })
  })

  describe('RSS 2.0 in ISO-8859-1 (spike-planted-latin1.xml)', () => {
    it('is really stored as Latin-1 bytes', () => {
      expect(() =>
        new TextDecoder('utf-8', { fatal: true }).decode(fixtureBytes('spike-planted-latin1.xml')),
      ).toThrow()
    })

    it('decodes accented names and character references', () => {
      const feed = parseFixture('spike-planted-latin1.xml')
      expect(entry(feed, 'Velvet Rook sign').title).toBe(
        'Velvet Rook sign Renée "Lumen" Castellane as in-game leader',
      )
      expect(entry(feed, 'Björn "Fjord" Åkesson').title).toContain('Åkesson')
      expect(entry(feed, 'Iñaki').contentHtml).toContain('Iñaki "Txori" Etxeberria')
      expect(entry(feed, 'Solar Flare beat').author).toBe('Élodie Marchand')
      expect(entry(feed, 'Crescent Masters reveals').title).toBe(
        'Crescent Masters reveals Valorant finals ticket dates — and a fan zone',
      )
      expect(entry(feed, 'Solar Flare beat').publishedAt?.toISOString()).toBe('2026-11-14T04:16:00.000Z')
    })
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
