import { COMMON_WORDS, FACT_GUARD_ALLOWED_TERMS, HOUSE_VOICE_PHRASES } from './common-words'
import { checkNames } from './fact-names'
import { hrefsOf, linkKey, MONTH_NUMBERS, toPlainText } from './fact-text'

// The fact guard (ARCHITECTURE.md "The AI layer"): an LLM result is used only when every number, score, date,
// link and proper name it states can be found in the source it was written from. A paraphrase passes; an
// invented "3-1", a changed "45%" or a player the source never names sends the task to the local engine.
// It errs on the side of failing: a false alarm costs an LLM rewrite, a miss publishes an invented fact.

export interface FactCheck {
  ok: boolean
  /** The facts of the output the source does not contain, as the output writes them. */
  missing: string[]
}

export function checkFacts(outputTexts: string[], sourceTexts: string[]): FactCheck {
  const source = indexSource(sourceTexts)
  const outputs = outputTexts.map(toPlainText)
  const seenLowercase = new Set(source.lowercaseWords)
  for (const text of outputs) for (const word of lowercaseWords(text)) seenLowercase.add(word)

  const missing = new Set<string>()
  for (const href of outputTexts.flatMap(hrefsOf)) {
    if (!source.hasLink(href)) missing.add(href)
  }
  for (const text of outputs) {
    for (const fact of checkText(text, source, seenLowercase)) missing.add(fact)
  }
  return { ok: missing.size === 0, missing: [...missing] }
}

// ---------------------------------------------------------------------------------------------------------
// Patterns. Lookbehinds keep digits inside names ("CS2", "G2", "s1mple") out of the number checks.

const MONTH = Object.keys(MONTH_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const SUFFIX = '(?:st|nd|rd|th)?'
const DAY_RANGE = `(\\d{1,2})${SUFFIX}(?:\\s*(?:-|to|and|&)\\s*(\\d{1,2})${SUFFIX})?`

const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi
const ISO_DATE_PATTERN = /(?<![\p{N}])(\d{4})-(\d{1,2})-(\d{1,2})(?![\p{N}])/gu
// "May 10", "May 10th", "May 10-12"; in the source also "May 10, 2026", which offers the ISO date. In the output
// the year is left in the text and checked as a number.
const YEAR = '(?:,?\\s+(\\d{4})(?![\\p{N}]))?'
function monthDayPattern(withYear: boolean): RegExp {
  const year = withYear ? YEAR : ''
  return new RegExp(`(?<![\\p{L}])(${MONTH})\\.?\\s+${DAY_RANGE}(?![\\p{L}\\p{N}])${year}`, 'giu')
}
function dayMonthPattern(withYear: boolean): RegExp {
  const year = withYear ? YEAR : ''
  return new RegExp(`(?<![\\p{L}\\p{N}])${DAY_RANGE}\\s+(?:of\\s+)?(${MONTH})(?![\\p{L}])\\.?${year}`, 'giu')
}
const SCORE_PATTERN = /(?<![\p{L}\p{N}.,:/-])(\d{1,3}) ?[-:] ?(\d{1,3})(?![\p{L}\p{N}]|[.,:/-]\p{N})/gu
const VERSUS_COUNT_PATTERN = /(?<![\p{L}\p{N}])(\d{1,2}) ?vs?\.? ?(\d{1,2})(?![\p{L}\p{N}])/giu
const PERCENT_PATTERN =
  /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?) ?(?:%|percent(?![\p{L}])|per cent(?![\p{L}]))/giu
const ORDINAL_PATTERN = /(?<![\p{L}\p{N}.,])(\d+)(?:st|nd|rd|th)(?![\p{L}\p{N}])/giu
const NUMBER_PATTERN = /(?<![\p{L}\p{N}.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\p{N}]|[.,]\p{N})/gu
const BARE_MONTH_PATTERN =
  /(?<![\p{L}])(January|February|March|April|June|July|August|September|October|November|December)(?![\p{L}])/gu
