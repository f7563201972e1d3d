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

describe('sanitizeHtml rebuilds the HTML from its parse tree', () => {
  it('keeps text with a bare < or > in it', () => {
    expect(sanitizeHtml('<p>Score 3<5 and 5>3</p>')).toBe('<p>Score 3&lt;5 and 5&gt;3</p>')
  })

  it('closes what the feed left open, so nothing after the article is swallowed', () => {
    expect(sanitizeHtml('<p>Read <a href="https://example.com/r">the report')).toBe(
      '<p>Read <a rel="nofollow noopener noreferrer" href="https://example.com/r">the report</a></p>',
    )
    expect(sanitizeHtml('<p><b>Bold start</p><p>next</p>')).toBe('<p><b>Bold start</b></p><p>next</p>')
    expect(sanitizeHtml('<table><tr><td>one<td>two')).toBe('<table><tr><td>one</td><td>two</td></tr></table>')
  })

  it('drops embeds, players and vector images without leaving placeholder text', () => {
    expect(sanitizeHtml('<p>Clip: <embed src="https://v.example/v.swf"/> and the rest</p>')).toBe(
      '<p>Clip:  and the rest</p>',
    )
    expect(sanitizeHtml('<p>Before</p><iframe src="https://www.youtube.com/embed/a"/><p>After</p>')).toBe(
      '<p>Before</p>',
    )
    expect(sanitizeHtml('<p>Logo <svg/> text</p>')).toBe('<p>Logo  text</p>')
    expect(sanitizeHtml('<p>Watch</p><object data="https://v.example/v.swf"/>')).toBe('<p>Watch</p>')
    expect(
      sanitizeHtml('<video><source src="v.mp4">Your browser does not support video.</video><p>x</p>'),
    ).toBe('<p>x</p>')
  })

  it('unwraps other tags it does not allow, keeping their text, and moves headings to an allowed level', () => {
    expect(sanitizeHtml('<div class="c"><span style="x">Text</span> <font>more</font></div>')).toBe(
      'Text more',
    )
    expect(sanitizeHtml('<h1>Title</h1><h5>Minor</h5>')).toBe('<h2>Title</h2><h4>Minor</h4>')
  })

  it('keeps a WordPress figure with its caption, without classes, srcset or styles', () => {
    const figure =
      '<figure class="wp-block-image"><img width="10" height="5" src="https://s.example/a.jpg" alt="Trophy" srcset="https://s.example/a-300.jpg 300w" class="wp-image-1" /><figcaption class="wp-element-caption">The trophy</figcaption></figure>'
    expect(sanitizeHtml(figure)).toBe(
      '<figure><img width="10" height="5" src="https://s.example/a.jpg" alt="Trophy"><figcaption>The trophy</figcaption></figure>',
    )
  })

  it('replaces a link rel it was given, and refuses URLs hidden by spaces or comments', () => {
    expect(sanitizeHtml('<a rel="opener" href="/teams/navi">NAVI</a>')).toBe(
      '<a rel="nofollow noopener noreferrer" href="/teams/navi">NAVI</a>',
    )
    expect(sanitizeHtml('<a href="java script:alert(1)">x</a><img src="javas<!-- -->cript:x">')).toBe('x')
    expect(sanitizeHtml('<a href="\\\\evil.example/x">x</a>')).toBe('x')
  })

  it('reads a CDATA wrapper left around the HTML as the HTML it wraps', () => {
    expect(sanitizeHtml('<![CDATA[<p>Inside</p>]]>')).toBe('<p>Inside</p>')
  })
})
