import { cleanText } from '../text/characters'
import { htmlToText } from '../text/html-text'
import { cutSummary } from './normalize'
import type { ParsedEntry } from './parse-common'
import { sanitizeHtml } from './sanitize'

interface NormalizedEntry {
  /** Plain text of the entry's summary (or content), before cutting. */
  summaryText: string
  /** §9: cut to 220 characters with an ellipsis. */
  summary: string
  /** Allow-listed HTML, safe to store and render. */
  contentHtml: string
  imageUrl?: string
}

/** One parsed feed entry made safe and tidy: sanitized content, a plain-text summary, the image. */
export function normalizeFeedEntry(entry: ParsedEntry): NormalizedEntry {
  // Character cleaning cannot change markup: it only maps or drops non-ASCII and control characters.
  const contentHtml = cleanText(sanitizeHtml(entry.contentHtml || entry.summaryHtml))
  const summaryText = htmlToText(entry.summaryHtml || entry.contentHtml)
  return { summaryText, summary: cutSummary(summaryText), contentHtml, imageUrl: entry.imageUrl }
}
