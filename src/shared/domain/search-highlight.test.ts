import { describe, expect, it } from 'vitest'
import { highlightParts, searchWords } from './search-highlight'

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text)

describe('highlightParts (the terms /search marks)', () => {
  it('marks the words the query names, whatever their accents and case', () => {
    expect(highlightParts('Iñaki signs with Northwind', 'inaki')).toEqual([
      { text: 'Iñaki', match: true },
      { text: ' signs with Northwind', match: false },
    ])
    expect(marked('Kalniņš and ÆRØ', 'kalnins aero')).toEqual(['Kalniņš', 'ÆRØ'])
  })

  it('marks a word the reader misspelt by a letter, and words that start with the query', () => {
    expect(marked('Northwind Wolves reach the final', 'northwimd')).toEqual(['Northwind'])
    expect(marked('Northwind Wolves', 'wol')).toEqual(['Wolves'])
    expect(marked('The cat sat', 'cut')).toEqual([])
  })

  it('keeps every character of the text, HTML included, as text', () => {
    const title = '<img src=x onerror="alert(1)"> Wolves & <b>friends</b>'
    const parts = highlightParts(title, 'friends')
    expect(parts.map((part) => part.text).join('')).toBe(title)
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'friends', match: true }])
  })

  it('marks nothing for a query with no words', () => {
    expect(highlightParts('Wolves', '!!!')).toEqual([{ text: 'Wolves', match: false }])
    expect(highlightParts('', 'wolves')).toEqual([])
    expect(searchWords('  Iñaki, 2:1 ')).toEqual(['inaki', '2', '1'])
  })
})
