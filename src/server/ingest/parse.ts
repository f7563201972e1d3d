import { type X2jOptions, XMLParser, XMLValidator } from 'fast-xml-parser'
import { decodeEntities } from '../text/html-text'
import { windows1252FromLatin1 } from '../text/characters'
import { parseAtom } from './parse-atom'
import {
  absoluteUrl,
  ATTR,
  type FeedFormat,
  FeedParseError,
  isNode,
  Names,
  type ParsedFeed,
  rootPrefix,
  TEXT,
} from './parse-common'
import { parseRdf } from './parse-rdf'
import { expandDeclaredEntities, keepCompleteEntries, skipDoctype } from './parse-repair'
import { parseRss } from './parse-rss'

// The parse step of ingestion (ARCHITECTURE.md "Ingestion"): bytes in, entries out, no I/O.
// RSS 2.0 (and 0.9x), Atom 1.0 (and the 0.3 names that still circulate) and RDF / RSS 1.0.

// ---------------------------------------------------------------------------------------------------------
// Bytes to text.

/**
 * The document as text. A BOM wins over the XML declaration, which wins over the UTF-8 default.
 * Any WHATWG encoding label is accepted (iso-8859-1 and latin1 read as windows-1252, as browsers do).
 * Undeclared bytes that are not valid UTF-8 are read as windows-1252, the usual cause; declared UTF-8
 * that is not valid keeps replacement characters rather than guessing against the declaration.
 */
function decodeBody(body: Uint8Array | string): string {
  if (typeof body === 'string') return body.replace(/^\ufeff/, '')
  const [b0, b1, b2] = [body[0], body[1], body[2]]
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return decodeWith('utf-8', body.subarray(3))
  if (b0 === 0xfe && b1 === 0xff) return decodeWith('utf-16be', body.subarray(2))
  if (b0 === 0xff && b1 === 0xfe) return decodeWith('utf-16le', body.subarray(2))
  if (b0 === 0x00 && b1 === 0x3c) return decodeWith('utf-16be', body)
  if (b0 === 0x3c && b1 === 0x00) return decodeWith('utf-16le', body)

  const declared = declaredEncoding(body)
  // A declaration readable as ASCII cannot be true if it says UTF-16: the bytes are 8-bit.
  const label = declared && !/^utf-?16/i.test(declared) ? declared : 'utf-8'
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label, { fatal: true })
  } catch {
    throw new FeedParseError(
      'unsupported-encoding',
      `Unsupported encoding: "${oneLine(label, 40)}" (from the XML declaration)`,
    )
  }
  try {
    return decodeWith(decoder, body)
  } catch {
    return declared ? decodeWith(label, body) : decodeWith('windows-1252', body)
  }
}

function decodeWith(decoder: TextDecoder | string, bytes: Uint8Array): string {
  const d = typeof decoder === 'string' ? new TextDecoder(decoder) : decoder
  const text = d.decode(bytes)
  return d.encoding === 'windows-1252' ? windows1252FromLatin1(text) : text
}

function declaredEncoding(body: Uint8Array): string | undefined {
  const head = String.fromCharCode(...body.subarray(0, 256))
  return /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1]?.trim()
}

// ---------------------------------------------------------------------------------------------------------
// The root element, found before parsing so that an HTML page gets its own message.

interface RootTag {
  name: string
  attributes: string
}

function findRootTag(xml: string): RootTag | undefined {
  let i = 0
  while (i < xml.length) {
    while (i < xml.length && /\s/.test(xml[i] ?? '')) i++
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i)
      if (end < 0) return undefined
      i = end + 2
    } else if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i)
      if (end < 0) return undefined
      i = end + 3
    } else if (xml.startsWith('<!', i)) {
      i = skipDoctype(xml, i)
    } else {
      const match = /^<([A-Za-z_][\w.:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/.exec(xml.slice(i, i + 16_384))
      return match ? { name: match[1] ?? '', attributes: match[2] ?? '' } : undefined
    }
  }
  return undefined
}

