import { describe, expect, it } from 'vitest'
import { cutSummary, SUMMARY_MAX_LENGTH, windows1252FromLatin1 } from './normalize'

describe('windows1252FromLatin1', () => {
  it('maps C1 controls to windows-1252 characters and leaves the rest', () => {
    expect(windows1252FromLatin1('\u0080 \u0093x\u0094 \u0081 é')).toBe('€ “x” \u0081 é')
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
