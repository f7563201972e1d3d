import { describe, expect, it } from 'vitest'
import {
  decodeEntities as browserDecodeEntities,
  stripHtml as browserStripHtml,
} from '#shared/domain/html-text'
import { decodeAttribute, decodeEntities, escapeHtml, htmlToLines, htmlToText } from './html-text'
import html5 from './testdata/html5-entities.json'

// The HTML standard's list of named references, with the characters each stands for.
const HTML5_REFERENCES = Object.entries(html5.references as Record<string, string>)

describe('decodeEntities', () => {
  it('decodes XML, numeric and common HTML entities', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;')).toBe(`a & b <c> "d" 'e'`)
    expect(decodeEntities('&#233;&#xE9;&#X2014; &eacute;&Eacute; &nbsp;&hellip;&rsquo;&euro;')).toBe(
      'éé— éÉ \u00a0…’€',
    )
  })

  it('decodes once, so twice-escaped text stays escaped', () => {
    expect(decodeEntities('&amp;eacute; &amp;amp;')).toBe('&eacute; &amp;')
  })

  it('reads references 128-159 as windows-1252 and replaces impossible code points', () => {
    expect(decodeEntities('&#150;&#146;&#128;')).toBe('–’€')
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd')
  })

  it('leaves unknown names and bare ampersands alone', () => {
    expect(decodeEntities('&lol9; & &unknown; AT&T')).toBe('&lol9; & &unknown; AT&T')
  })

  it.each([
    ['&alpha;&beta;&Omega;', 'αβΩ'],
    ['&hearts; &spades;', '♥ ♠'],
    ['&rarr; &larr; &harr;', '→ ← ↔'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&mdash; &ndash; &hellip;', '— – …'],
    ['&amp &lt &gt &quot &copy &reg &eacute &nbsp', '& < > " © ® é \u00a0'],
    ['&#65;&#x42;&#X43;&#0067;', 'ABCC'],
    ['&#128512; &#x1F600;', '😀 😀'],
    ['&#0; &#x0;', '\ufffd \ufffd'],
    ['&#xD800; &#56320;', '\ufffd \ufffd'],
    ['&#x110000; &#99999999999;', '\ufffd \ufffd'],
  ])('decodes %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected)
  })

  it('decodes all 2,231 named references of the HTML standard in running text', () => {
    const wrong = HTML5_REFERENCES.filter(
      ([ref, character]) => decodeEntities(`x ${ref} y`) !== `x ${character} y`,
    )
    expect(HTML5_REFERENCES).toHaveLength(2231)
    expect(wrong.map(([ref]) => ref)).toEqual([])
  })

  it('decodes every HTML5 name and the legacy forms without a semicolon, as a browser does', () => {
    expect(decodeEntities('&amp &copy 2026 &NotNestedGreaterGreater; &Bfr; &notit;')).toBe(
      '& © 2026 \u2aa2\u0338 \u{1d505} ¬it;',
    )
  })
})

describe('escapeHtml', () => {
  it('escapes the characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      `&lt;a href=&quot;x&quot;&gt;Tom &amp; 'Jerry'&lt;/a&gt;`,
    )
  })
})

describe('htmlToText', () => {
  it('strips tags, keeping words of inline elements together', () => {
    expect(htmlToText('<p>Pro<b>Gamer</b> <a href="/x">wins</a></p>')).toBe('ProGamer wins')
  })

  it('separates block elements and line breaks with a space', () => {
    expect(htmlToText('<p>First</p><p>Second</p><ul><li>a</li><li>b</li></ul>one<br>two<br/>three')).toBe(
      'First Second a b one two three',
    )
  })

  it('drops scripts, styles, comments and their contents', () => {
    expect(
      htmlToText('<p>Safe</p><script>alert("x")</script><style>p{color:red}</style><!-- note --><p>text</p>'),
    ).toBe('Safe text')
    expect(htmlToText('before<script>never closed')).toBe('before')
  })

  it("drops what the sanitizer drops with its content: a form's buttons, a player's fallback, an svg", () => {
    const html =
      '<p>Lanterns fell 0-3.</p><form action="/login"><input name="p"><button>Log in to vote</button></form>' +
      '<video src="v.mp4">Your browser does not support video</video><svg><title>icon</title></svg>' +
      '<form-card>a custom element is text</form-card>'
    expect(htmlToText(html)).toBe('Lanterns fell 0-3. a custom element is text')
  })

  it('keeps ">" inside attribute values from ending a tag', () => {
    expect(htmlToText('<img alt="a > b" src="x.svg">caption')).toBe('caption')
  })

  it('decodes entities after stripping, so escaped markup stays text', () => {
    expect(htmlToText('<p>3 &lt; 5 &amp;&nbsp;Caf&eacute;</p>')).toBe('3 < 5 & Café')
    expect(htmlToText('&lt;script&gt;')).toBe('<script>')
  })

  it('collapses whitespace and trims', () => {
    expect(htmlToText('  <p>\n  a \t  b\n</p>  ')).toBe('a b')
    expect(htmlToText('')).toBe('')
  })
})

