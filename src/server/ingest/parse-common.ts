import { decodeAttribute, decodeEntities, escapeHtml, htmlToText } from '../text/html-text'
import { parseFeedDate } from './parse-date'

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

type FeedParseErrorReason = 'empty' | 'unsupported-encoding' | 'not-a-feed' | 'malformed'

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
// Namespaces. fast-xml-parser keeps qualified names ("media:content"), so an element is looked up under
// every prefix its namespace is declared with on the root, plus the prefix feeds conventionally use.

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  media: 'http://search.yahoo.com/mrss/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rss1: 'http://purl.org/rss/1.0/',
} as const
type Namespace = keyof typeof NS

const CONVENTIONAL_PREFIX: Readonly<Record<Namespace, string>> = {
  atom: 'atom',
  content: 'content',
  dc: 'dc',
  itunes: 'itunes',
  media: 'media',
  rdf: 'rdf',
  rss1: '',
}

export class Names {
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

/** "rss:" for <rss:rss>, "" for <rss>: a prefixed root's children are usually prefixed the same way. */
export function rootPrefix(rootName: string): string {
  return rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':') + 1) : ''
}

/** Names of the root's children: "entry" under <feed>, "atom:entry" under <atom:feed>, plus the bare name if `bare`. */
export function namedLikeRoot(rootName: string, bare = false): (local: string) => string[] {
  const prefix = rootPrefix(rootName)
  return (local) => (prefix && bare ? [`${prefix}${local}`, local] : [`${prefix}${local}`])
}

// "http://search.yahoo.com/mrss" and ".../mrss/" are both in use.
function normalizeNamespace(uri: string): string {
  return uri.trim().replace(/\/$/, '')
}

// ---------------------------------------------------------------------------------------------------------
// Reading the parsed tree. Text constructs are stop nodes, so they arrive as raw markup (CDATA kept).

export type XmlNode = Record<string, unknown>

export const ATTR = '@_'
export const TEXT = '#text'

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

export function children(node: unknown, names: readonly string[]): unknown[] {
  if (!isNode(node)) return []
  return names.flatMap((name) => list(node[name]))
}

export function first(node: unknown, names: readonly string[]): unknown {
  return children(node, names)[0]
}

export function attr(node: unknown, name: string): string | undefined {
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
export function rssHtml(value: unknown): string {
  const raw = rawText(value)
  return hasInlineMarkup(raw) ? inlineMarkupToHtml(raw) : rawToText(raw)
}

export function plainText(value: unknown): string {
  return rawToText(rawText(value)).replace(/\s+/g, ' ').trim()
}

/** An Atom text construct (RFC 4287 §3.1) as HTML. */
export function atomHtml(value: unknown): string {
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

export function atomText(value: unknown): string {
  return htmlToText(atomHtml(value))
}

// ---------------------------------------------------------------------------------------------------------
// URLs.

export function absoluteUrl(ref: string | undefined, base: string | undefined): string | undefined {
  if (!ref) return undefined
  try {
    return new URL(ref.trim(), base).href
  } catch {
    return undefined
  }
}

/** An absolute http(s) URL, or undefined: the site links to web pages and images only. */
export function webUrl(ref: string | undefined, base: string | undefined): string | undefined {
  const url = absoluteUrl(ref, base)
  return url && /^https?:\/\//i.test(url) ? url : undefined
}

export function resolveBase(xmlBase: string | undefined, parent: string | undefined): string | undefined {
  return absoluteUrl(xmlBase, parent) ?? parent
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/
const URL_ATTRIBUTE = /(\s(?:src|href|poster)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

/** Relative src, href and poster values in HTML made absolute; other values are left as written. */
export function resolveHtmlUrls(html: string, base: string | undefined): string {
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
  /** Media RSS or iTunes text (HTML), for entries that have no summary or content of their own. */
  mediaSummaryHtml: string
  author: string | undefined
}

export function finishEntry(raw: RawEntry): ParsedEntry | undefined {
  // §9: the article id is the title slug, and §3 original_url is the link; an entry lacking either is skipped.
  if (!raw.title || !raw.link) return undefined
  const base = raw.base ?? raw.link
  const summaryHtml = resolveHtmlUrls(raw.summaryHtml || raw.contentHtml || raw.mediaSummaryHtml, base)
  const contentHtml = resolveHtmlUrls(raw.contentHtml || raw.summaryHtml || raw.mediaSummaryHtml, base)
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

export function isImageEnclosure(type: string | undefined, url: string | undefined): boolean {
  if (type) return type.toLowerCase().startsWith('image/')
  return IMAGE_EXTENSION.test(url ?? '')
}

/**
 * Media RSS: the first image media:content (also inside media:group), else the first media:thumbnail;
 * else the podcast's episode art (itunes:image).
 */
export function mediaImage(item: unknown, names: Names, base: string | undefined): string | undefined {
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
  return (
    thumbnailHolders
      .flatMap((node) => children(node, names.q('media', 'thumbnail')))
      .map((thumb) => webUrl(attr(thumb, 'url'), base))
      .find((url) => url) ??
    children(item, names.q('itunes', 'image'))
      .map((image) => webUrl(attr(image, 'href') ?? plainText(image), base))
      .find((url) => url)
  )
}

/** Video and podcast text: media:description (item, media:group, media:content), itunes:summary, itunes:subtitle. */
export function mediaSummary(item: unknown, names: Names): string {
  const groups = children(item, names.q('media', 'group'))
  const holders = [item, ...groups]
  const contents = holders.flatMap((node) => children(node, names.q('media', 'content')))
  for (const description of [...holders, ...contents].flatMap((node) =>
    children(node, names.q('media', 'description')),
  )) {
    const html =
      attr(description, 'type')?.toLowerCase() === 'html'
        ? rssHtml(description)
        : escapeHtml(plainText(description))
    if (html) return html
  }
  return (
    rssHtml(first(item, names.q('itunes', 'summary'))) ||
    escapeHtml(plainText(first(item, names.q('itunes', 'subtitle'))))
  )
}

/** "editor@example.com (Jane Doe)" → "Jane Doe"; a bare e-mail address is not a name to publish. */
export function rssAuthor(value: string): string | undefined {
  const text = value.replace(/\s+/g, ' ').trim()
  const inParens = /\(([^)]+)\)\s*$/.exec(text)?.[1]?.trim()
  if (inParens) return inParens
  const beforeAngle = /^(.+?)\s*<[^>]+@[^>]+>$/.exec(text)?.[1]?.trim()
  if (beforeAngle) return beforeAngle
  if (!text || /^\S+@\S+$/.test(text)) return undefined
  return text
}
