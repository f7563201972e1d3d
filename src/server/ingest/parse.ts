import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { X2jOptions } from 'fast-xml-parser'
import { decodeAttribute, decodeEntities, escapeHtml, htmlToText } from '../text/html-text'
import { windows1252FromLatin1 } from './normalize'

// The parse step of ingestion (ARCHITECTURE.md "Ingestion"): bytes in, entries out, no I/O.
// RSS 2.0 (and 0.9x), Atom 1.0 (and the 0.3 names that still circulate) and RDF / RSS 1.0.

export type FeedFormat = 'rss' | 'atom' | 'rdf'

export interface ParsedEntry {
  /** The entry's own id (RSS guid, Atom id, RDF rdf:about), else its link. */
  guid: string
  /** Plain text. */
  title: string
  /** Absolute http(s) URL of the original story. */
  link: string
  /** HTML as the publisher wrote it (not sanitized), relative URLs made absolute. */
  summaryHtml: string
  /** HTML as the publisher wrote it (not sanitized), relative URLs made absolute. */
  contentHtml: string
  publishedAt?: Date
  /** Trimmed, as written, duplicates (ignoring case) removed. */
  categories: string[]
  /** Absolute http(s) URL. */
  imageUrl?: string
  author?: string
}

export interface ParsedFeed {
  format: FeedFormat
  title: string
  /** The site's address (absolute), or "" when the feed names none. */
  link: string
  items: ParsedEntry[]
}

export type FeedParseErrorReason = 'empty' | 'unsupported-encoding' | 'not-a-feed' | 'malformed'

/** A body that cannot be read as a feed. The message is one line, fit for the admin's error list. */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError'
  readonly reason: FeedParseErrorReason

  constructor(reason: FeedParseErrorReason, message: string) {
    super(message)
    this.reason = reason
  }
}

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

// A DOCTYPE ends at the first ">" outside quotes and outside its internal subset "[...]".
function skipDoctype(xml: string, start: number): number {
  let quote = ''
  let depth = 0
  for (let i = start + 2; i < xml.length; i++) {
    const c = xml[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '[') depth++
    else if (c === ']') depth--
    else if (c === '>' && depth <= 0) return i + 1
  }
  return xml.length
}

const FEED_ROOTS: ReadonlyMap<string, FeedFormat> = new Map([
  ['rss', 'rss'],
  ['feed', 'atom'],
  ['RDF', 'rdf'],
])

// ---------------------------------------------------------------------------------------------------------
// Namespaces. fast-xml-parser keeps qualified names ("media:content"), so an element is looked up under
// every prefix its namespace is declared with on the root, plus the prefix feeds conventionally use.

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rss1: 'http://purl.org/rss/1.0/',
} as const
type Namespace = keyof typeof NS

const CONVENTIONAL_PREFIX: Readonly<Record<Namespace, string>> = {
  atom: 'atom',
  content: 'content',
  dc: 'dc',
  media: 'media',
  rdf: 'rdf',
  rss1: '',
}

class Names {
  private readonly prefixes = new Map<string, Set<string>>()

