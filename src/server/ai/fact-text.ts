import { decodeAttribute, htmlToLines } from '../text/html-text'
import { HOUSE_VOICE_PHRASES } from './common-words'

// The fact guard's reading of text (fact-guard.ts): HTML to normalised plain text, link keys, and the word
// lists both the fact checks and the name checks (fact-names.ts) use.

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

export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)].map((m) =>
    linkKey(decodeAttribute(m[1] ?? '')),
  )
}

export function linkKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/[.,;:!?]+$/, '')
}

export const MONTH_NUMBERS: Readonly<Record<string, number>> = {
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

export const DAY_NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun'.split(
    ' ',
  ),
)

export const TOKEN_PATTERN = /[\p{L}\p{N}]+(?:['.&-][\p{L}\p{N}]+)*'?/gu

export const HOUSE_VOICE_WORDS = new Set(
  HOUSE_VOICE_PHRASES.filter((phrase) => !phrase.includes(' ')).map((w) => w.toLowerCase()),
)
