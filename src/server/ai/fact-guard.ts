import { COMMON_WORDS, FACT_GUARD_ALLOWED_TERMS, HOUSE_VOICE_PHRASES } from './common-words'
import { decodeAttribute, htmlToLines } from '../text/html-text'

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
// Text normalisation: HTML to text, entities decoded, diacritics, dashes, quotes and spaces unified, so that
// "Kjærbye" matches "Kjaerbye", "13–9" matches "13-9" and "Solstice’s" matches "Solstice's".

// Letters that Unicode decomposition leaves whole.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
}

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[æÆøØœŒßđĐłŁþÞðÐı]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\S\n]+/g, ' ')
}

/** Plain, normalised text; block elements end a sentence, inline tags vanish, attributes are never text. */
export function toPlainText(html: string): string {
  return normalize(htmlToLines(html))
}

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)].map((m) =>
    linkKey(decodeAttribute(m[1] ?? '')),
  )
}

function linkKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/[.,;:!?]+$/, '')
}

// ---------------------------------------------------------------------------------------------------------
// Patterns. Lookbehinds keep digits inside names ("CS2", "G2", "s1mple") out of the number checks.

const MONTH_NUMBERS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
}
const MONTH = Object.keys(MONTH_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const DAY_NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun'.split(
    ' ',
  ),
)
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
const TOKEN_PATTERN = /[\p{L}\p{N}]+(?:['.&-][\p{L}\p{N}]+)*'?/gu

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

const HOUSE_VOICE_WORDS = new Set(
  HOUSE_VOICE_PHRASES.filter((phrase) => !phrase.includes(' ')).map((w) => w.toLowerCase()),
)

// A masked fact leaves a character that is neither a word nor a space, so the words on either side of it do not
// join into one name.
const MASK = ' \u0001 '

function numberKey(raw: string): string {
  const plain = raw.replace(/,(?=\d{3}(?!\d))/g, '').replace(',', '.')
  const [whole = '', fraction] = plain.split('.')
  const integer = whole.replace(/^0+(?=\d)/, '')
  return fraction === undefined ? integer : `${integer}.${fraction}`
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

// ---------------------------------------------------------------------------------------------------------
// Proper names: runs of capitalised words ("Team Solstice", "IEM Cologne", "Ilya Osipov"), ALL-CAPS acronyms
// ("FURIA"), mixed-case or alphanumeric handles ("Zephyr", "s1mple", "G2"). A word is ordinary, not a name,
// when it is a common English word or a word the texts also use in lowercase ("Despite", "Crown").

// Sentence and clause starts: the first word after one is capitalised by grammar, not because it names someone.
const SEGMENT_BREAK = /\n+|[.!?]+["')\]]*\s+|[:;]\s+|\s+-\s+|^\s*-\s+|["(]/

const CONNECTORS = new Set(['of', 'de', 'da', 'van', 'der', 'von', 'del', 'di', 'la', 'le'])
const SMALL_WORDS = new Set(
  'a an the and or but nor of in on at to for by with from as vs via into over per up out off is are'.split(
    ' ',
  ),
)

interface Token {
  word: string
  start: number
  end: number
  initial: boolean
  candidate: boolean
}

function checkNames(text: string, source: SourceIndex, seenLowercase: Set<string>): string[] {
  const missing: string[] = []
  for (const segment of text.split(SEGMENT_BREAK)) {
    const tokens: Token[] = [...segment.matchAll(TOKEN_PATTERN)].map((m, i) => {
      const word = (m[0] ?? '').replace(/'s?$/i, '')
      return {
        word,
        start: m.index ?? 0,
        end: (m.index ?? 0) + (m[0] ?? '').length,
        initial: i === 0,
        candidate: isCandidate(word),
      }
    })
    const titleCase = isTitleCase(tokens)
    for (const run of runsOf(tokens, segment)) {
      const found = checkRun(run, titleCase, source, seenLowercase)
      if (found !== undefined) missing.push(found)
    }
  }
  return missing
}

function isCandidate(word: string): boolean {
  if (!/\p{L}/u.test(word)) return false
  if (/^\p{L}$/u.test(word)) return false
  const lower = word.toLowerCase()
  if (MONTH_NUMBERS[lower] !== undefined || DAY_NAMES.has(lower) || HOUSE_VOICE_WORDS.has(lower)) return false
  return /\p{Lu}/u.test(word) || /\p{N}/u.test(word)
}

function isTitleCase(tokens: Token[]): boolean {
  const words = tokens.filter((t) => /\p{L}/u.test(t.word) && !SMALL_WORDS.has(t.word.toLowerCase()))
  if (words.length === 0) return false
  // Every word: a short sentence full of names ("Next, Solstice face New Order") is still prose.
  return words.length >= 2 && words.every((t) => /^[\p{Lu}\p{N}]/u.test(t.word))
}

/** Capitalised words separated only by spaces (or a connector such as "of") form one run. */
function runsOf(tokens: Token[], segment: string): Token[][] {
  const runs: Token[][] = []
  let run: Token[] = []
  const close = () => {
    while (run.length > 0 && !run[run.length - 1]!.candidate) run.pop()
    if (run.length > 0) runs.push(run)
    run = []
  }
  for (const token of tokens) {
    const previous = run[run.length - 1]
    const adjacent = previous !== undefined && /^ +$/.test(segment.slice(previous.end, token.start))
    if (token.candidate) {
      if (!adjacent) close()
      run.push(token)
    } else if (adjacent && previous.candidate && CONNECTORS.has(token.word)) {
      run.push(token)
    } else {
      close()
    }
  }
  close()
  return runs
}

function isOrdinary(word: string, seenLowercase: Set<string>): boolean {
  if (word.includes('-'))
    return word.split('-').every((part) => !isCandidate(part) || isOrdinary(part, seenLowercase))
  // ALL-CAPS, mixed case and alphanumeric words are names or acronyms ("BIG", "Zephyr", "s1mple"), never prose.
  if (!/^\p{Lu}[\p{Ll}'.]*$/u.test(word)) return false
  const lower = word.toLowerCase()
  return isCommon(lower) || seenLowercase.has(lower)
}

/** A common word or a regular inflection of one ("Matters", "Edged", "Heading"). */
function isCommon(lower: string): boolean {
  if (COMMON_WORDS.has(lower)) return true
  const stems = [/s$/, /es$/, /d$/, /ed$/, /ing$/].map((ending) => lower.replace(ending, ''))
  return stems.some((stem) => stem !== lower && stem.length > 2 && COMMON_WORDS.has(stem))
}

// A sentence may open on any adverb or participle ("Speaking", "Backed", "Unusually"); the common-word list
// cannot hold them all, and names rarely take these endings.
function isOpeningInflection(token: Token): boolean {
  return token.initial && /^\p{Lu}\p{Ll}+(?:ing|ed|ly)$/u.test(token.word)
}

function phrase(tokens: Token[]): string {
  return tokens.map((t) => t.word).join(' ')
}

function checkRun(
  run: Token[],
  titleCase: boolean,
  source: SourceIndex,
  seen: Set<string>,
): string | undefined {
  if (source.hasName(phrase(run))) return undefined
  const names = run.filter((t) => t.candidate && !isOrdinary(t.word, seen) && !isOpeningInflection(t))
  const absent = names.filter((t) => !source.hasName(t.word))
  if (absent.length > 0) {
    return phrase(run.slice(run.indexOf(absent[0]!), run.indexOf(absent[absent.length - 1]!) + 1))
  }
  // A run of capitalised common words in the middle of a sentence ("Team Spirit", "Evil Geniuses") is a name
  // too; in a headline every word is capitalised, so there it proves nothing.
  if (names.length > 0 || titleCase) return undefined
  const rest = run[0]!.initial ? run.slice(1) : run
  while (rest.length > 0 && !rest[0]!.candidate) rest.shift()
  if (rest.filter((t) => t.candidate).length < 2) return undefined
  return source.hasName(phrase(rest)) ? undefined : phrase(rest)
}