  constructor(rootAttributes: string) {
    for (const m of rootAttributes.matchAll(/\bxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const uri = normalizeNamespace(m[2] ?? m[3] ?? '')
      const set = this.prefixes.get(uri) ?? new Set<string>()
      set.add(m[1] ?? '')
      this.prefixes.set(uri, set)
    }
  }

  /** Qualified names under which `local` of namespace `ns` may appear. */
  q(ns: Namespace, local: string): string[] {
    const prefixes = new Set(this.prefixes.get(normalizeNamespace(NS[ns])))
    prefixes.add(CONVENTIONAL_PREFIX[ns])
    return [...prefixes].map((p) => (p ? `${p}:${local}` : local))
  }
}

// "http://search.yahoo.com/mrss" and ".../mrss/" are both in use.
function normalizeNamespace(uri: string): string {
  return uri.trim().replace(/\/$/, '')
}

// ---------------------------------------------------------------------------------------------------------
// Reading the parsed tree. Text constructs are stop nodes, so they arrive as raw markup (CDATA kept).

type XmlNode = Record<string, unknown>

const ATTR = '@_'
const TEXT = '#text'

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

function children(node: unknown, names: readonly string[]): unknown[] {
  if (!isNode(node)) return []
  return names.flatMap((name) => list(node[name]))
}

function first(node: unknown, names: readonly string[]): unknown {
  return children(node, names)[0]
}

function attr(node: unknown, name: string): string | undefined {
  if (!isNode(node)) return undefined
  const value = node[ATTR + name]
  return typeof value === 'string' ? value.trim() : undefined
}

function rawText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (isNode(value)) return rawText(value[TEXT])
  return ''
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g

/** Character data of raw markup: CDATA taken literally, the rest entity-decoded. */
function rawToText(raw: string): string {
  let out = ''
  let last = 0
  for (const m of raw.matchAll(CDATA)) {
    out += decodeEntities(raw.slice(last, m.index)) + (m[1] ?? '')
    last = m.index + m[0].length
  }
  return (out + decodeEntities(raw.slice(last))).trim()
}

/** Raw markup that holds elements of its own (inline XHTML) is already HTML; CDATA inside it is text. */
function inlineMarkupToHtml(raw: string): string {
  return raw.replace(CDATA, (_, inner: string) => escapeHtml(inner)).trim()
}

function hasInlineMarkup(raw: string): boolean {
  return /<[A-Za-z/]/.test(raw.replace(CDATA, ''))
}

/** HTML of an RSS/RDF element that carries escaped HTML, CDATA HTML or (leniently) inline markup. */
function rssHtml(value: unknown): string {
  const raw = rawText(value)
  return hasInlineMarkup(raw) ? inlineMarkupToHtml(raw) : rawToText(raw)
}

function plainText(value: unknown): string {
  return rawToText(rawText(value)).replace(/\s+/g, ' ').trim()
}

/** An Atom text construct (RFC 4287 §3.1) as HTML. */
function atomHtml(value: unknown): string {
  if (value === undefined || attr(value, 'src')) return ''
  const raw = rawText(value)
  const type = (attr(value, 'type') ?? 'text').toLowerCase()
  const mode = attr(value, 'mode')
  if (type === 'xhtml' || type === 'application/xhtml+xml' || (mode === 'xml' && hasInlineMarkup(raw))) {
    return inlineMarkupToHtml(raw.trim().replace(/^<div\b[^>]*>([\s\S]*)<\/div>$/, '$1'))
  }
  if (type === 'html' || type === 'text/html' || mode === 'escaped') return rawToText(raw)
  if (mode === 'base64') return ''
  return escapeHtml(rawToText(raw))
}

function atomText(value: unknown): string {
  return htmlToText(atomHtml(value))
}

// ---------------------------------------------------------------------------------------------------------
// URLs.

function absoluteUrl(ref: string | undefined, base: string | undefined): string | undefined {
  if (!ref) return undefined
  try {
    return new URL(ref.trim(), base).href
  } catch {
    return undefined
  }
}

/** An absolute http(s) URL, or undefined: the site links to web pages and images only. */
function webUrl(ref: string | undefined, base: string | undefined): string | undefined {
  const url = absoluteUrl(ref, base)
  return url && /^https?:\/\//i.test(url) ? url : undefined
}

function resolveBase(xmlBase: string | undefined, parent: string | undefined): string | undefined {
  return absoluteUrl(xmlBase, parent) ?? parent
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/
const URL_ATTRIBUTE = /(\s(?:src|href|poster)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

/** Relative src, href and poster values in HTML made absolute; other values are left as written. */
function resolveHtmlUrls(html: string, base: string | undefined): string {
  if (!base || !html) return html
  return html.replace(/<[A-Za-z][^>]*>/g, (tag) =>
    tag.replace(URL_ATTRIBUTE, (match, lead: string, dq?: string, sq?: string, bare?: string) => {
      const value = dq ?? sq ?? bare ?? ''
      if (!value.trim() || value.startsWith('#') || SCHEME.test(value.trim())) return match
      const url = absoluteUrl(decodeAttribute(value), base)
      return url ? `${lead}"${escapeHtml(url)}"` : match
    }),
  )
}

const IMG_SRC = /<img\b(?:"[^"]*"|'[^']*'|[^'">])*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

function firstImage(html: string, base: string | undefined): string | undefined {
  for (const m of html.matchAll(IMG_SRC)) {
    const url = webUrl(decodeAttribute(m[1] ?? m[2] ?? m[3] ?? ''), base)
    if (url) return url
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------
// Dates: RFC 822 (RSS) and ISO 8601 / RFC 3339 (Atom, dc:date); either may turn up in either format.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

// RFC 822 zone names; military letters and unknown names count as UTC, as RFC 1123 advises.
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  CET: 60,
  CEST: 120,
  BST: 60,
}

function utcDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  offsetMinutes: number,
): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return undefined
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms))
  if (local.getUTCDate() !== day) return undefined
  return new Date(local.getTime() - offsetMinutes * 60_000)
}

