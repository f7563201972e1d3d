import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseFeed } from './parse'
import { FeedParseError } from './parse-common'
import { corpus as realWorld, corpusBytes } from './testdata/corpus/index'

// Feed bodies come from strangers: whatever bytes arrive, parseFeed must return a feed or throw
// FeedParseError, and finish (a parse that hangs fails the test at its timeout). Seeded, so a failure names a case that reruns the same way.

const FIXTURES = new URL('../../../fixtures/feeds/', import.meta.url)
const TESTDATA = new URL('./testdata/', import.meta.url)
const BASE_URL = 'https://feeds.example.com/fuzz.xml'
const SEED = 0x5eed_b05
/** One case slower than this counts as a hang: real feeds parse in about a millisecond. */

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! }
}
type Prng = ReturnType<typeof prng>

const corpus: Uint8Array[] = [
  ...readdirSync(FIXTURES)
    .filter((name) => /\.(xml|rdf)$/.test(name))
    .map((name) => new Uint8Array(readFileSync(new URL(name, FIXTURES)))),
  ...readdirSync(TESTDATA)
    .filter((name) => /\.(xml|html)$/.test(name))
    .map((name) => new Uint8Array(readFileSync(new URL(name, TESTDATA)))),
  ...realWorld.map((doc) => corpusBytes(doc.file)),
]

const encoder = new TextEncoder()
const PROLOG = encoder.encode('<?xml version="1.0"?><rss version="2.0"><channel><item><title>')

// Fragments that reach the parser's special cases: CDATA, comments, DTDs, entities, encodings, xml:base,
// namespaces, deep nesting and bytes that are not valid UTF-8.
const TOKENS = [
  '<',
  '>',
  '&',
  '"',
  "'",
  '</',
  '/>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?xml version="1.0" encoding="utf-16"?>',
  '<?xml version="1.0" encoding="x-unknown"?>',
  '<?xml version="1.0" encoding="iso-8859-1"?>',
  '<!DOCTYPE rss [<!ENTITY a "&a;&a;">]>',
  '<!ENTITY x SYSTEM "file:///etc/passwd">',
  '&a;',
  '&#0;',
  '&#xD800;',
  '&#x10FFFF;',
  '&#99999999;',
  '&amp;amp;',
  '&nbsp;',
  '<rss version="2.0">',
  '<feed xmlns="http://www.w3.org/2005/Atom">',
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
  '<channel>',
  '</channel>',
  '<item>',
  '</item>',
  '<entry>',
  '<link href="javascript:alert(1)"/>',
  ' xml:base="::not a url::"',
  ' xml:base="https://other.example.com/a/"',
  '<pubDate>Mon, 99 Foo 2026 25:61:00 +9999</pubDate>',
  '<updated>2026-02-30T24:00:00Z</updated>',
  '<enclosure url="//x" type="image/png"/>',
  '<media:content url="data:image/png;base64,AAAA" medium="image"/>',
  '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div></content>',
  '<img src=">',
  '<a><a><a><a><a><a><a><a>',
  '\u0000',
  '\ufeff',
  '\u2028',
  '\ud83c\udfae',
]
const TOKEN_BYTES = TOKENS.map((token) => encoder.encode(token))
const ODD_BYTES = [0x00, 0x3c, 0x3e, 0x26, 0x22, 0x5d, 0x80, 0xc3, 0xef, 0xfe, 0xff]

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function randomBytes(rng: Prng, length: number): Uint8Array {
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) out[i] = rng.int(256)
  return out
}

