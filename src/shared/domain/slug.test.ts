import { describe, expect, it } from 'vitest'
import { firstFreeSlug, shouldTryPrefixLookup, slugify } from './slug'

describe('slugify (§5, six steps)', () => {
  it('1. lowercases the text', () => {
    expect(slugify('NAVI')).toBe('navi')
  })

  it('2. drops every character that is not a-z, 0-9, whitespace or a hyphen', () => {
    expect(slugify("G2's CS:GO roster — 2024!")).toBe('g2s-csgo-roster-2024')
    expect(slugify('Café ümlaut')).toBe('caf-mlaut')
    expect(slugify('a_b')).toBe('ab')
  })

  it('3. turns each run of whitespace into one hyphen', () => {
    expect(slugify('team   liquid\t\nwins')).toBe('team-liquid-wins')
  })

  it('keeps existing hyphens (runs included), as only whitespace runs are collapsed', () => {
    expect(slugify('counter-strike 2')).toBe('counter-strike-2')
    expect(slugify('a -- b')).toBe('a----b')
  })

  it('4. trims leading and trailing hyphens', () => {
    expect(slugify('  --hello world--  ')).toBe('hello-world')
    expect(slugify('!!! breaking !!!')).toBe('breaking')
  })

  it('5. cuts to 50 characters', () => {
    const long = 'a'.repeat(60)
    expect(slugify(long)).toBe('a'.repeat(50))
    expect(slugify('b'.repeat(50))).toHaveLength(50)
  })

  it('6. trims trailing hyphens left by the cut', () => {
    // 'x' * 49 then a space: the cut at 50 ends on the hyphen.
    const text = `${'x'.repeat(49)} tail`
    expect(slugify(text)).toBe('x'.repeat(49))
    const doubleHyphen = `${'y'.repeat(48)} - tail`
    expect(slugify(doubleHyphen)).toBe('y'.repeat(48))
  })

  it('returns an empty string when nothing survives', () => {
    expect(slugify('!!!')).toBe('')
    expect(slugify('')).toBe('')
  })
})

describe('shouldTryPrefixLookup (§5 slug lookup fallback)', () => {
  const base49 = 'a'.repeat(49)

  it('is false under 50 characters', () => {
    expect(shouldTryPrefixLookup(`${'a'.repeat(48)}x`)).toBe(false)
  })

  it('is true at exactly 50 characters not ending in a listed suffix', () => {
    expect(shouldTryPrefixLookup(`${base49}x`)).toBe(true)
    expect(shouldTryPrefixLookup(`${base49}-`)).toBe(true)
  })

  it('is true above 50 characters', () => {
    expect(shouldTryPrefixLookup(`${base49}xyz`)).toBe(true)
  })

  it.each(['s', 'ed', 'ing', 'ly', 'tion', 'al', 'er', 'est'])(
    'is false for a 50+ slug ending in "%s"',
    (ending) => {
      const slug = `${'k'.repeat(50 - ending.length)}${ending}`
      expect(slug).toHaveLength(50)
      expect(shouldTryPrefixLookup(slug)).toBe(false)
    },
  )

  it('looks only at the very end of the slug', () => {
    expect(shouldTryPrefixLookup(`${'k'.repeat(46)}ingx`)).toBe(true)
  })
})

describe('firstFreeSlug (§5 suffix on collision)', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(firstFreeSlug('navi-win', new Set())).toBe('navi-win')
    expect(firstFreeSlug('navi-win', new Set(['navi-win']))).toBe('navi-win-2')
    expect(firstFreeSlug('navi-win', new Set(['navi-win', 'navi-win-2']))).toBe('navi-win-3')
  })

  it('stays within 50 characters', () => {
    const base = 'a'.repeat(50)
    const slug = firstFreeSlug(base, new Set([base]))
    expect(slug).toBe(`${'a'.repeat(48)}-2`)
    expect(slug.length).toBe(50)
  })
})
