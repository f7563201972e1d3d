import { keywordPattern } from '#shared/domain/text-match'
import { pick } from '../random'

// §9 local rewrite: the title (house-voice verbs and suffixes, cut to 200 characters).

export const TITLE_MAX_LENGTH = 200

// Words before a keyword that make it a noun ("a win", "their signing", "the transfer window").
const DETERMINERS = new Set(
  'a an the this that their his her its our your my first last no another every each'.split(' '),
)
// Words after a keyword that make it a noun or a passive ("win over", "defeated by", "transfer of",
// "sign with"): the verb is only swapped when a name or an object follows it.
const NOT_AN_OBJECT = new Set(
  (
    'of to from for with over by in on at as and or but window windows deal deals fee fees talks rumours ' +
    'rumors market news period saga speculation ban streak rate bonus record condition conditions'
  ).split(' '),
)

const WIN_VERB = /(?<![\p{L}\p{N}'’-])(?:win|wins|beat|beats|defeat|defeats|defeated)(?![\p{L}\p{N}'’-])/giu
const SIGN_VERB =
  /(?<![\p{L}\p{N}'’-])(?:sign|signs|signed|transfer|transfers|transferred)(?![\p{L}\p{N}'’-])/giu

const UPSET = keywordPattern(['upsets?', 'surpris(?:e|es|ed|ing)'])
const FINAL_OR_CHAMPIONSHIP = keywordPattern(['finals?', 'championships?'])
const ROSTER_MOVE = keywordPattern(['rosters?', 'sign(?:s|ed|ing|ings)?', 'transfer(?:s|red|ring)?'])
const RETIRE_OR_LEAVES = keywordPattern(['retire(?:s|d|ment)?', 'retiring', 'leaves?'])

/** §9 title rewrite words and suffixes, verbatim. */
const TITLE_WORDS = {
  crushes: 'Crushes',
  upset: ['Stuns', 'Shocks'],
  locksIn: 'Locks In',
} as const
const TITLE_SUFFIXES = {
  crown: ': The Crown Awaits',
  gameChanger: ' — Game Changer?',
  endOfEra: ': End of an Era',
  breakdown: ': Breaking Down the Play',
} as const
type TitleSuffix = keyof typeof TITLE_SUFFIXES

/** The first use of the keyword as a verb with an object: not after a determiner, followed by a word that
 * is not a preposition or a noun the keyword heads. */
function verbAt(title: string, pattern: RegExp): { index: number; length: number } | undefined {
  for (const m of title.matchAll(pattern)) {
    const previous = title.slice(0, m.index).trimEnd().split(/\s+/).pop()?.toLowerCase() ?? ''
    if (DETERMINERS.has(previous) || /['’]s$/.test(previous)) continue
    const next = /^\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(title.slice(m.index + m[0].length))?.[1]
    if (!next || NOT_AN_OBJECT.has(next.toLowerCase())) continue
    return { index: m.index, length: m[0].length }
  }
  return undefined
}

function replaceVerb(title: string, pattern: RegExp, word: string): string {
  const hit = verbAt(title, pattern)
  return hit ? `${title.slice(0, hit.index)}${word}${title.slice(hit.index + hit.length)}` : title
}

/**
 * The one suffix a title gets. The spec's rules can all fire on one headline ("X signs Y before the final");
 * stacking them reads badly ("... — Game Changer?: The Crown Awaits"), so the most specific story wins:
 * retire or leaves, then roster/sign/transfer, then final or championship, and ": Breaking Down the Play"
 * only when none of them applies (and, per §9, the title has no "!" or ":").
 */
function titleSuffix(title: string): TitleSuffix | undefined {
  if (RETIRE_OR_LEAVES.test(title)) return 'endOfEra'
  if (ROSTER_MOVE.test(title)) return 'gameChanger'
  if (FINAL_OR_CHAMPIONSHIP.test(title)) return 'crown'
  if (!/[!:]/.test(title)) return 'breakdown'
  return undefined
}

/** A suffix joined so the title never carries two colons or a "?:" / "!:" pair. */
function withSuffix(base: string, suffix: TitleSuffix): string {
  const text = TITLE_SUFFIXES[suffix]
  const trimmed = base.replace(/[\s.]+$/u, '')
  if (text.startsWith(': ') && (trimmed.includes(':') || /[!?]$/.test(trimmed))) {
    return `${trimmed} — ${text.slice(2)}`
  }
  return `${trimmed}${text}`
}

function cutTitle(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title
  const head = title.slice(0, TITLE_MAX_LENGTH - 3)
  const space = head.lastIndexOf(' ')
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[\s,;:—–-]+$/u, '')}...`
}

/**
 * §9 title rewrite:
 * - win, beat or defeat becomes "Crushes"; "Stuns" or "Shocks" (chosen by the seed) when the title mentions
 *   an upset or surprise;
 * - sign or transfer becomes "Locks In";
 * - one suffix: ": End of an Era" (retire or leaves), " — Game Changer?" (roster, sign or transfer),
 *   ": The Crown Awaits" (final or championship), else ": Breaking Down the Play" for titles without "!" or ":".
 * Word swaps only touch verbs with an object ("X beat Y", not "a 13-minute win" or "win over"). The result
 * stays within 200 characters: a suffix that does not fit is left off.
 */
export function rewriteTitle(title: string, seed: string): string {
  const original = title.replace(/\s+/g, ' ').trim()
  const winWord = UPSET.test(original) ? pick(seed, 'title-upset', TITLE_WORDS.upset) : TITLE_WORDS.crushes
  let rewritten = replaceVerb(original, WIN_VERB, winWord)
  rewritten = replaceVerb(rewritten, SIGN_VERB, TITLE_WORDS.locksIn)
  const suffix = titleSuffix(original)
  if (suffix) {
    const full = withSuffix(rewritten, suffix)
    if (full.length <= TITLE_MAX_LENGTH) return full
  }
  return cutTitle(rewritten)
}

/**
 * The source headline inside a rewritten title: the suffix this engine adds is taken off again, so a
 * later local summary of the stored article reads the story, not the flourish. Swapped words stay.
 */
export function stripTitleFrame(title: string): string {
  for (const suffix of Object.values(TITLE_SUFFIXES)) {
    const words = suffix.replace(/^(?::| —) /, '')
    for (const joined of [`: ${words}`, ` — ${words}`]) {
      if (title.endsWith(joined)) return title.slice(0, -joined.length).trim()
    }
  }
  return title.trim()
}