function zoneOffset(zone: string | undefined): number {
  if (!zone) return 0
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0)
    return numeric[1] === '-' ? -minutes : minutes
  }
  return ZONES[zone.toUpperCase()] ?? 0
}

const RFC822 =
  /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{2}:?\d{2}|[A-Za-z]{1,5})?$/
const ISO8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i

/** A date in RFC 822 or ISO 8601 form; anything else (or an impossible date) is undefined. Zoneless means UTC. */
export function parseFeedDate(value: string | undefined): Date | undefined {
  const text = value?.trim().replace(/\s+/g, ' ')
  if (!text) return undefined
  const rfc = RFC822.exec(text)
  if (rfc) {
    const month = MONTHS.indexOf((rfc[2] ?? '').toLowerCase()) + 1
    let year = Number(rfc[3])
    if (year < 100) year += year < 50 ? 2000 : 1900
    return utcDate(
      year,
      month,
      Number(rfc[1]),
      Number(rfc[4]),
      Number(rfc[5]),
      Number(rfc[6] ?? 0),
      0,
      zoneOffset(rfc[7]),
    )
  }
  const iso = ISO8601.exec(text)
  if (iso) {
    const ms = Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3))
    return utcDate(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
      ms,
      zoneOffset(iso[8] === 'z' ? 'Z' : iso[8]),
    )
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------
// Shared entry assembly.

interface RawEntry {
  guid: string
  title: string
  link: string | undefined
  summaryHtml: string
  contentHtml: string
  /** The base for relative URLs inside the HTML. */
  base: string | undefined
  dates: (string | undefined)[]
  categories: string[]
  /** Absolute. */
  enclosureImage: string | undefined
  /** Absolute. */
  mediaImage: string | undefined
  author: string | undefined
}

function finishEntry(raw: RawEntry): ParsedEntry | undefined {
  // §9: the article id is the title slug, and §3 original_url is the link; an entry lacking either is skipped.
  if (!raw.title || !raw.link) return undefined
  const base = raw.base ?? raw.link
  const summaryHtml = resolveHtmlUrls(raw.summaryHtml || raw.contentHtml, base)
  const contentHtml = resolveHtmlUrls(raw.contentHtml || raw.summaryHtml, base)
  // §4 "fallback feed reader": an image enclosure, else the first img; Media RSS in between is our addition.
  const imageUrl =
    raw.enclosureImage ?? raw.mediaImage ?? firstImage(contentHtml, base) ?? firstImage(summaryHtml, base)
  const entry: ParsedEntry = {
    guid: raw.guid || raw.link,
    title: raw.title,
    link: raw.link,
    summaryHtml,
    contentHtml,
    categories: uniqueCategories(raw.categories),
  }
  const publishedAt = raw.dates.map(parseFeedDate).find((date) => date !== undefined)
  if (publishedAt) entry.publishedAt = publishedAt
  if (imageUrl) entry.imageUrl = imageUrl
  if (raw.author) entry.author = raw.author
  return entry
}

function uniqueCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const category of categories) {
    const clean = category.replace(/\s+/g, ' ').trim()
    const key = clean.toLowerCase()
    if (clean && !seen.has(key)) {
      seen.add(key)
      out.push(clean)
    }
  }
  return out
}

