import { describe, expect, it } from 'vitest'
import { htmlToText } from '../text/html-text'
import { parseFeed } from './parse'
import { FeedParseError } from './parse-common'
import { expandDeclaredEntities, keepCompleteEntries } from './parse-repair'
import { corpus, corpusBytes, scoreDocument } from './testdata/corpus/index'

// Decision 024: the real-world corpus, each document with the entries a reader should get from it.

describe('the real-world feed corpus', () => {
  it('holds at least 60 documents', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60)
  })

  it.each(corpus.map((doc) => [doc.file, doc.what, doc] as const))('%s (%s)', (_file, _what, doc) => {
    const feed = parseFeed(corpusBytes(doc.file), doc.baseUrl)
    const found = feed.items.map((item) => ({
      title: item.title,
      link: item.link,
      summary: item.summaryHtml,
      image: item.imageUrl,
    }))
    expect(scoreDocument(doc, found).mismatches).toEqual([])
  })

  it('refuses entity bombs quickly, expanding nothing', () => {
    for (const file of ['billion-laughs.xml', 'quadratic-blowup.xml']) {
      const started = performance.now()
      const feed = parseFeed(corpusBytes(file), 'https://dtd.example.com/')
      expect(performance.now() - started).toBeLessThan(500)
      expect(JSON.stringify(feed).length).toBeLessThan(10_000)
    }
  })
})

describe('broken feeds keep what they can', () => {
  const item = (n: number) => `<item><title>Story ${n}</title><link>https://x.example.com/${n}</link></item>`
  const head =
    '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://x.example.com/</link>'
  const titles = (xml: string) => parseFeed(xml, '').items.map((entry) => entry.title)

  it('keeps the complete entries of a feed cut anywhere after the first entry', () => {
    const full = `${head}${item(1)}${item(2)}${item(3)}</channel></rss>`
    const firstEnd = full.indexOf('</item>') + '</item>'.length
    for (let cut = firstEnd; cut < full.length; cut++) {
      const kept = titles(full.slice(0, cut))
      expect(kept[0]).toBe('Story 1')
      expect(kept.length).toBeGreaterThanOrEqual(1)
    }
    expect(titles(full.slice(0, full.lastIndexOf('<item>') + 10))).toEqual(['Story 1', 'Story 2'])
  })

  it('still reports a feed with no complete entry as malformed', () => {
    const error = (() => {
      try {
        parseFeed(`${head}<item><title>Cut`, '')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(FeedParseError)
    expect((error as FeedParseError).reason).toBe('malformed')
  })

  it('skips only the broken entry', () => {
    const broken = '<item><title>Bad <b>bold</title><link>https://x.example.com/bad</link></item>'
    expect(titles(`${head}${item(1)}${broken}${item(3)}</channel></rss>`)).toEqual(['Story 1', 'Story 3'])
  })

  it('ignores what follows the root element', () => {
    expect(titles(`${head}${item(1)}</channel></rss><p>ad</p>`)).toEqual(['Story 1'])
  })

  it('rebuilds from the head, the good entries and the closing tags the head leaves open', () => {
    expect(keepCompleteEntries(`${head}${item(1)}<item><title>x`, 'item')).toBe(
      `${head}${item(1)}\n</channel></rss>\n`,
    )
    expect(keepCompleteEntries(`${head}<item><title>x`, 'item')).toBeUndefined()
  })
})

describe('entities declared in the DTD', () => {
  it('expands small declared entities, nested ones too, outside CDATA', () => {
    const xml =
      '<!DOCTYPE rss [<!ENTITY a "NAVI"><!ENTITY b "&a; &amp; G2">]><rss>&b; <![CDATA[&a;]]> &c;</rss>'
    expect(expandDeclaredEntities(xml)).toContain('<rss>NAVI &amp; G2 <![CDATA[&a;]]> &c;</rss>')
  })

  it('reads a DOCTYPE in the prolog only', () => {
    const xml = '<rss><![CDATA[<!DOCTYPE x [<!ENTITY a "NAVI">]>]]> &a;</rss>'
    expect(expandDeclaredEntities(xml)).toBe(xml)
  })

  it('expands nothing when one declaration would blow up', () => {
    const xml = `<!DOCTYPE rss [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "${'&a;'.repeat(100)}"><!ENTITY ok "fine">]><rss>&ok;&b;</rss>`
    expect(expandDeclaredEntities(xml)).toBe(xml)
  })

  it('reads declared entities in titles and summaries', () => {
    const feed = parseFeed(corpusBytes('doctype-entities.xml'), '')
    expect(feed.title).toBe('ESL Pro League news')
    expect(htmlToText(feed.items[0]?.summaryHtml ?? '')).toBe('Report: Natus Vincere at ESL Pro League')
  })
})

describe('video and podcast entries', () => {
  it('gives a YouTube video its media:description and thumbnail', () => {
    const [video] = parseFeed(corpusBytes('youtube.xml'), '').items
    expect(htmlToText(video?.summaryHtml ?? '')).toMatch(/^Spirit dropped a single map/)
    expect(video?.imageUrl).toBe('https://i0.ytimg.com/vi/vid0XyZ_0/hqdefault.jpg')
  })

  it('gives a podcast episode its itunes:summary and itunes:image', () => {
    const [episode] = parseFeed(corpusBytes('podcast-itunes.xml'), '').items
    expect(htmlToText(episode?.contentHtml ?? '')).toMatch(/We break down every round\.$/)
    expect(episode?.imageUrl).toBe('https://pod.example.com/art/ep0.jpg')
  })
})
