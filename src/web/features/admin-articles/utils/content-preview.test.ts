import { describe, expect, it } from 'vitest'
import { contentParagraphs } from './content-preview'

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