const IMAGE_EXTENSION = /\.(?:avif|bmp|gif|jpe?g|png|svg|webp)(?:[?#]|$)/i

function isImageEnclosure(type: string | undefined, url: string | undefined): boolean {
  if (type) return type.toLowerCase().startsWith('image/')
  return IMAGE_EXTENSION.test(url ?? '')
}

/** Media RSS: the first image media:content (also inside media:group), else the first media:thumbnail. */
function mediaImage(item: unknown, names: Names, base: string | undefined): string | undefined {
  const groups = children(item, names.q('media', 'group'))
  const contents = [item, ...groups].flatMap((node) => children(node, names.q('media', 'content')))
  for (const content of contents) {
    const medium = attr(content, 'medium')?.toLowerCase()
    const type = attr(content, 'type')?.toLowerCase()
    const isImage = medium ? medium === 'image' : type ? type.startsWith('image/') : true
    const url = webUrl(attr(content, 'url'), base)
    if (isImage && url) return url
  }
  const thumbnailHolders = [item, ...groups, ...contents]
  return thumbnailHolders
    .flatMap((node) => children(node, names.q('media', 'thumbnail')))
    .map((thumb) => webUrl(attr(thumb, 'url'), base))
    .find((url) => url)
}

/** "editor@example.com (Jane Doe)" → "Jane Doe"; a bare e-mail address is not a name to publish. */
function rssAuthor(value: string): string | undefined {
  const text = value.replace(/\s+/g, ' ').trim()
  const inParens = /\(([^)]+)\)\s*$/.exec(text)?.[1]?.trim()
  if (inParens) return inParens
  const beforeAngle = /^(.+?)\s*<[^>]+@[^>]+>$/.exec(text)?.[1]?.trim()
  if (beforeAngle) return beforeAngle
  if (!text || /^\S+@\S+$/.test(text)) return undefined
  return text
}

// ---------------------------------------------------------------------------------------------------------
// RSS 2.0 / 0.9x and RDF / RSS 1.0.

function parseRss(root: XmlNode, names: Names, baseUrl: string | undefined): ParsedFeed {
  const channel = first(root, ['channel'])
  if (channel === undefined)
    throw new FeedParseError('not-a-feed', 'Not a feed: <rss> has no <channel> element')
  const rootBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const explicitBase = absoluteUrl(attr(channel, 'xml:base'), rootBase ?? baseUrl) ?? rootBase
  const title = plainText(first(channel, ['title']))
  const siteLink =
    children(channel, ['link'])
      .map((link) => webUrl(plainText(link), explicitBase ?? baseUrl))
      .find((url) => url) ??
    alternateLink(children(channel, names.q('atom', 'link')), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl

  const items = [...children(channel, ['item']), ...children(root, ['item'])].flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const guidNode = first(item, ['guid'])
    const guid = plainText(guidNode)
    const guidLink =
      attr(guidNode, 'isPermaLink')?.toLowerCase() === 'false' ? undefined : webUrl(guid, undefined)
    const link =
      webUrl(plainText(first(item, ['link'])), linkBase) ??
      guidLink ??
      alternateLink(children(item, names.q('atom', 'link')), linkBase)
    const enclosure = children(item, ['enclosure']).find((e) =>
      isImageEnclosure(attr(e, 'type'), attr(e, 'url')),
    )
    const entry = finishEntry({
      guid,
      title: htmlToText(plainText(first(item, ['title']))),
      link,
      summaryHtml: rssHtml(first(item, ['description'])),
      contentHtml: rssHtml(first(item, names.q('content', 'encoded'))),
      base: xmlBase ?? explicitBase ?? link ?? linkBase,
      dates: [
        plainText(first(item, ['pubDate'])),
        plainText(first(item, names.q('dc', 'date'))),
        plainText(first(item, names.q('atom', 'published'))),
        plainText(first(item, names.q('atom', 'updated'))),
      ],
      categories: [...children(item, ['category']), ...children(item, names.q('dc', 'subject'))].map(
        plainText,
      ),
      enclosureImage: webUrl(attr(enclosure, 'url'), linkBase),
      mediaImage: mediaImage(item, names, linkBase),
      author:
        rssAuthor(plainText(first(item, ['author']))) ??
        rssAuthor(plainText(first(item, names.q('dc', 'creator')))),
    })
    return entry ? [entry] : []
  })
  return { format: 'rss', title: htmlToText(title), link: siteLink ?? '', items }
}

