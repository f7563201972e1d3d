import { describe, expect, it } from 'vitest'
import { keywordPattern, literalKeywordPattern } from './text-match'

describe('keywordPattern', () => {
  it('matches a fragment as a whole word, case-insensitively', () => {
    const pattern = keywordPattern(['lol'])
    expect(pattern.test('LoL Worlds final')).toBe(true)
    expect(pattern.test('a lollipop')).toBe(false)
    expect(pattern.test('trolol')).toBe(false)
  })

  it('treats digits as part of a word', () => {
    const pattern = keywordPattern(['cs2'])
    expect(pattern.test('cs2 major')).toBe(true)
    expect(pattern.test('cs20')).toBe(false)
  })

  it('accepts the inflections a fragment spells out and nothing else', () => {
    const pattern = keywordPattern(['sign(?:s|ed|ing)?'])
    expect(pattern.test('Team signs star')).toBe(true)
    expect(pattern.test('signing day')).toBe(true)
    expect(pattern.test('a clear signal')).toBe(false)
    expect(pattern.test('new design')).toBe(false)
  })

  it('lets punctuation and hyphens act as word edges', () => {
    const pattern = keywordPattern(['esl'])
    expect(pattern.test('(ESL) Pro League')).toBe(true)
    expect(pattern.test('esl-pro-league')).toBe(true)
    expect(pattern.test('tesla')).toBe(false)
  })
})

describe('literalKeywordPattern', () => {
  it('escapes punctuation in keywords', () => {
    const pattern = literalKeywordPattern(['cs:go', 'd.va'])
    expect(pattern.test('old CS:GO days')).toBe(true)
    expect(pattern.test('D.Va buff')).toBe(true)
    expect(pattern.test('csxgo')).toBe(false)
    expect(pattern.test('dxva')).toBe(false)
  })

  it('lets a space match any run of whitespace', () => {
    const pattern = literalKeywordPattern(['the international'])
    expect(pattern.test('The\n International 2025')).toBe(true)
    expect(pattern.test('theinternational')).toBe(false)
  })
})