function mutate(rng: Prng, input: Uint8Array): Uint8Array {
  let bytes = input
  const rounds = 1 + rng.int(8)
  for (let r = 0; r < rounds; r++) {
    const at = rng.int(bytes.length + 1)
    const span = 1 + rng.int(Math.min(256, bytes.length + 1))
    switch (rng.int(9)) {
      case 0: {
        // Flip one bit.
        if (bytes.length === 0) break
        bytes = bytes.slice()
        const i = Math.min(at, bytes.length - 1)
        bytes[i] = bytes[i]! ^ (1 << rng.int(8))
        break
      }
      case 1:
        bytes = concat(bytes.subarray(0, at), new Uint8Array([rng.pick(ODD_BYTES)]), bytes.subarray(at))
        break
      case 2:
        bytes = concat(bytes.subarray(0, at), bytes.subarray(at + span))
        break
      case 3:
        // Repeat a span, sometimes many times over (deep nesting, long runs).
        bytes = concat(
          bytes.subarray(0, at),
          ...Array(1 + rng.int(40)).fill(bytes.subarray(at, at + span)),
          bytes.subarray(at),
        )
        break
      case 4:
      case 5:
        bytes = concat(bytes.subarray(0, at), rng.pick(TOKEN_BYTES), bytes.subarray(at))
        break
      case 6:
        bytes = bytes.subarray(0, at)
        break
      case 7: {
        // Splice in part of another document.
        const other = rng.pick(corpus)
        const from = rng.int(other.length)
        bytes = concat(bytes.subarray(0, at), other.subarray(from, from + span * 4), bytes.subarray(at))
        break
      }
      default:
        bytes = concat(bytes.subarray(0, at), randomBytes(rng, span), bytes.subarray(at + span))
    }
  }
  return bytes
}

interface Outcome {
  /** Broke the contract: another error type. A parse that hangs fails the test at its timeout. */
  contract?: string
  /** FeedParseError messages go to the admin's error list, so they must be one short line. */
  message?: string
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
}

function check(body: Uint8Array): Outcome {
  let thrown: unknown
  try {
    parseFeed(body, BASE_URL)
  } catch (error) {
    thrown = error
  }
  if (thrown !== undefined && !(thrown instanceof FeedParseError))
    return {
      contract: `threw ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown)}`,
    }
  if (
    thrown instanceof FeedParseError &&
    (!thrown.message || hasControlCharacter(thrown.message) || thrown.message.length > 300)
  )
    return { message: `message not one short line: ${JSON.stringify(thrown.message.slice(0, 160))}` }
  return {}
}

function run(
  cases: number,
  seed: number,
  make: (rng: Prng) => Uint8Array,
  kind: keyof Outcome = 'contract',
): string[] {
  const rng = prng(seed)
  const failures: string[] = []
  for (let n = 0; n < cases && failures.length < 5; n++) {
    const body = make(rng)
    const problem = check(body)[kind]
    if (problem)
      failures.push(
        `case ${n} (seed ${seed}): ${problem}; input starts ${JSON.stringify(Buffer.from(body.subarray(0, 80)).toString('latin1'))}`,
      )
  }
  return failures
}

const CATEGORIES: readonly { name: string; cases: number; seed: number; make: (rng: Prng) => Uint8Array }[] =
  [
    { name: 'random bytes', cases: 1_000, seed: SEED, make: (rng) => randomBytes(rng, rng.int(2048)) },
    {
      name: 'random bytes behind a feed prolog',
      cases: 500,
      seed: SEED + 1,
      make: (rng) => concat(PROLOG, randomBytes(rng, rng.int(1024))),
    },
    {
      name: 'random token soup',
      cases: 800,
      seed: SEED + 2,
      make: (rng) => concat(...Array.from({ length: 1 + rng.int(60) }, () => rng.pick(TOKEN_BYTES))),
    },
    {
      name: 'mutations of the bundled feeds',
      cases: 4_000,
      seed: SEED + 3,
      make: (rng) => mutate(rng, rng.pick(corpus)),
    },
  ]

describe('parseFeed under fuzzing (returns or throws FeedParseError, never hangs)', () => {
  it('has a corpus of the bundled feeds and the broken inputs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(70)
  })

  it.each(CATEGORIES)('survives $cases cases of $name', { timeout: 20_000 }, ({ cases, seed, make }) => {
    expect(run(cases, seed, make)).toEqual([])
  })

  it('keeps every FeedParseError message to one short line', { timeout: 20_000 }, () => {
    expect(CATEGORIES.flatMap(({ cases, seed, make }) => run(cases, seed, make, 'message'))).toEqual([])
  })
})