function parseRdf(root: XmlNode, names: Names, baseUrl: string | undefined): ParsedFeed {
  const rss = (local: string) => [...new Set([...names.q('rss1', local), local])]
  const channel = first(root, rss('channel'))
  const explicitBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const siteLink = webUrl(plainText(first(channel, rss('link'))), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl
  const about = names.q('rdf', 'about')

  const items = [...children(root, rss('item')), ...children(channel, rss('item'))].flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const guid = about.map((name) => attr(item, name)).find((value) => value) ?? ''
    const link = webUrl(plainText(first(item, rss('link'))), linkBase) ?? webUrl(guid, linkBase)
    const entry = finishEntry({
      guid,
      title: htmlToText(plainText(first(item, rss('title')))),
      link,
      summaryHtml: rssHtml(first(item, rss('description'))),
      contentHtml: rssHtml(first(item, names.q('content', 'encoded'))),
      base: xmlBase ?? explicitBase ?? link ?? linkBase,
      dates: [plainText(first(item, names.q('dc', 'date')))],
      categories: children(item, names.q('dc', 'subject')).map(plainText),
      enclosureImage: undefined,
      mediaImage: mediaImage(item, names, linkBase),
      author: rssAuthor(plainText(first(item, names.q('dc', 'creator')))),
    })
    return entry ? [entry] : []
  })
  return {
    format: 'rdf',
    title: htmlToText(plainText(first(channel, rss('title')))),
    link: siteLink ?? '',
    items,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Atom.

/** The rel="alternate" (or rel-less) link, HTML preferred, resolved against its own xml:base if any. */
function alternateLink(links: readonly unknown[], base: string | undefined): string | undefined {
  const alternates = links.filter((link) => (attr(link, 'rel') ?? 'alternate') === 'alternate')
  const preferred = [
    ...alternates.filter((link) => /html/i.test(attr(link, 'type') ?? 'text/html')),
    ...alternates,
  ]
  for (const link of preferred) {
    const url = webUrl(attr(link, 'href'), resolveBase(attr(link, 'xml:base'), base))
    if (url) return url
  }
  return undefined
}

function parseAtom(root: XmlNode, rootName: string, names: Names, baseUrl: string | undefined): ParsedFeed {
  // Elements are named like the root: "entry" under <feed>, "atom:entry" under <atom:feed>.
  const prefix = rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':') + 1) : ''
  const el = (local: string) => [`${prefix}${local}`]
  const authorOf = (node: unknown) => plainText(first(first(node, el('author')), el('name'))) || undefined
  const explicitBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const siteLink = alternateLink(children(root, el('link')), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl
  const feedAuthor = authorOf(root)

  const items = children(root, el('entry')).flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const links = children(item, el('link'))
    const id = plainText(first(item, el('id')))
    const link = alternateLink(links, linkBase) ?? webUrl(id, undefined)
    const enclosure = links.find(
      (l) => attr(l, 'rel') === 'enclosure' && isImageEnclosure(attr(l, 'type'), attr(l, 'href')),
    )
    const contentNode = first(item, el('content'))
    const base = xmlBase ?? explicitBase ?? link ?? linkBase
    const entry = finishEntry({
      guid: id,
      title: atomText(first(item, el('title'))),
      link,
      summaryHtml: atomHtml(first(item, el('summary'))),
      contentHtml: resolveHtmlUrls(atomHtml(contentNode), resolveBase(attr(contentNode, 'xml:base'), base)),
      base,
      dates: ['published', 'updated', 'issued', 'modified', 'created'].map((local) =>
        plainText(first(item, el(local))),
      ),
      categories: children(item, el('category')).map((c) => attr(c, 'term') || attr(c, 'label') || ''),
      enclosureImage: webUrl(attr(enclosure, 'href'), resolveBase(attr(enclosure, 'xml:base'), linkBase)),
      mediaImage: mediaImage(item, names, linkBase),
      author: authorOf(item) ?? feedAuthor,
    })
    return entry ? [entry] : []
  })
  return { format: 'atom', title: atomText(first(root, el('title'))), link: siteLink ?? '', items }
}

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
  if (format === 'atom') {
    const prefix = rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':') + 1) : ''
    return ['title', 'subtitle', 'summary', 'content'].map((local) => `..${prefix}${local}`)
  }
  const locals = ['title', 'description'].flatMap((local) => [local, ...names.q('rss1', local)])
  return [...new Set([...locals, ...names.q('content', 'encoded')])].map((name) => `..${name}`)
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

  const xml = escapeBareAmpersands(text)
  const validation = XMLValidator.validate(xml)
  if (validation !== true) {
    throw new FeedParseError(
      'malformed',
      `Malformed XML at line ${validation.err.line}: ${oneLine(validation.err.msg)}`,
    )
  }

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
  return parseRss(tree, names, base)
}
