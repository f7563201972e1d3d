import { describe, expect, it } from 'vitest'
import { entry, fixtureBytes, parseFixture } from './testdata/feeds'

describe('RSS 2.0 sample feeds', () => {
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
      expect(entry(feed, 'Cobalt Tide stun').imageUrl).toBe(
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
