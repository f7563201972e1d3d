import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'
import { type CorpusCase, check, loadCorpus } from './testdata/html/corpus'

// Decision 003: every hostile or real-world case in testdata/html comes out with nothing script-capable, no
// placeholder text, balanced (it closes inside its container) and stable under a second pass.

const cases = loadCorpus()

describe('sanitizeHtml over the hostile-HTML corpus', () => {
  it('has the cases the corpus files hold', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300)
    expect(new Set(cases.map((c) => c.file)).size).toBe(7)
  })

  it.each(cases.map((c): [string, CorpusCase] => [`${c.file}: ${c.name}`, c]))('%s', (_, c) => {
    const out = sanitizeHtml(c.html)
    const verdict = check(out)
    expect(verdict.escapes).toEqual([])
    expect(verdict.unbalanced, out).toBe(false)
    expect(verdict.placeholder, out).toBe(false)
    expect(sanitizeHtml(out)).toBe(out)
  })
})

describe('the corpus check itself', () => {
  it('catches what it is there to catch', () => {
    expect(check('<p>ok <a href="https://e.example/">x</a></p>')).toEqual({
      escapes: [],
      unbalanced: false,
      placeholder: false,
    })
    expect(check('<img src=x onerror=alert(1)>').escapes).toEqual(['<img onerror>'])
    expect(check('<a href="java\tscript:alert(1)">x</a>').escapes).toHaveLength(1)
    expect(check('<svg><a>x</a></svg>').escapes.length).toBeGreaterThan(0)
    expect(check('<table><tr><td>cell').unbalanced).toBe(true)
    expect(check('<p>Read <a href="https://e.example/">the report').unbalanced).toBe(true)
    expect(check('<p>x</p></div><p>y</p>').unbalanced).toBe(true)
    expect(check('<p>[removed]</p>').placeholder).toBe(true)
  })
})
