import { detectGameByKeywordGroups } from '#shared/domain/game-detection'
import { gameFallbackName } from '#shared/domain/games'
import { keywordPattern } from '#shared/domain/text-match'
import { CONTEXT_WINDOW, collapseLines, hasUndefined, windowBounds } from './plain-text'

// §9 fact helper of the in-browser fallback summary: short phrases of the source by keyword pattern, and the
// game's name.

/** §9: the fact helper takes phrases of 10-50 characters. */
const PHRASE_MIN_LENGTH = 10
const PHRASE_MAX_LENGTH = 50

export type PhraseKind = 'tournament' | 'player move' | 'performance' | 'game update'

export interface KeyPhrase {
  kind: PhraseKind
  text: string
}

// §9: the fact helper's keyword patterns: tournament, player move, performance, game update.
const PHRASE_PATTERNS: readonly { kind: PhraseKind; pattern: RegExp }[] = [
  {
    kind: 'tournament',
    pattern: keywordPattern([
      'qualif(?:y|ies|ied|ying|ier|iers|ication)',
      'brackets?',
      'playoffs?',
      'group\\s+stage',
      'main\\s+event',
      'grand\\s+finals?',
      'semi-finals?',
      'finals?',
      'seeds?|seeded|seeding',
      'tournaments?',
      'round\\s+robin',
    ]),
  },
  {
    kind: 'player move',
    pattern: keywordPattern([
      'sign(?:s|ed|ing|ings)?',
      'join(?:s|ed|ing)?',
      'transfer(?:s|red|ring)?',
      'loan(?:s|ed)?',
      'bench(?:es|ed|ing)?',
      'releas(?:e|es|ed|ing)',
      'retir(?:e|es|ed|ing|ement)',
      'leaves|leaving',
      'part(?:s|ed)?\\s+ways',
      'promot(?:e|es|ed|ing)',
      'steps?\\s+down|stepped\\s+down',
      'hire[sd]?',
      'appoint(?:s|ed|ment)?',
      'bought\\s+out',
      'replac(?:e|es|ed|ing)',
    ]),
  },
  {
    kind: 'performance',
    pattern: keywordPattern([
      '\\d+-\\d+',
      'rating',
      'kills?',
      'clutch(?:es|ed)?',
      'top-fragged',
      'mvp',
      'first\\s+bloods?',
      'unbeaten',
      'records?',
      'sweep(?:s|ed)?',
      'wins?|won',
      'victor(?:y|ies)',
      'beat(?:s|en)?',
      'defeat(?:s|ed)?',
    ]),
  },
  {
    kind: 'game update',
    pattern: keywordPattern([
      'patch(?:es|ed)?',
      'updates?|updated',
      'nerf(?:s|ed)?',
      'buff(?:s|ed)?',
      'rework(?:s|ed)?',
      'balanc(?:e|es|ed|ing)',
      'hotfix(?:es)?',
    ]),
  },
]

// Clause boundaries: punctuation followed by a space (so "1.31", "10,000" and "CS:GO" hold together),
// brackets, dashes and line breaks.
const CLAUSE_BREAK = /[.!?;:,](?=\s|$)|[()—–\n]/g
const LEADING_JOINER = /^(?:and|but|while|which|who|as|so|then)\s+/i

function clauseAround(text: string, start: number, end: number): [number, number] {
  let from = 0
  let to = text.length
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    if (m.index < start) from = m.index + 1
    else if (m.index >= end) {
      to = m.index
      break
    }
  }
  return [from, to]
}

interface Token {
  text: string
  start: number
  end: number
}

function tokensOf(text: string, from: number, to: number): Token[] {
  return [...text.slice(from, to).matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    start: from + m.index,
    end: from + m.index + m[0].length,
  }))
}