describe('decodeAttribute', () => {
  it('keeps a legacy name followed by "=" or a letter, as a browser reads an href', () => {
    expect(decodeAttribute('/x?a=1&copy=2&amp;b=3&#106;')).toBe('/x?a=1&copy=2&b=3j')
    expect(decodeAttribute('&#106avascript&colon;')).toBe('javascript:')
  })
})

describe('htmlToLines', () => {
  it('starts a line at every block start and end and keeps spaces as written', () => {
    expect(htmlToLines('<p>Solstice  won</p><p>Harriers</p>')).toBe('\nSolstice  won\n\nHarriers\n')
  })
})

// The browser keeps a small decoder (src/shared/domain/html-text.ts) to stay out of the bundle's way.
// These are real-world shapes of feed summaries: on them the two must read the same text.
const AGREED: readonly string[] = [
  'Rock &amp; Roll &lt;3 &gt; &quot;quoted&quot; it&apos;s',
  'Caf&#233; &#xE9;&#X2014; &#8211; &#x27;',
  '&hellip; &mdash; &ndash; &lsquo;x&rsquo; &ldquo;y&rdquo;',
  '<p>Team <strong>Vanta</strong> wins.</p><p>Next up: the <em>final</em>.</p>',
  '<div><ul><li>one</li><li>two <a href="/x?a=1&amp;b=2">link</a></li></ul></div>',
  'one<br>two<br/>three<br />four',
  'a<script>alert("<p>x</p>")</script>b<style>p { color: red }</style>c',
  '<h2>Title</h2>Body &amp; more',
  '<p>first</p><!-- note --><p>second</p>',
  '&unknownname; stays, AT&T stays, 5 & 6 stays',
  '  Plain   summary\n text.  ',
  '',
]

// What the small decoder does not cover, and the server's reading of it.
const NOT_COVERED: readonly [input: string, server: string, why: string][] = [
  ['&eacute;&copy;&euro;', 'é©€', 'named references beyond the common thirteen'],
  ['&amp and &copy 2026', '& and © 2026', 'legacy forms without a semicolon'],
  ['&#150;&#128;', '–€', 'references 128-159 read as windows-1252'],
  ['a<p>b</p>', 'a b', 'a block start tag (only block ends and <br> separate words)'],
  ['a<!-- note -->b', 'a b', 'a comment between words'],
  ['<img alt="a > b">caption', 'caption', 'a ">" inside an attribute value'],
  ['a<noscript>fallback</noscript>b', 'a b', 'noscript, template, iframe and object bodies'],
]

describe('the browser decoder against the server one', () => {
  it.each(AGREED)('reads %j the same', (input) => {
    expect(browserStripHtml(input)).toBe(htmlToText(input))
    expect(browserDecodeEntities(input)).toBe(decodeEntities(input))
  })

  it('agrees on &nbsp; once spaces are collapsed; alone, the browser reads it as a plain space', () => {
    expect(browserStripHtml('a&nbsp;b')).toBe(htmlToText('a&nbsp;b'))
    expect(browserDecodeEntities('&nbsp;')).toBe(' ')
    expect(decodeEntities('&nbsp;')).toBe('\u00a0')
  })

  it.each(NOT_COVERED)('differs on %j (%s is not covered)', (input, server) => {
    expect(htmlToText(input)).toBe(server)
    expect(browserStripHtml(input)).not.toBe(server)
  })
})
