import { createHash } from 'node:crypto'
import { renderAsync } from '@resvg/resvg-js'
import { AppError } from '../errors'
import { fromRoot } from '../root'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '#shared/domain/og-image'
import { xmlEscape } from './sitemaps'

// The 1200×630 PNG cards of link previews (docs/decisions/021-raster-preview-cards.md): a branded card drawn as
// SVG here, rasterised by resvg (Rust, prebuilt binaries in the npm package) with the font shipped beside this
// file, so a card looks the same on every machine whatever fonts it has.

export interface SocialCard {
  brand: string
  /** Small capitals line above the title: "CS2 · TEAM". */
  kicker: string
  title: string
  /** One or two lines under the title. */
  subtitle?: string
  /** The site's host, written at the bottom. */
  host: string
  /** CSS hex colour of the game (or the brand's violet). */
  accent: string
}

export const BRAND_COLOR = '#7c3aed'
const BACKGROUND = '#0b0a14'
const MUTED = '#c4c0d8'
const FONT_FAMILY = 'DejaVu Sans'
const FONT_FILE = fromRoot('src/server/render/fonts/DejaVuSans-Bold.ttf')

const MARGIN_X = 80
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * MARGIN_X

// DejaVu Sans Bold advance widths in em, by kind of character, rounded up: wrapping never overflows the card.
function charWidth(char: string): number {
  if (char === ' ') return 0.35
  if (/[iljt.,:;'!|()[\]]/.test(char)) return 0.4
  if (/[mwMW@]/.test(char)) return 1.05
  if (/[A-Z]/.test(char)) return 0.78
  if (/[0-9]/.test(char)) return 0.7
  if (/[a-z]/.test(char)) return 0.66
  // Other scripts (CJK, Hangul) are about a full em; accented Latin letters are near their base letter.
  return char.charCodeAt(0) > 0x2e80 ? 1.05 : 0.75
}

// The shipped font covers Latin, Greek, Cyrillic and symbols, not the CJK and Hangul blocks (U+2E80 on).
const NOT_IN_FONT = /[\u2e80-\ud7ff\uf900-\ufaff\uff00-\uffef]/

/** True when the card font can draw the text; other text would be drawn as gaps. */
export function cardFontCovers(text: string): boolean {
  return !NOT_IN_FONT.test(text)
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0
  for (const char of text) em += charWidth(char)
  return em * fontSize
}

/** Greedy word wrap into at most `maxLines` lines of `width` px; the last kept line ends with "…" when cut. */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, fontSize) <= width || !line) {
      line = candidate
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  // A single word longer than the line is cut by characters.
  const fitted = lines.map((l) => fitLine(l, fontSize, width, false))
  if (fitted.length <= maxLines) return fitted
  const kept = fitted.slice(0, maxLines)
  kept[maxLines - 1] = fitLine(`${kept[maxLines - 1]} ${fitted[maxLines]}`, fontSize, width, true)
  return kept
}

