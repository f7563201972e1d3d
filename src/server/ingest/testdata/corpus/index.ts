import { readFileSync } from 'node:fs'
import { htmlToText } from '#server/text/html-text'

// The real-world feed corpus (decision 024): small documents written by us in the shapes publishers and the
// feed test suites use, each with what a reader should get from it. README.md lists them.

const DIR = new URL('./', import.meta.url)

export interface CorpusEntry {
  title: string
  link: string
  /** Text the entry's summary must contain (where the feed has one). */
  summary?: string
  /** The entry's image URL (where the feed has one). */
  image?: string
}

export interface CorpusDocument {
  file: string
  /** The URL the feed is fetched from (relative links fall back to it). */
  baseUrl: string
  what: string
  /** The entries a reader should get, in order. */
  entries: CorpusEntry[]
}

export const corpus: CorpusDocument[] = JSON.parse(readFileSync(new URL('expectations.json', DIR), 'utf8'))

export function corpusBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(file, DIR)))
}

/** What a parser gave for one entry, reduced to what the corpus checks. */
export interface FoundEntry {
  title: string
  link: string
  /** HTML or text. */
  summary: string
  image?: string
}

export interface Score {
  parsed: boolean
  /** Expected entries found (by title). */
  kept: number
  /** One line per expected fact not met and per entry that should not be there. */
  mismatches: string[]
}

const flat = (text: string) => htmlToText(text).replace(/\s+/g, ' ').trim()

/** Compares a parser's entries (undefined: it threw) with a document's expectations. */
export function scoreDocument(doc: CorpusDocument, found: FoundEntry[] | undefined): Score {
  if (!found) return { parsed: false, kept: 0, mismatches: doc.entries.map((e) => `not parsed: ${e.title}`) }
  const mismatches: string[] = []
  const unmatched = [...found]
  let kept = 0
  for (const expected of doc.entries) {
    const at = unmatched.findIndex((entry) => flat(entry.title) === expected.title)
    const entry = unmatched.splice(at, at < 0 ? 0 : 1)[0]
    if (at < 0 || !entry) {
      mismatches.push(`missing entry "${expected.title}"`)
      continue
    }
    kept++
    if (entry.link !== expected.link) mismatches.push(`link of "${expected.title}": ${entry.link}`)
    if (expected.summary && !flat(entry.summary).includes(expected.summary))
      mismatches.push(`summary of "${expected.title}": ${flat(entry.summary).slice(0, 80)}`)
    if (expected.image && entry.image !== expected.image)
      mismatches.push(`image of "${expected.title}": ${entry.image}`)
  }
  for (const entry of unmatched) mismatches.push(`unexpected entry "${flat(entry.title).slice(0, 80)}"`)
  return { parsed: true, kept, mismatches }
}
