import { describe, expect, it } from 'vitest'
import {
  cutSummary,
  decodeEntities,
  escapeHtml,
  htmlToText,
  SUMMARY_MAX_LENGTH,
  windows1252FromLatin1,
} from './normalize'

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
    expect(decodeEntities('&lol9; & &unknown; &amp')).toBe('&lol9; & &unknown; &amp')
  })
})

describe('windows1252FromLatin1', () => {
  it('maps C1 controls to windows-1252 characters and leaves the rest', () => {
    expect(windows1252FromLatin1('\u0080 \u0093x\u0094 \u0081 é')).toBe('€ “x” \u0081 é')
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

describe('cutSummary (§9: 220 characters with an ellipsis)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('returns a text that fits unchanged, whitespace collapsed', () => {
    expect(cutSummary('  Short   summary. ')).toBe('Short summary.')
    const exact = 'x'.repeat(SUMMARY_MAX_LENGTH)
    expect(cutSummary(exact)).toBe(exact)
  })

  it('cuts a long text at a word boundary and adds "..."', () => {
    const text = words(60)
    const summary = cutSummary(text)
    expect(summary.endsWith('...')).toBe(true)
    const body = summary.slice(0, -3)
    expect(body.length).toBeLessThanOrEqual(220)
    expect(body.length).toBeGreaterThan(200)
    expect(text.startsWith(body)).toBe(true)
    expect(text[body.length]).toBe(' ')
  })

  it('cuts mid-word when there is no boundary near the end', () => {
    expect(cutSummary('y'.repeat(300))).toBe(`${'y'.repeat(220)}...`)
  })

  it('drops punctuation left at the cut', () => {
    expect(cutSummary('Alpha beta, gamma delta.', 11)).toBe('Alpha beta...')
  })

  it('takes another maximum', () => {
    expect(cutSummary('one two three four', 9)).toBe('one two...')
  })

  it('never leaves half of a surrogate pair', () => {
    const summary = cutSummary(`${'a'.repeat(219)}😀 and more`)
    expect(summary).toBe(`${'a'.repeat(219)}...`)
  })
})
