import { transliterate } from './slug'

/** A run of a text, marked when it is one of the words the reader searched for. */
interface TextPart {
  text: string
  match: boolean
}

/** A word as the search compares it: ASCII, lowercase, letters and digits only ("Iñaki" → "inaki"). */
function fold(word: string): string {
  return transliterate(word).replace(/[^a-z0-9]/g, '')
}

/** The query's words, folded; the ones the search matched on (migration 0013 folds the same way). */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .split(/[^\p{L}\p{N}]+/u)
        .map(fold)
        .filter(Boolean),
    ),
  ]
}

/** Levenshtein distance, stopping early once it exceeds `max` (words here are short). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return false
    previous = current
  }
  return previous[b.length]! <= max
}

/** Whether a word of the text answers a query word: it starts with it, or is it with a typo or two. */
function answers(word: string, queryWord: string): boolean {
  if (word.startsWith(queryWord)) return true
  const typos = queryWord.length >= 8 ? 2 : queryWord.length >= 4 ? 1 : 0
  return typos > 0 && withinEdits(word, queryWord, typos)
}

/**
 * The text cut into runs, the words that answer the query marked (accents, case and one typo aside: "inaki"
 * marks "Iñaki", "northwimd" marks "Northwind"). Plain text in, plain text out: the page renders the runs as
 * text nodes and <mark> elements, so nothing in a title is ever read as HTML.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query)
  const parts: TextPart[] = []
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const last = parts.at(-1)
    if (last && last.match === match) last.text += piece
    else parts.push({ text: piece, match })
  }
  let index = 0
  if (words.length) {
    for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const folded = fold(found[0])
      if (!folded || !words.some((word) => answers(folded, word))) continue
      push(text.slice(index, found.index), false)
      parts.push({ text: found[0], match: true })
      index = found.index + found[0].length
    }
  }
  push(text.slice(index), false)
  return parts
}
