// Characters that must not reach a reader: windows-1252 "smart" punctuation that arrived as C1 control codes,
// and invisible control and formatting characters. Applied to every title, summary and body the server reads
// from HTML (html-text.ts) and to feed bodies before they are stored (ingest/normalize-entry.ts).

// windows-1252 characters of bytes 0x80-0x9f (the five unassigned bytes keep their C1 code point).
// Spelled out because Node 20's TextDecoder('windows-1252') returns C1 controls for them.
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** Text decoded as ISO-8859-1 read as windows-1252, the WHATWG meaning of both labels. */
export function windows1252FromLatin1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c)
}

// Removed: C0 controls other than tab, line feed and carriage return; DEL; the C1 codes windows-1252 leaves
// unassigned; zero-width space (U+200B), word joiner (U+2060), byte order mark / zero-width no-break space
// (U+FEFF) and the noncharacters U+FFFE/U+FFFF. Kept: zero-width (non-)joiners U+200C/U+200D (emoji
// sequences, Persian and Indic scripts), direction marks (right-to-left text) and the soft hyphen.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000e-\u001f\u007f\u0081\u008d\u008f\u0090\u009d\u200b\u2060\ufeff\ufffe\uffff]/g
// Vertical tab and form feed separate words as white space does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SPACE_CONTROL = /[\u000b\u000c]/g
// Half of a surrogate pair without its other half is no character at all.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text as a reader should get it: C1 codes read as the windows-1252 characters meant (U+0092 is "’"),
 * invisible controls removed, a lone surrogate replaced by U+FFFD.
 */
export function cleanText(text: string): string {
  return windows1252FromLatin1(text)
    .replace(INVISIBLE, '')
    .replace(SPACE_CONTROL, ' ')
    .replace(LONE_SURROGATE, '\ufffd')
}