const FEED_ROOTS: ReadonlyMap<string, FeedFormat> = new Map([
  ['rss', 'rss'],
  ['feed', 'atom'],
  ['RDF', 'rdf'],
])

// ---------------------------------------------------------------------------------------------------------
// The parser.

// Bare "&" (e.g. "Tom & Jerry") is the commonest flaw in real feeds; escape it outside CDATA and comments
// rather than reject the feed.
function escapeBareAmpersands(xml: string): string {
  return xml
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/&(?!(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z_][\w.-]*);)/g, '&amp;'),
    )
    .join('')
}

// Entity expansion is off: DTD-declared entities are never registered, so a billion-laughs document keeps
// "&lol9;" as written. Only XML's own entities, character references and common HTML names are decoded.
const entityDecoder: NonNullable<X2jOptions['entityDecoder']> = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: decodeEntities,
}

function stopNodesFor(format: FeedFormat, names: Names, rootName: string): string[] {
  // Media RSS and iTunes text may hold markup in any format (YouTube's Atom, podcasts' RSS).
  const extra = [
    ...names.q('media', 'description'),
    ...names.q('itunes', 'summary'),
    ...names.q('itunes', 'subtitle'),
  ]
  const prefix = rootPrefix(rootName)
  if (format === 'atom') {
    const locals = ['title', 'subtitle', 'summary', 'content'].map((local) => `${prefix}${local}`)
    return [...locals, ...extra].map((name) => `..${name}`)
  }
  const locals = ['title', 'description'].flatMap((local) => [
    local,
    `${prefix}${local}`,
    ...names.q('rss1', local),
  ])
  return [...new Set([...locals, ...names.q('content', 'encoded'), ...extra])].map((name) => `..${name}`)
}

/** FeedParseError promises one short line: no control characters, no line breaks, at most `max` characters. */
function oneLine(text: string, max = 200): string {
  const flat = [...text]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** The document, or (decision 024) its complete entries when it is cut short or holds a broken entry. */
function wellFormed(xml: string, format: FeedFormat): string {
  const validation = XMLValidator.validate(xml)
  if (validation === true) return xml
  const kept = keepCompleteEntries(xml, format === 'atom' ? 'entry' : 'item')
  if (kept) return kept
  throw new FeedParseError(
    'malformed',
    `Malformed XML at line ${validation.err.line}: ${oneLine(validation.err.msg)}`,
  )
}

/**
 * Parses an RSS 2.0, Atom 1.0 or RDF feed. Pure: the body is all it reads. `baseUrl` (the feed's own URL)
 * resolves relative links when neither xml:base nor the feed's site link does. Throws FeedParseError.
 */
export function parseFeed(body: Uint8Array | string, baseUrl: string): ParsedFeed {
  const text = decodeBody(body)
  if (!text.trim()) throw new FeedParseError('empty', 'Empty document: the body has no content')

  const root = findRootTag(text)
  if (!root)
    throw new FeedParseError('not-a-feed', 'Not a feed: the document does not start with an XML element')
  const localName = root.name.slice(root.name.indexOf(':') + 1)
  const format = FEED_ROOTS.get(localName)
  if (!format)
    throw new FeedParseError('not-a-feed', `Not a feed: the document's root element is <${root.name}>`)

  const xml = wellFormed(escapeBareAmpersands(expandDeclaredEntities(text)), format)

  const names = new Names(root.attributes)
  const options: X2jOptions = {
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    textNodeName: TEXT,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    entityDecoder,
    stopNodes: stopNodesFor(format, names, root.name),
  }
  let document: unknown
  try {
    document = new XMLParser(options).parse(xml)
  } catch (error) {
    throw new FeedParseError(
      'malformed',
      `Malformed XML: ${oneLine(error instanceof Error ? error.message : String(error))}`,
    )
  }
  const rootNode = isNode(document) ? document[root.name] : undefined
  const tree = isNode(rootNode) ? rootNode : {}
  const base = absoluteUrl(baseUrl, undefined)

  if (format === 'atom') return parseAtom(tree, root.name, names, base)
  if (format === 'rdf') return parseRdf(tree, names, base)
  return parseRss(tree, root.name, names, base)
}
