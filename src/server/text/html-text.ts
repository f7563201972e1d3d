import { decodeHTML, decodeHTMLAttribute } from 'entities'
import { NON_TEXT_BLOCKS } from '#shared/domain/html-text'
import { cleanText } from './characters'

// The server's one HTML-to-text and one entity decoder (docs/decisions/022-one-outbound-http-client.md).
// Ingestion, the fact guard, page refresh and the image proxy all read HTML through here. Decoding follows
// the HTML standard through the `entities` package: every named reference, numeric ones (128-159 read as
// windows-1252, impossible code points as U+FFFD) and the legacy forms without a semicolon ("&amp", "&copy").
// The browser keeps a smaller decoder in src/shared/domain/html-text.ts; html-text.test.ts holds them together.

/** Character references of HTML text content decoded as a browser does; decoded once ("&amp;lt;" is "&lt;"). */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text
}

/**
 * Character references of an attribute value (an href, a src) decoded as a browser does: a legacy reference
 * followed by a letter, digit or "=" stays as written, so "?a=1&copy=2" keeps its query.
 */
export function decodeAttribute(value: string): string {
  return value.includes('&') ? decodeHTMLAttribute(value) : value
}

/** Escapes text for use inside HTML (element content or a quoted attribute value). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// Elements whose start or end separates words ("<p>a</p><p>b</p>" reads "a b", not "ab").
const BLOCK_ELEMENTS = new Set(
  (
    'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'
  ).split(' '),
)

// A tag, with quoted attribute values that may contain ">".
const TAG = /<\/?([A-Za-z][A-Za-z0-9:-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g

/**
 * Text of an HTML fragment with a line break at every block element's start and end: comments and the bodies
 * of script, style and other non-text elements dropped, other tags removed, entities decoded, characters
 * cleaned (characters.ts). Spaces are kept as written; attributes are never text.
 */
export function htmlToLines(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => escapeHtml(inner))
    .replace(NON_TEXT_BLOCKS, ' ')
    .replace(/<[!?][^>]*>/g, ' ')
    .replace(TAG, (_, name: string) => (BLOCK_ELEMENTS.has(name.toLowerCase()) ? '\n' : ''))
  return cleanText(decodeEntities(text))
}

/** Plain text of an HTML fragment on one line: htmlToLines with every run of white space made one space. */
export function htmlToText(html: string): string {
  return htmlToLines(html).replace(/\s+/g, ' ').trim()
}
