import { detectGameByKeywordGroups } from '#shared/domain/game-detection'
import { gameFallbackName } from '#shared/domain/games'
import { storyType } from '#shared/domain/story'
import type { StoryType } from '#shared/domain/story'
import { keywordPattern } from '#shared/domain/text-match'
import { htmlToText } from '../../text/html-text'

// §9 "Facts" of the in-browser fallback summary, as deterministic server code over plain text.
// Everything here reads only the text it is given: names, phrases and facts are substrings of the source,
// so the local engine never states a name or a number the article does not contain.

/** §9: at most 4 key facts. */
export const MAX_KEY_FACTS = 4
/** §9: content-aware facts must be over 50 characters. */
export const CONTENT_FACT_MIN_LENGTH = 50
/** §9: the fact helper takes phrases of 10-50 characters. */
export const PHRASE_MIN_LENGTH = 10
export const PHRASE_MAX_LENGTH = 50
/** §9: context window of 30 characters on each side. */
export const CONTEXT_WINDOW = 30
/** §9: the main-action title is cut at 60 characters plus "...". */
export const MAIN_ACTION_MAX_LENGTH = 60

/** §9 extraction limits. */
export const EXTRACTION_LIMITS = {
  teams: 5,
  players: 3,
  tournaments: 2,
  skins: 6,
  rankingCriteria: 4,
} as const
/** §9: players are 2-16 characters each. */
export const PLAYER_NAME_MIN_LENGTH = 2
export const PLAYER_NAME_MAX_LENGTH = 16

export interface StoryEntities {
  teams: string[]
  players: string[]
  tournaments: string[]
  skins: string[]
  rankingCriteria: string[]
}

// ---------------------------------------------------------------------------------------------------------
// Small text helpers.

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Whitespace collapsed within lines; line breaks (block boundaries) kept, so names never run across them. */
function collapseLines(text: string): string {
  return text.split(/\n+/).map(collapse).filter(Boolean).join('\n')
}

// Space between the words of one name: never a line break.
const GAP = '[^\\S\\n]+'

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

// A sentence ends at . ! or ? (optionally closed by a quote or bracket) before a space and a capital, digit
// or opening quote; "1.31", "26.23" and "vs. Team" do not end one.
const SENTENCE_BREAK = /(?<!\b(?:vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|No)\.)(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u

/** Sentences of plain text; a line break (a block boundary, see htmlToBlockText) always ends one. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map(collapse)
    .filter(Boolean)
    .flatMap((block) => block.split(SENTENCE_BREAK).map((s) => s.trim()))
}

// Elements whose boundaries end a sentence: list items and table cells carry no full stop of their own.
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|br|hr|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|section|article)\b[^>]*>/gi

/** Plain text of HTML with one line per block, so "<li>Glasshouse</li><li>Solar Flare</li>" is two lines. */
export function htmlToBlockText(html: string): string {
  return html
    .split(BLOCK_BOUNDARY)
    .map((block) => htmlToText(block))
    .filter(Boolean)
    .join('\n')
}

/** The bounds of the context window within [lo, hi), without the partial word a cut leaves at an edge. */
function windowBounds(text: string, start: number, end: number, size: number, lo: number, hi: number) {
  let from = Math.max(lo, start - size)
  let to = Math.min(hi, end + size)
  if (from > lo && LETTER_OR_DIGIT.test(text[from - 1] ?? '')) {
    while (from < start && !/\s/.test(text[from] ?? '')) from++
  }
  if (to < hi && LETTER_OR_DIGIT.test(text[to] ?? '')) {
    while (to > end && !/\s/.test(text[to - 1] ?? '')) to--
  }
  return { from, to }
}

/**
 * §9 context window: the text from 30 characters before `start` to 30 characters after `end`, without
 * the partial word a cut would leave at either edge.
 */
export function contextWindow(
  text: string,
  start: number,
  end: number,
  size: number = CONTEXT_WINDOW,
): string {
  const { from, to } = windowBounds(text, start, end, size, 0, text.length)
  return text.slice(from, to).trim()
}

/** §9: the main-action title is cut at 60 characters plus "...". */
export function mainActionTitle(title: string): string {
  const clean = collapse(title)
  return clean.length > MAIN_ACTION_MAX_LENGTH
    ? `${clean.slice(0, MAIN_ACTION_MAX_LENGTH).trimEnd()}...`
    : clean
}

/** §9: facts containing "undefined" are dropped (a template filled with a missing value reads that way). */
export function hasUndefined(fact: string): boolean {
  return /undefined/i.test(fact)
}

// ---------------------------------------------------------------------------------------------------------
// Entity extraction. Plain-text heuristics, documented rule by rule; each list is in order of first
// appearance, without repeats (ignoring case), and cut to its §9 limit.

// A capitalised word: "Northwind", "Seo-yeon", "AWPer", "CS2", "Björn". Full stops are left out, so a
// word at the end of a sentence does not carry its period.
const CAP_WORD = "\\p{Lu}[\\p{L}\\p{N}'’&-]*"
// One to four capitalised words, not starting inside a word.
const NAME = `(?<![\\p{L}\\p{N}'’-])${CAP_WORD}(?:${GAP}${CAP_WORD}){0,3}`
// "A", "A, B", "A and B", "A, B and C".
const NAME_LIST = `${NAME}(?:(?:,${GAP}|,?${GAP}and${GAP})${NAME})*`

// Words that start a capitalised run at a sentence start without being part of the name
// ("The Wolves", "Underdogs Moonwake Collective", "Top seeds ...").
const LEADING_WORDS = new Set(
  (
    'the a an this that these those their his her its our your my top former veteran underdogs favourites ' +
    'favorites hosts rivals defending new reigning'
  ).split(' '),
)

// Words that make a capitalised run a game, an event or a date rather than a team.
const GAME_WORDS = new Set(
  (
    'cs2 cs cs:go csgo counter-strike lol league legends dota dota2 valorant apex overwatch ow2 vct lck lpl lec ' +
    'lcs lta msi iem esl blast pgl algs owcs dpc'
  ).split(' '),
)
const TOURNAMENT_WORDS = [
  'Major',
  'Masters',
  'Championship',
  'Championships',
  'League',
  'Cup',
  'Open',
  'Invitational',
  'Challengers',
  'Gauntlet',
  'Series',
  'Finals',
  'Premier',
  'Classic',
  'Showdown',
  'Trophy',
] as const
const TOURNAMENT_WORD_SET = new Set(TOURNAMENT_WORDS.map((w) => w.toLowerCase()))
const CALENDAR_WORDS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december'
  ).split(' '),
)