function fitLine(line: string, fontSize: number, width: number, forceEllipsis: boolean): string {
  if (!forceEllipsis && textWidth(line, fontSize) <= width) return line
  const chars = [...line]
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, fontSize) > width) chars.pop()
  return `${chars.join('').trimEnd()}…`
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attrs}>${xmlEscape(line)}</text>`)
    .join('')
}

/** The card as SVG: brand chip and kicker, the title in up to three lines, a subtitle, the host. */
export function socialCardSvg(card: SocialCard): string {
  const accent = /^#[0-9a-f]{6}$/i.test(card.accent) ? card.accent : BRAND_COLOR
  // The title takes the largest size at which it fits in three lines.
  let titleSize = 72
  let title = wrapText(card.title, titleSize, TEXT_WIDTH, 3)
  for (const size of [64, 56]) {
    if (title.length < 3 || !title[2]!.endsWith('…')) break
    titleSize = size
    title = wrapText(card.title, titleSize, TEXT_WIDTH, 3)
  }
  const titleLineHeight = Math.round(titleSize * 1.18)
  const titleTop = 250
  const subtitleTop = titleTop + (title.length - 1) * titleLineHeight + 70
  const subtitle = card.subtitle ? wrapText(card.subtitle, 30, TEXT_WIDTH, 2) : []

  const brand = card.brand.trim() || 'BO5'
  const chipText = fitLine(brand, 30, 360, false)
  const chipWidth = Math.round(textWidth(chipText, 30) + 44)
  const kicker = fitLine(card.kicker.toUpperCase(), 26, TEXT_WIDTH - chipWidth - 30, false)

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    '<defs>',
    `<radialGradient id="glow" cx="1" cy="0" r="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${accent}" stop-opacity="0.08"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="base" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141126"/><stop offset="1" stop-color="${BACKGROUND}"/></linearGradient>`,
    '</defs>',
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#base)"/>`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#glow)"/>`,
    `<rect x="${MARGIN_X}" y="72" width="${chipWidth}" height="56" rx="12" fill="${BRAND_COLOR}"/>`,
    `<text x="${MARGIN_X + 22}" y="111" font-size="30" fill="#ffffff">${xmlEscape(chipText)}</text>`,
    `<text x="${MARGIN_X + chipWidth + 30}" y="110" font-size="26" letter-spacing="2" fill="${accent}">${xmlEscape(kicker)}</text>`,
    textLines(title, MARGIN_X, titleTop, titleLineHeight, `font-size="${titleSize}" fill="#ffffff"`),
    textLines(subtitle, MARGIN_X, subtitleTop, 40, `font-size="30" fill="${MUTED}"`),
    `<text x="${MARGIN_X}" y="566" font-size="26" fill="${MUTED}">${xmlEscape(card.host)}</text>`,
    `<rect y="${OG_IMAGE_HEIGHT - 14}" width="${OG_IMAGE_WIDTH}" height="14" fill="${accent}"/>`,
    '</svg>',
  ].join('')
}

// Rendered cards by the hash of their SVG: a card is drawn once until what it shows changes.
const MAX_CACHED_CARDS = 500
const rendered = new Map<string, Promise<Uint8Array>>()

/** The SVG's hash: the ETag of its PNG (same SVG, same picture). */
export function cardHash(svg: string): string {
  return createHash('sha1').update(svg).digest('base64url')
}

// Drawing a card takes ~50-200 ms on libuv's thread pool, which file reads and password hashing share. A flood of
// distinct cards (a crawler walking every team and player) must not starve them or queue without bound: at most
// two cards draw at once, a few dozen wait, and beyond that the request is told to come back later (503).
export const MAX_DRAWING = 2
export const MAX_WAITING = 32
let drawing = 0
const waiting: (() => void)[] = []

async function inDrawingSlot<T>(draw: () => Promise<T>): Promise<T> {
  if (drawing < MAX_DRAWING) drawing++
  else if (waiting.length >= MAX_WAITING)
    throw new AppError('UNAVAILABLE', 'Too many preview cards are being drawn; try again in a few seconds')
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await draw()
  } finally {
    // The slot passes straight to the next waiting card, or frees up.
    const next = waiting.shift()
    if (next) next()
    else drawing--
  }
}

/** Rasterises the card to PNG on libuv's thread pool (the event loop stays free), remembering recent ones. */
export function renderCardPng(svg: string, hash = cardHash(svg)): Promise<Uint8Array> {
  const cached = rendered.get(hash)
  if (cached) {
    rendered.delete(hash)
    rendered.set(hash, cached)
    return cached
  }
  const png = inDrawingSlot(() =>
    renderAsync(svg, {
      fitTo: { mode: 'width', value: OG_IMAGE_WIDTH },
      font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    }),
  ).then((image) => new Uint8Array(image.asPng()))
  // A failed or refused drawing is not remembered (only if it is still the entry for this card).
  png.catch(() => {
    if (rendered.get(hash) === png) rendered.delete(hash)
  })
  rendered.set(hash, png)
  if (rendered.size > MAX_CACHED_CARDS) rendered.delete(rendered.keys().next().value!)
  return png
}
