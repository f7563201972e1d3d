import { COMMON_WORDS } from './common-words'
import { DAY_NAMES, HOUSE_VOICE_WORDS, MONTH_NUMBERS, TOKEN_PATTERN } from './fact-text'

/** What the name checks ask of the source: whether it names someone (fact-guard.ts builds it). */
interface NameSource {
  hasName(name: string): boolean
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

export function checkNames(text: string, source: NameSource, seenLowercase: Set<string>): string[] {
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
  source: NameSource,
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