const DOUBLE_QUOTED_PATTERN = /"([^"\s]{2,32})"/g
const SINGLE_QUOTED_PATTERN = /(?<![\p{L}\p{N}])'([^'\s]{2,32})'(?![\p{L}\p{N}])/gu

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// Allowed terms and house-voice phrases are blanked out of the output before any check, longest first, so that
// the "2" of "Dota 2" is not a number and "The Crown Awaits" is not a name.
const EXEMPT_PHRASE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...FACT_GUARD_ALLOWED_TERMS, ...HOUSE_VOICE_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((term) => escapeRegExp(term).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
)

// A masked fact leaves a character that is neither a word nor a space, so the words on either side of it do not
// join into one name.
const MASK = ' \u0001 '

function numberKey(raw: string): string {
  const plain = raw.replace(/,(?=\d{3}(?!\d))/g, '').replace(',', '.')
  const [whole = '', fraction] = plain.split('.')
  const integer = whole.replace(/^0+(?=\d)/, '')
  // Stat values are given with two decimals (§2.13): "6.30" in the facts and "6.3" in the text are one number.
  const decimals = fraction?.replace(/0+$/, '')
  return decimals ? `${integer}.${decimals}` : integer
}

function pairKey(a: string | undefined, b: string | undefined): string {
  return `${Number(a)}-${Number(b)}`
}

function dayKeys(month: string | undefined, from: string | undefined, to: string | undefined): string[] {
  const m = MONTH_NUMBERS[(month ?? '').toLowerCase()]
  const first = Number(from)
  const last = to === undefined ? first : Number(to)
  if (m === undefined || first < 1 || first > 31 || last < first || last > 31) return []
  return Array.from({ length: last - first + 1 }, (_, i) => `${m}-${first + i}`)
}

// ---------------------------------------------------------------------------------------------------------
// The source side: every form a fact may take, collected generously (a source "2026-05-10" also offers
// "May 10", the numbers 2026, 5 and 10, and the month of May).

interface SourceIndex {
  numbers: Set<string>
  percents: Set<string>
  ordinals: Set<string>
  scores: Set<string>
  versusCounts: Set<string>
  dates: Set<string>
  isoDates: Set<string>
  months: Set<number>
  lowercaseWords: Set<string>
  hasName(name: string): boolean
  hasLink(url: string): boolean
}

function nameHaystackForm(text: string): string {
  return text.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}

function indexSource(sourceTexts: string[]): SourceIndex {
  const plain = sourceTexts.map(toPlainText).join('\n')
  const raw = sourceTexts.join('\n').toLowerCase()
  const names = ` ${nameHaystackForm(plain)} `
  const links = new Set(sourceTexts.flatMap(hrefsOf))
  for (const m of plain.matchAll(LINK_PATTERN)) links.add(linkKey(m[0]))

  const numbers = new Set<string>()
  for (const m of plain.matchAll(/(?<![\p{L}])\d+(?:[.,]\d+)*/gu)) {
    numbers.add(numberKey(m[0]))
    for (const part of m[0].split(/[.,]/)) numbers.add(numberKey(part))
  }
  const percents = new Set([...plain.matchAll(PERCENT_PATTERN)].map((m) => numberKey(m[1] ?? '')))
  const ordinals = new Set([...plain.matchAll(ORDINAL_PATTERN)].map((m) => numberKey(m[1] ?? '')))
  const scores = new Set([...plain.matchAll(SCORE_PATTERN)].map((m) => pairKey(m[1], m[2])))
  const versusCounts = new Set([...plain.matchAll(VERSUS_COUNT_PATTERN)].map((m) => pairKey(m[1], m[2])))

  const dates = new Set<string>()
  const isoDates = new Set<string>()
  const months = new Set<number>()
  const addDates = (month: string | undefined, from?: string, to?: string, year?: string) => {
    const m = MONTH_NUMBERS[(month ?? '').toLowerCase()]
    if (m !== undefined) months.add(m)
    for (const key of dayKeys(month, from, to)) {
      dates.add(key)
      if (year !== undefined) isoDates.add(`${Number(year)}-${key}`)
    }
  }
  for (const m of plain.matchAll(ISO_DATE_PATTERN)) {
    const month = Object.keys(MONTH_NUMBERS).find((name) => MONTH_NUMBERS[name] === Number(m[2]))
    addDates(month, m[3], undefined, m[1])
    isoDates.add(`${Number(m[1])}-${Number(m[2])}-${Number(m[3])}`)
  }
  for (const m of plain.matchAll(monthDayPattern(true))) addDates(m[1], m[2], m[3], m[4])
  for (const m of plain.matchAll(dayMonthPattern(true))) addDates(m[3], m[1], m[2], m[4])
  for (const m of plain.matchAll(new RegExp(`(?<![\\p{L}])(${MONTH})(?![\\p{L}])`, 'giu'))) addDates(m[1])

  return {
    numbers,
    percents,
    ordinals,
    scores,
    versusCounts,
    dates,
    isoDates,
    months,
    lowercaseWords: lowercaseWords(plain),
    hasName(name) {
      const needle = nameHaystackForm(name)
      if (needle === '') return true
      return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u').test(names)
    },
    hasLink(url) {
      return links.has(url) || raw.includes(url)
    },
  }
}

