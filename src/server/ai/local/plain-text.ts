import { htmlToText } from '#server/text/html-text'

// §9 "Facts" of the in-browser fallback summary, as deterministic server code over plain text.
// Everything here reads only the text it is given: names, phrases and facts are substrings of the source,
// so the local engine never states a name or a number the article does not contain. These are the plain-text
// helpers the other parts (entities.ts, phrases.ts, facts.ts) share.

/** §9: context window of 30 characters on each side. */
export const CONTEXT_WINDOW = 30
/** §9: the main-action title is cut at 60 characters plus "...". */
const MAIN_ACTION_MAX_LENGTH = 60

/** "A", "A and B", "A, B and C" (or another word for "and": "A y B"). */
export function joinList(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Whitespace collapsed within lines; line breaks (block boundaries) kept, so names never run across them. */
export function collapseLines(text: string): string {
  return text.split(/\n+/).map(collapse).filter(Boolean).join('\n')
}

// Space between the words of one name: never a line break.
export const GAP = '[^\\S\\n]+'

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
export function windowBounds(text: string, start: number, end: number, size: number, lo: number, hi: number) {
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
