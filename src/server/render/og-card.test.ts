import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import {
  cardFontCovers,
  MAX_DRAWING,
  MAX_WAITING,
  renderCardPng,
  socialCardSvg,
  textWidth,
  wrapText,
} from './og-card'

const card = {
  brand: 'BO5',
  kicker: 'CS2 · News',
  host: 'bo5.example',
  accent: '#f59e0b',
}

describe('preview cards', () => {
  it('wraps a long title into at most three lines that fit the card, the last one cut with "…"', () => {
    const title =
      'Northwind Wolves lift the autumn trophy after a five-map final against the Lagoon Lynx in Cologne'
    const lines = wrapText(title, 72, 1040, 3)
    expect(lines).toHaveLength(3)
    expect(lines.at(-1)!.endsWith('…')).toBe(true)
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(1040)
    expect(wrapText('Short title', 72, 1040, 3)).toEqual(['Short title'])
    // One word longer than a line is cut by characters.
    expect(textWidth(wrapText('x'.repeat(200), 72, 1040, 3)[0]!, 72)).toBeLessThanOrEqual(1040)
  })

  it('escapes stored text, so a title cannot break the SVG, and draws a 1200×630 PNG', async () => {
    const svg = socialCardSvg({ ...card, title: 'G2 <script> & "NAVI"', subtitle: "Iñaki's \u0007 Kalniņš" })
    expect(XMLValidator.validate(svg)).toBe(true)
    expect(svg).toContain('G2 &lt;script&gt; &amp; &quot;NAVI&quot;')
    const png = await renderCardPng(svg)
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
    expect(view.getUint32(0)).toBe(0x89504e47)
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])
  })

  it('knows which text its font cannot draw (Hangul, CJK), so such a title is replaced', () => {
    expect(cardFontCovers('Iñaki Kalniņš — “2:1” · Ωmega Дота')).toBe(true)
    expect(cardFontCovers('T1, 월즈 우승')).toBe(false)
    expect(cardFontCovers('决赛')).toBe(false)
  })

  it('falls back to the brand colour for an accent that is not a hex colour', () => {
    const svg = socialCardSvg({ ...card, title: 'T', accent: 'red"/><script>' })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('#7c3aed')
  })
})

describe('drawing cards under a flood', () => {
  it('draws a few cards at a time, lets a bounded number wait, and refuses the rest at once', async () => {
    const flood = MAX_DRAWING + MAX_WAITING + 6
    const results = await Promise.allSettled(
      Array.from({ length: flood }, (_, i) =>
        renderCardPng(socialCardSvg({ ...card, title: `Flooded card number ${i}`, subtitle: 'x' })),
      ),
    )
    const drawn = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(drawn).toHaveLength(MAX_DRAWING + MAX_WAITING)
    expect(refused).toHaveLength(6)
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'UNAVAILABLE' })
    // Once the flood has drained, a refused card draws.
    await expect(
      renderCardPng(socialCardSvg({ ...card, title: `Flooded card number ${flood - 1}`, subtitle: 'x' })),
    ).resolves.toBeInstanceOf(Uint8Array)
  }, 120_000)
})
