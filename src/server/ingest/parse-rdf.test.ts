import { describe, expect, it } from 'vitest'
import { entry, parseFixture } from './testdata/feeds'

describe('RDF sample feeds', () => {
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
})
