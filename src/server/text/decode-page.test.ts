import { describe, expect, it } from 'vitest'
import { decodePage } from './decode-page'

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('decodePage', () => {
  it('reads the charset of the Content-Type header', () => {
    expect(decodePage(latin1('<p>Caf\xe9 \x93quoted\x94</p>'), 'text/html; charset=windows-1252')).toBe(
      '<p>Café “quoted”</p>',
    )
  })

  it('reads ISO-8859-1 as windows-1252, as browsers do', () => {
    expect(decodePage(latin1('<p>It\x92s</p>'), 'text/html; charset="ISO-8859-1"')).toBe('<p>It’s</p>')
  })

  it('falls back to a <meta charset> or http-equiv in the head', () => {
    const page = '<html><head><meta charset="windows-1252"><title>Mj\xf6lnir</title></head></html>'
    expect(decodePage(latin1(page), 'text/html')).toContain('<title>Mjölnir</title>')
    const old =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>S\xe3o Paulo</title>'
    expect(decodePage(latin1(old), null)).toContain('São Paulo')
  })

  it('prefers a byte-order mark, and reads UTF-8 when nothing is declared or a label is unknown', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<p>Kalniņš</p>')])
    expect(decodePage(bom, 'text/html; charset=windows-1252')).toBe('<p>Kalniņš</p>')
    expect(decodePage(utf8('<p>Kalniņš</p>'), 'text/html')).toBe('<p>Kalniņš</p>')
    expect(decodePage(utf8('<p>Kalniņš</p>'), 'text/html; charset=x-no-such-thing')).toBe('<p>Kalniņš</p>')
  })
})