function words(name: string): string[] {
  return name.split(/\s+/).filter(Boolean)
}

/** Leading filler words dropped, a possessive "'s" and stray hyphens removed. */
function tidyName(raw: string): string {
  const parts = words(raw.replace(/['’]s$/u, '').replace(/-+$/, ''))
  while (parts.length > 0 && LEADING_WORDS.has((parts[0] ?? '').toLowerCase())) parts.shift()
  return parts.join(' ')
}

function pushUnique(list: string[], name: string, limit: number): void {
  if (list.length >= limit) return
  const key = name.toLowerCase()
  // "Wolves" after "Northwind Wolves" (or the other way round) is the same team named twice.
  const padded = ` ${key} `
  if (
    list.some(
      (kept) => ` ${kept.toLowerCase()} `.includes(padded) || padded.includes(` ${kept.toLowerCase()} `),
    )
  )
    return
  list.push(name)
}

interface Found {
  index: number
  name: string
}

function byPosition(found: Found[]): Found[] {
  return [...found].sort((a, b) => a.index - b.index)
}

// Players.
// Rule 1: a quoted handle between a first and a last name, the usual esports form: Mateo "sparrow" Quintana
// → sparrow. Rule 2: a capitalised name (one or two words) right after a playing role: "mid laner Lumi",
// "analyst"-style staff roles are left out, and a name followed by a quoted handle is rule 1's.
const QUOTED_HANDLE = new RegExp(
  `(\\p{Lu}[\\p{L}'’-]+(?:${GAP}\\p{Lu}[\\p{L}'’-]+)?)${GAP}["“]([^"“”\\s]+)["”]${GAP}(\\p{Lu}[\\p{L}'’-]+(?:${GAP}\\p{Lu}[\\p{L}'’-]+)?)`,
  'gu',
)
// A role may open the sentence ("Mid laner Lumi ..."), so its first letter may be a capital.
const PLAYER_ROLES = (
  'mid laner|top laner|jungler|support|carry|offlaner|AWPer|rifler|entry fragger|duelist|initiator|controller|' +
  'sentinel|in-game leader|IGL|captain|star|player'
)
  .split('|')
  .map((role) => `[${role.charAt(0).toUpperCase()}${role.charAt(0)}]${role.slice(1)}`)
  .join('|')
const ROLE_NAME = new RegExp(
  `(?<![\\p{L}])(?:${PLAYER_ROLES})${GAP}(\\p{Lu}[\\p{L}'’-]+)(${GAP}\\p{Lu}[\\p{L}'’-]+)?(${GAP}["“])?`,
  'gu',
)

interface PlayerScan {
  players: string[]
  /** First and last names of players, so a player's surname is not taken for a team. */
  nameWords: Set<string>
}

function scanPlayers(text: string): PlayerScan {
  const found: Found[] = []
  const nameWords = new Set<string>()
  for (const m of text.matchAll(QUOTED_HANDLE)) {
    for (const w of words(`${m[1]} ${m[3]}`)) nameWords.add(w.toLowerCase())
    found.push({ index: m.index, name: m[2] ?? '' })
  }
  for (const m of text.matchAll(ROLE_NAME)) {
    if (m[3]) continue
    const name = `${m[1]}${m[2] ?? ''}`
    for (const w of words(name)) nameWords.add(w.toLowerCase())
    found.push({ index: m.index, name })
  }
  const players: string[] = []
  for (const { name } of byPosition(found)) {
    if (name.length < PLAYER_NAME_MIN_LENGTH || name.length > PLAYER_NAME_MAX_LENGTH) continue
    if (GAME_WORDS.has(name.toLowerCase())) continue
    pushUnique(players, name, EXTRACTION_LIMITS.players)
  }
  return { players, nameWords }
}

/** §9: players mentioned, at most 3, each 2-16 characters (handles such as "sparrow", or role + name). */
export function extractPlayers(text: string): string[] {
  return scanPlayers(collapseLines(text)).players
}

// Tournaments: one to three capitalised words followed by an event word ("Frostline Masters", "Meridian
// Cup", "Harbor City Open", "ESL Pro League"), never "League of Legends"; plus "The International" and
// "Worlds", which name themselves. A lone event word ("the Major") is not a name.
const TOURNAMENT_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])((?:${CAP_WORD}${GAP}){1,3}(?:${TOURNAMENT_WORDS.join('|')}))(?![\\p{L}\\p{N}])(?!${GAP}of${GAP}Legends)`,
  'gu',
)
const SELF_NAMED_EVENTS = /(?<![\p{L}])(The International|Worlds)(?![\p{L}])/gu

/** §9: tournaments mentioned, at most 2. */
export function extractTournaments(text: string): string[] {
  const clean = collapseLines(text)
  const found: Found[] = []
  for (const m of clean.matchAll(TOURNAMENT_NAME)) {
    const parts = words(tidyName(m[1] ?? ''))
    while (parts.length > 0 && GAME_WORDS.has((parts[0] ?? '').toLowerCase())) parts.shift()
    if (parts.length >= 2) found.push({ index: m.index, name: parts.join(' ') })
  }
  for (const m of clean.matchAll(SELF_NAMED_EVENTS)) found.push({ index: m.index, name: m[1] ?? '' })
  const tournaments: string[] = []
  for (const { name } of byPosition(found)) pushUnique(tournaments, name, EXTRACTION_LIMITS.tournaments)
  return tournaments
}

// Teams: a capitalised run (or a list of them) in a team's grammatical place.
// Rule 1, subject: before a result or roster verb, "Solar Flare beat ...", "Nightjar release ...",
// "Ninefold have signed ..." (a plural "have" is how news copy speaks of a team; "has" is left out because
// it usually follows a person). Rule 2, object: after "vs", a result verb, "over", "against", "from",
// "join(s)", "leaves", "face(s)", "meet(s)" or "between": "... win over Nightjar", "... from Saltmarsh Esports".
// A run is not a team when it holds a game, event or calendar word, or only a player's own names.
const SUBJECT_VERBS =
  'win|wins|won|beat|beats|defeat|defeats|defeated|edge|edges|stun|stuns|shock|shocks|sweep|sweeps|crush|crushes|' +
  'eliminate|eliminates|eliminated|locks\\s+in|sign|signs|bench|benches|release|releases|hire|hires|extend|extends|promote|promotes|launch|' +
  'launches|clinch|clinches|qualify|qualifies|qualified|advance|advances|advanced|face|faces|meet|meets|' +
  'vs\\.?|v\\.?|versus|have'
const OBJECT_TRIGGERS =
  'vs\\.?|v\\.?|versus|beat|beats|beating|defeat|defeats|defeated|edge|edges|stun|stuns|sweep|sweeps|over|' +
  'against|from|join|joins|joined|leaves|face|faces|meet|meets|between'
const TEAM_SUBJECT = new RegExp(`(${NAME_LIST})${GAP}(?:${SUBJECT_VERBS})(?![\\p{L}\\p{N}])`, 'gu')
const TEAM_OBJECT = new RegExp(`(?<![\\p{L}])(?:${OBJECT_TRIGGERS})${GAP}(${NAME_LIST})`, 'gu')
const LIST_SEPARATOR = /,[^\S\n]+|,?[^\S\n]+and[^\S\n]+/

function isTeamName(name: string, playerWords: ReadonlySet<string>): boolean {
  const parts = words(name).map((w) => w.toLowerCase())
  if (parts.length === 0) return false
  if (parts.some((w) => GAME_WORDS.has(w) || TOURNAMENT_WORD_SET.has(w) || CALENDAR_WORDS.has(w)))
    return false
  return !parts.every((w) => playerWords.has(w))
}

function scanTeams(text: string, playerWords: ReadonlySet<string>): string[] {
  const found: Found[] = []
  for (const pattern of [TEAM_SUBJECT, TEAM_OBJECT]) {
    for (const m of text.matchAll(pattern)) {
      const list = m[1] ?? ''
      const offset = m.index + m[0].indexOf(list)
      let cursor = 0
      for (const raw of list.split(LIST_SEPARATOR)) {
        const at = list.indexOf(raw, cursor)
        cursor = at + raw.length
        const name = tidyName(raw)
        if (isTeamName(name, playerWords)) found.push({ index: offset + at, name })
      }
    }
  }
  const teams: string[] = []
  for (const { name } of byPosition(found)) pushUnique(teams, name, EXTRACTION_LIMITS.teams)
  return teams
}

/** §9: teams mentioned, at most 5. */
export function extractTeams(text: string): string[] {
  const clean = collapseLines(text)
  return scanTeams(clean, scanPlayers(clean).nameWords)
}

// Skin names: a capitalised run right before "skin(s)", "bundle", "collection" or "finish"
// ("Dragonfire Vandal skin"), or a quoted name before "skin" ("the "Neon Tide" skin").
const SKIN_NAME = new RegExp(
  `((?:${CAP_WORD}${GAP}){1,4})(?:skins?|bundles?|collections?|finish)(?![\\p{L}])|["“]([^"“”]{2,40})["”]${GAP}skins?(?![\\p{L}])`,
  'gu',
)

