// Pure text helpers of the ingestion pipeline: entity decoding, HTML to plain text, the §9 summary cut.
// No DOM exists on the server, so HTML is handled with small, conservative regular expressions.

// HTML 4 names of U+00A0..U+00FF, in code point order.
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml ' +
  'Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde ' +
  'Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ' +
  'ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide ' +
  'oslash ugrave uacute ucirc uuml yacute thorn yuml'

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ...LATIN1_NAMES.split(' ').map((name, i): [string, string] => [name, String.fromCharCode(0xa0 + i)]),
  ['OElig', 'Œ'],
  ['oelig', 'œ'],
  ['Scaron', 'Š'],
  ['scaron', 'š'],
  ['Yuml', 'Ÿ'],
  ['fnof', 'ƒ'],
  ['circ', 'ˆ'],
  ['tilde', '˜'],
  ['ensp', '\u2002'],
  ['emsp', '\u2003'],
  ['thinsp', '\u2009'],
  ['zwnj', '\u200c'],
  ['zwj', '\u200d'],
  ['lrm', '\u200e'],
  ['rlm', '\u200f'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['sbquo', '‚'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bdquo', '„'],
  ['dagger', '†'],
  ['Dagger', '‡'],
  ['bull', '•'],
  ['hellip', '…'],
  ['permil', '‰'],
  ['prime', '′'],
  ['Prime', '″'],
  ['lsaquo', '‹'],
  ['rsaquo', '›'],
  ['euro', '€'],
  ['trade', '™'],
  ['larr', '←'],
  ['rarr', '→'],
  ['uarr', '↑'],
  ['darr', '↓'],
  ['harr', '↔'],
  ['minus', '−'],
  ['infin', '∞'],
  ['ne', '≠'],
  ['le', '≤'],
  ['ge', '≥'],
  ['hearts', '♥'],
  ['star', '☆'],
  ['check', '✓'],
])

// windows-1252 characters of bytes 0x80-0x9f (the five unassigned bytes keep their C1 code point).
// Spelled out because Node 20's TextDecoder('windows-1252') returns C1 controls for them.
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** Text decoded as ISO-8859-1 read as windows-1252, the WHATWG meaning of both labels. */
export function windows1252FromLatin1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c)
}

function fromCodePoint(code: number): string {
  // HTML reads numeric references 128-159 as windows-1252 characters (&#150; is an en dash), and so do we.
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252_C1[code - 0x80] ?? '\ufffd'
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g

/**
 * Decodes the XML entities, numeric references and the common HTML named entities in one pass, so
 * "&amp;eacute;" becomes "&eacute;", never "é". Unknown names are left as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    ENTITY,
    (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10))
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16))
      return NAMED_ENTITIES.get(name ?? '') ?? match
    },
  )
}

/** Escapes text for use inside HTML (element content or a quoted attribute value). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// Elements whose end or start separates words ("<p>a</p><p>b</p>" reads "a b", not "ab").
const BLOCK_ELEMENTS = new Set(
  (
    'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'
  ).split(' '),
)

// A tag, with quoted attribute values that may contain ">".
const TAG = /<\/?([A-Za-z][A-Za-z0-9:-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g

/**
 * Plain text of an HTML fragment: comments and script/style bodies dropped, block boundaries turned
 * into spaces, other tags removed, entities decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => escapeHtml(inner))
    .replace(/<(script|style|noscript|template|iframe|object)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<[!?][^>]*>/g, ' ')
    .replace(TAG, (_, name: string) => (BLOCK_ELEMENTS.has(name.toLowerCase()) ? ' ' : ''))
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
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
