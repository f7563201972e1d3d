import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('keeps the formatting an article needs', () => {
    expect(sanitizeHtml('<p>Hello <strong>world</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>world</strong></p><ul><li>one</li></ul>',
    )
  })

  it('drops scripts, styles and iframes with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>',
    )
    expect(out).toBe('<p>a</p>')
  })

  it('drops event handlers and javascript: and data: URLs', () => {
    const out = sanitizeHtml(
      '<img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAA">',
    )
    expect(out).not.toMatch(/onerror|javascript:|data:/i)
    expect(out).toContain('<img src="x.png">')
  })

  it('marks links nofollow noopener and keeps safe hrefs', () => {
    expect(sanitizeHtml('<a href="https://example.com/a" onclick="x()">read</a>')).toBe(
      '<a rel="nofollow noopener noreferrer" href="https://example.com/a">read</a>',
    )
  })

  it('escapes unknown tags instead of passing them through', () => {
    expect(sanitizeHtml('<marquee>hi</marquee>')).toBe('hi')
  })
})

describe('sanitizeHtml against scheme smuggling', () => {
  it('refuses a javascript: URL split by a tab or newline', () => {
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).not.toMatch(/script/)
    expect(sanitizeHtml('<a href="java&#x0A;script:alert(1)">x</a>')).not.toMatch(/script:/)
  })
})

describe('sanitizeHtml with entity-encoded URLs', () => {
  it('judges a URL as the browser will decode it', () => {
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).not.toMatch(/javascript/)
    expect(sanitizeHtml('<a href="&#99999999999;x">x</a>')).toContain('href')
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2">x</a>')).toContain(
      'href="https://example.com/?a=1&amp;b=2"',
    )
  })
})
