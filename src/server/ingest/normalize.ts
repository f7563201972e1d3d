// Pure text helpers of the ingestion pipeline: the §9 summary cut. HTML to text and entity decoding live in
// src/server/text/html-text.ts, the one place the server reads HTML as text; characters in text/characters.ts.

/** §9 RSS import: the summary is cut to 220 characters. */
export const SUMMARY_MAX_LENGTH = 220

/**
 * §9 RSS import: "Summary: cut to 220 characters with an ellipsis".
 * Whitespace is collapsed first. A longer text keeps at most `max` characters, cut at the last word
 * boundary when one lies in the final 30% (else mid-word), loses trailing punctuation, and gets "..."
 * appended; so the result is at most max + 3 characters. A text that fits is returned unchanged.
 */
export function cutSummary(text: string, max: number = SUMMARY_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  let cut = clean.slice(0, max)
  if (clean[max] !== ' ') {
    const space = cut.lastIndexOf(' ')
    if (space >= max * 0.7) cut = cut.slice(0, space)
  }
  // A surrogate pair split by the cut would leave half a character.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  cut = cut.replace(/[\s.,;:!?(\-–—…]+$/u, '')
  return `${cut}...`
}
