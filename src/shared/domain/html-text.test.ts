import { describe, expect, it } from 'vitest'
import { contentParagraphs, stripHtml } from './html-text'

describe('contentParagraphs', () => {
  it('gives one paragraph per line of plain text', () => {
    expect(contentParagraphs('First line\n\nSecond  line\n')).toEqual(['First line', 'Second line'])
  })

  it('turns HTML blocks into paragraphs of text and drops the tags', () => {
    expect(contentParagraphs('<p>One <strong>bold</strong> move</p><p>Two<br>Three</p>')).toEqual([
      'One bold move',
      'Two',
      'Three',
    ])
  })

  it('never keeps markup that could run: scripts, handlers and embeds are dropped with their content', () => {
    const paragraphs = contentParagraphs(
      '<p onclick="alert(1)">Safe</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="//x"></iframe><svg><script>1</script></svg>',
    )
    expect(paragraphs).toEqual(['Safe'])
    expect(contentParagraphs('<script>alert(1)')).toEqual([])
  })

  it('decodes entities into text (which React then escapes)', () => {
    expect(contentParagraphs('Tom &amp; Jerry &lt;b&gt; &#8212; &#x2019;')).toEqual(['Tom & Jerry <b> — ’'])
  })
})

describe('stripHtml', () => {
  it('removes tags and keeps words apart across blocks', () => {
    expect(stripHtml('<p>Team <strong>Vanta</strong> wins.</p><p>Next up: the final.</p>')).toBe(
      'Team Vanta wins. Next up: the final.',
    )
    expect(stripHtml('one<br>two<br/>three')).toBe('one two three')
  })

  it('decodes entities', () => {
    expect(stripHtml('Rock &amp; Roll &#8211; it&#x27;s &quot;on&quot;&nbsp;now')).toBe(
      'Rock & Roll – it\'s "on" now',
    )
    expect(stripHtml('&unknown; stays')).toBe('&unknown; stays')
  })

  it('drops scripts and styles with their text', () => {
    expect(stripHtml('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('a b c')
  })

  it('leaves plain text as it is, trimmed', () => {
    expect(stripHtml('  Plain   summary text.  ')).toBe('Plain summary text.')
    expect(stripHtml('')).toBe('')
  })
})