/** §9: skin names, at most 6. */
export function extractSkinNames(text: string): string[] {
  const skins: string[] = []
  for (const m of collapseLines(text).matchAll(SKIN_NAME)) {
    const name = m[2] ? m[2].trim() : tidyName((m[1] ?? '').trim())
    if (name && !GAME_WORDS.has(name.toLowerCase())) pushUnique(skins, name, EXTRACTION_LIMITS.skins)
  }
  return skins
}

// Ranking criteria: the qualities cosmetic rankings are judged on, named in the text.
const RANKING_CRITERIA: readonly { name: string; pattern: RegExp }[] = [
  { name: 'price', pattern: keywordPattern(['price[sd]?', 'cost(?:s)?']) },
  { name: 'value', pattern: keywordPattern(['value']) },
  { name: 'rarity', pattern: keywordPattern(['rarity', 'rare']) },
  { name: 'popularity', pattern: keywordPattern(['popularity', 'popular']) },
  { name: 'design', pattern: keywordPattern(['designs?']) },
  { name: 'animations', pattern: keywordPattern(['animations?']) },
  { name: 'visual effects', pattern: keywordPattern(['visual\\s+effects', 'vfx', 'effects']) },
  { name: 'sound', pattern: keywordPattern(['sounds?', 'audio']) },
  { name: 'colours', pattern: keywordPattern(['colou?rs?', 'colou?rways?']) },
  { name: 'detail', pattern: keywordPattern(['details?', 'detailing']) },
]

