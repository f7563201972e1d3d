// Pure text helpers of the ingestion pipeline: windows-1252 text and the §9 summary cut. HTML to text and
// entity decoding live in src/server/text/html-text.ts, the one place the server reads HTML as text.

// windows-1252 characters of bytes 0x80-0x9f (the five unassigned bytes keep their C1 code point).
// Spelled out because Node 20's TextDecoder('windows-1252') returns C1 controls for them.
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** Text decoded as ISO-8859-1 read as windows-1252, the WHATWG meaning of both labels. */
export function windows1252FromLatin1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c)
}

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