function lowercaseWords(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<![\p{L}\p{N}'])\p{Ll}+(?![\p{L}\p{N}])/gu)].map((m) => m[0]))
}

// ---------------------------------------------------------------------------------------------------------
// The output side: facts are taken out one kind at a time, most specific first, each masked once checked so
// that "May 10" is a date and not also the number 10, and "2-1" a score and not the numbers 2 and 1.

function checkText(text: string, source: SourceIndex, seenLowercase: Set<string>): string[] {
  const missing: string[] = []
  let rest = text

  // isKnown answers undefined when the match is not a fact of this kind after all (a day 45 is no date): it is
  // left in the text for the next pattern.
  const take = (pattern: RegExp, isKnown: (m: (string | undefined)[]) => boolean | undefined) => {
    rest = rest.replace(pattern, (...args: unknown[]) => {
      // replace() passes the match, its groups, then the offset and the whole string.
      const m = args.slice(0, -2) as (string | undefined)[]
      const known = isKnown(m)
      if (known === undefined) return m[0] ?? ''
      if (!known) missing.push((m[0] ?? '').trim())
      return MASK
    })
  }

  take(LINK_PATTERN, (m) => source.hasLink(linkKey(m[0] ?? '')))
  take(EXEMPT_PHRASE_PATTERN, () => true)
  take(DOUBLE_QUOTED_PATTERN, (m) => checkQuoted(m[1] ?? '', source))
  take(SINGLE_QUOTED_PATTERN, (m) => checkQuoted(m[1] ?? '', source))
  take(ISO_DATE_PATTERN, (m) => source.isoDates.has(`${Number(m[1])}-${Number(m[2])}-${Number(m[3])}`))
  take(monthDayPattern(false), (m) => {
    const keys = dayKeys(m[1], m[2], m[3])
    return keys.length === 0 ? undefined : keys.every((key) => source.dates.has(key))
  })
  take(dayMonthPattern(false), (m) => {
    const keys = dayKeys(m[3], m[1], m[2])
    return keys.length === 0 ? undefined : keys.every((key) => source.dates.has(key))
  })
  take(SCORE_PATTERN, (m) => source.scores.has(pairKey(m[1], m[2])))
  take(VERSUS_COUNT_PATTERN, (m) => source.versusCounts.has(pairKey(m[1], m[2])))
  take(PERCENT_PATTERN, (m) => source.percents.has(numberKey(m[1] ?? '')))
  take(ORDINAL_PATTERN, (m) => source.ordinals.has(numberKey(m[1] ?? '')))
  take(NUMBER_PATTERN, (m) => source.numbers.has(numberKey(m[0] ?? '')))
  take(BARE_MONTH_PATTERN, (m) => source.months.has(MONTH_NUMBERS[(m[1] ?? '').toLowerCase()] ?? 0))

  missing.push(...checkNames(rest, source, seenLowercase))
  return missing
}

/** A quoted single word is a handle ("s1mple", 'Zephyr') unless it is a plain English word in scare quotes. */
function checkQuoted(inner: string, source: SourceIndex): boolean | undefined {
  const handle = inner.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  if (!/\p{L}/u.test(handle)) return undefined
  if (COMMON_WORDS.has(handle.toLowerCase()) && handle === handle.toLowerCase()) return true
  return source.hasName(handle)
}