function isCapitalised(token: Token | undefined): boolean {
  return token !== undefined && /^["“‘(]?\p{Lu}/u.test(token.text)
}

// Words a phrase should not end on ("... down against", "... eight of their").
const TRAILING_FILLER = new Set(
  'a an the of to in on at for with from and or by over against as it their his her its our this that'.split(
    ' ',
  ),
)
// Small words inside names: "League of Legends", "Counter-Strike: Global Offensive" aside.
const NAME_JOINERS = new Set(['of', 'de', 'la', 'van', 'von'])

interface Phrase {
  text: string
  /** The whole clause fitted, so nothing was cut away. */
  whole: boolean
}

/** The phrase around one keyword hit, or undefined when it cannot be 10-50 characters. */
function phraseAt(text: string, start: number, end: number): Phrase | undefined {
  const [clauseFrom, clauseTo] = clauseAround(text, start, end)
  const tokens = tokensOf(text, clauseFrom, clauseTo)
  const first = tokens.findIndex((t) => t.end > start)
  const last = tokens.findLastIndex((t) => t.start < end)
  if (first < 0 || last < first) return undefined
  const length = (a: number, b: number) => (tokens[b]?.end ?? 0) - (tokens[a]?.start ?? 0)
  // §9 context window: the whole words within 30 characters of the keyword on each side, inside the clause.
  const { from, to } = windowBounds(text, start, end, CONTEXT_WINDOW, clauseFrom, clauseTo)
  let a = Math.min(
    first,
    Math.max(
      0,
      tokens.findIndex((t) => t.start >= from),
    ),
  )
  let b = Math.max(
    last,
    tokens.findLastIndex((t) => t.end <= to),
  )
  const whole = a === 0 && b === tokens.length - 1
  // Too long: drop whole words from the side farther from the keyword until it fits.
  while (length(a, b) > PHRASE_MAX_LENGTH) {
    if (a === first && b === last) return undefined
    const before = start - (tokens[a]?.start ?? 0)
    const after = (tokens[b]?.end ?? 0) - end
    if (b === last || (a < first && before > after)) a++
    else b--
  }
  // Never cut a name in two ("Dynasty came back ... against Greywater"): an edge inside a run of
  // capitalised words moves in past the run.
  const inName = (i: number) =>
    isCapitalised(tokens[i]) ||
    (NAME_JOINERS.has(tokens[i]?.text ?? '') && isCapitalised(tokens[i - 1]) && isCapitalised(tokens[i + 1]))
  if (inName(a) && inName(a - 1)) {
    while (a < first && inName(a)) a++
  }
  if (inName(b) && inName(b + 1)) {
    while (b > last && inName(b)) b--
  }
  let words = tokens.slice(a, b + 1).map((t) => t.text)
  // A cut through a quoted handle leaves one quote mark: drop the half-quoted word too.
  while ((words.join(' ').match(/["“”]/g) ?? []).length % 2 === 1 && words.length > 1) {
    words = /["“”]/.test(words[0] ?? '') ? words.slice(1) : words.slice(0, -1)
  }
  while (words.length > 1 && TRAILING_FILLER.has((words[words.length - 1] ?? '').toLowerCase())) {
    words = words.slice(0, -1)
  }
  const phrase = words
    .join(' ')
    .replace(LEADING_JOINER, '')
    .replace(/[\s,;:]+$/, '')
  if (phrase.length < PHRASE_MIN_LENGTH || phrase.length > PHRASE_MAX_LENGTH) return undefined
  return { text: phrase, whole }
}

/**
 * §9 fact helper: for each keyword pattern (tournament, player move, performance, game update), a phrase
 * of 10-50 characters around a hit: the clause holding the keyword, within a context window of 30
 * characters on each side, cut to whole words and never through a name. The first hit whose whole clause
 * fits wins, else the first hit that gives a phrase. At most one phrase per kind, in that order.
 */
export function keyPhrases(text: string): KeyPhrase[] {
  const clean = collapseLines(text)
  const phrases: KeyPhrase[] = []
  for (const { kind, pattern } of PHRASE_PATTERNS) {
    let best: Phrase | undefined
    for (const m of clean.matchAll(new RegExp(pattern.source, 'gi'))) {
      // The pattern's lookarounds sit outside the match, so m.index and m[0] are the keyword itself.
      const phrase = phraseAt(clean, m.index, m.index + m[0].length)
      if (!phrase || hasUndefined(phrase.text)) continue
      if (!best) best = phrase
      // A whole clause reads better than a cut one: take the first whole one when there is one.
      if (phrase.whole) {
        best = phrase
        break
      }
    }
    if (best) phrases.push({ kind, text: best.text })
  }
  return phrases
}

/**
 * §9: the fact helper maps game names for apex, cs2, valorant, lol, dota2 and overwatch (the fallback
 * name table of games.ts), using the two-keyword-group detection; "Esports" when no game is found.
 */
export function factGameName(text: string): string {
  return gameFallbackName(detectGameByKeywordGroups(text))
}
