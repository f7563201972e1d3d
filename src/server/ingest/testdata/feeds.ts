import { readFileSync } from 'node:fs'
import { parseFeed } from '../parse'
import { FeedParseError, type ParsedEntry, type ParsedFeed } from '../parse-common'

// What the parser's tests share: the bundled sample feeds, the files of testdata/, and small feed builders.

const FIXTURES = new URL('../../../../fixtures/feeds/', import.meta.url)
const TESTDATA = new URL('./', import.meta.url)
export const ANCHOR = Date.parse('2026-11-15T12:00:00Z')
export const DAY = 86_400_000

interface FeedSource {
  name: string
  game: 'cs2' | 'lol' | 'dota2' | 'valorant' | null
  file: string
  url: string
}

export const sources: FeedSource[] = JSON.parse(readFileSync(new URL('sources.json', FIXTURES), 'utf8'))

export function fixtureBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(file, FIXTURES)))
}

export function testdataBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(file, TESTDATA)))
}

export function parseFixture(file: string): ParsedFeed {
  const source = sources.find((s) => s.file === file)
  if (!source) throw new Error(`${file} is not in sources.json`)
  return parseFeed(fixtureBytes(file), source.url)
}

export function entry(feed: ParsedFeed, titleStart: string): ParsedEntry {
  const found = feed.items.find((item) => item.title.startsWith(titleStart))
  if (!found) throw new Error(`no entry titled "${titleStart}…"`)
  return found
}

export function parseError(run: () => unknown): FeedParseError {
  try {
    run()
  } catch (error) {
    if (error instanceof FeedParseError) return error
    throw error
  }
  throw new Error('expected a FeedParseError')
}

export const rss = (items: string, channel = '<title>T</title><link>https://site.example.com/</link>') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>${channel}${items}</channel></rss>`
