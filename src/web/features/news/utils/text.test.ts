import { describe, expect, it } from 'vitest'
import { stripHtml } from './text'

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