/** §9: ranking criteria named in the text, at most 4, in order of first appearance. */
export function extractRankingCriteria(text: string): string[] {
  return RANKING_CRITERIA.map(({ name, pattern }) => ({ name, index: text.search(pattern) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)
    .slice(0, EXTRACTION_LIMITS.rankingCriteria)
    .map(({ name }) => name)
}

/** §9 extraction with its limits: teams ≤ 5, players ≤ 3, tournaments ≤ 2, skins ≤ 6, ranking criteria ≤ 4. */
export function extractEntities(text: string): StoryEntities {
  const clean = collapseLines(text)
  const { players, nameWords } = scanPlayers(clean)
  return {
    teams: scanTeams(clean, nameWords),
    players,
    tournaments: extractTournaments(clean),
    skins: extractSkinNames(clean),
    rankingCriteria: extractRankingCriteria(clean),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The fact helper: short phrases by keyword pattern.

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

// ---------------------------------------------------------------------------------------------------------
// Key facts.

// Calls to action and feed boilerplate: never a fact.
const BOILERPLATE =
  /\b(?:read (?:the full|more)|click here|subscribe|follow us|stay tuned|sign up|newsletter|linked below|full story|appeared first on|all rights reserved|for more (?:information|details|news)|check out|more to come)\b/i

/**
 * A sentence that says nothing specific: boilerplate, or one with no number, no quoted name and no
 * capitalised word after its first word (so no team, player, event or game is named).
 */
export function isGenericFact(sentence: string): boolean {
  if (BOILERPLATE.test(sentence)) return true
  const specific =
    /\p{N}/u.test(sentence) || /["“][^"”]+["”]/.test(sentence) || /\s["“‘(]?\p{Lu}/u.test(sentence)
  return !specific
}

function factWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  )
}

// Two sentences say the same thing when 80% of the shorter one's words are in the longer one: a feed's
// description is often its content's first sentence, shortened ("... driven by co-streaming." beside
// "... driven largely by co-streaming on personal channels.").
const REPEAT_SHARE = 0.8

function repeats(a: Set<string>, b: Set<string>): boolean {
  const [short, long] = a.size <= b.size ? [a, b] : [b, a]
  if (short.size === 0) return true
  let shared = 0
  for (const word of short) if (long.has(word)) shared++
  return shared / short.size >= REPEAT_SHARE
}

/**
 * §9 content-aware facts: sentences of the summary and the content, over 50 characters and not generic,
 * in order of first appearance. A sentence repeating an earlier one keeps the earlier place and the longer
 * wording; one repeating the title is dropped; one cut short by an earlier summary cut ("...") is skipped.
 */
export function contentFacts(title: string, text: string): string[] {
  const titleWords = factWords(title)
  const facts: { text: string; words: Set<string> }[] = []
  for (const sentence of splitSentences(text)) {
    if (/(?:\.\.\.|…)$/.test(sentence)) continue
    if (sentence.length <= CONTENT_FACT_MIN_LENGTH || isGenericFact(sentence) || hasUndefined(sentence))
      continue
    const words = factWords(sentence)
    if (titleWords.size >= words.size && repeats(words, titleWords)) continue
    const earlier = facts.find((fact) => repeats(fact.words, words))
    if (!earlier) facts.push({ text: sentence, words })
    else if (sentence.length > earlier.text.length) Object.assign(earlier, { text: sentence, words })
  }
  return facts.map((fact) => fact.text)
}

export interface KeyFactInput {
  title: string
  /** Plain text of the summary. */
  summary: string
  /** Plain text of the content, one line per block (htmlToBlockText). */
  text: string
}

const COSMETIC_TYPES: readonly StoryType[] = ['cosmetic_ranking', 'cosmetic_guide', 'cosmetic_content']

function labelled(single: string, plural: string, items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined
  return `${items.length === 1 ? single : plural}: ${joinList(items)}`
}

/** Facts built from the extracted names; skins and ranking criteria only for the cosmetic story types. */
export function entityFacts(entities: StoryEntities, type: StoryType): string[] {
  const facts = [
    labelled('Team in focus', 'Teams involved', entities.teams),
    labelled('Player in focus', 'Players in focus', entities.players),
    labelled('Event', 'Events', entities.tournaments),
    COSMETIC_TYPES.includes(type) ? labelled('Skin featured', 'Skins featured', entities.skins) : undefined,
    type === 'cosmetic_ranking'
      ? labelled('Ranking criterion', 'Ranking criteria', entities.rankingCriteria)
      : undefined,
  ]
  return facts.filter((fact): fact is string => fact !== undefined)
}

/**
 * §9 key facts, at most 4: the content-aware facts first (keeping one place for a fact built from the
 * names in the story when there is one), then those name facts, then any remaining content facts. With no
 * content-aware fact at all, the first fact is the main action: the title cut at 60 characters.
 * Facts containing "undefined" are dropped before counting.
 */
export function keyFacts(input: KeyFactInput): string[] {
  const text = `${input.summary}\n${input.text}`
  const content = contentFacts(input.title, text)
  const entities = entityFacts(
    extractEntities(`${input.title}. ${text}`),
    storyType(input.title, input.summary),
  )
  const lead =
    content.length === 0 && input.title.trim() ? [`Main action: ${mainActionTitle(input.title)}`] : []
  const contentPlaces = MAX_KEY_FACTS - lead.length - (entities.length > 0 ? 1 : 0)
  return [...lead, ...content.slice(0, contentPlaces), ...entities, ...content.slice(contentPlaces)]
    .filter((fact) => !hasUndefined(fact))
    .slice(0, MAX_KEY_FACTS)
}
