import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { setAnswerHeader } from './answer-headers'

const gzip = promisify(gzipCallback)

// HTTP caching of public GET responses, so a CDN (or the browser) can serve them and revalidate cheaply.
//
// "A changed article invalidates what showed it": the ETag is a hash of the response body itself, so when an
// article changes, every API response and page that shows it gets a new body and with it a new ETag. A cache
// holding the old copy keeps it for at most max-age (+ stale-while-revalidate while it refetches in the
// background); its next revalidation sends If-None-Match with the old tag, which no longer matches, and gets
// the new 200. Unchanged responses answer 304 with no body. No purge list of "pages showing article X" is
// needed, and none can go out of date.

interface CacheOptions {
  /** Seconds a shared or browser cache may serve the response without asking. */
  maxAge: number
  /** Seconds past max-age a cache may serve the old copy while it revalidates in the background. */
  staleWhileRevalidate?: number
  /** Bodies larger than this are passed through untagged rather than buffered to hash. Default 2 MiB. */
  maxBodyBytes?: number
  /** Path prefixes that are never shared: they get "private, no-store". */
  privatePaths?: readonly string[]
  /**
   * Rewrites the body text before hashing, to drop parts that change on every render without changing what the
   * page says (see ignoreQueryTimestamps). The text is the body's bytes read as Latin-1, one character per byte
   * (no UTF-8 decoding to pay for), so a rewrite of ASCII text leaves every other byte as it was. The body sent is
   * untouched.
   */
  normalizeForEtag?: (text: string) => string
}

export const PRIVATE_NO_STORE = 'private, no-store'

/** Admin and auth answers depend on the session: never stored by anyone. Admin pages too. */
const DEFAULT_PRIVATE_PATHS = ['/api/admin', '/api/auth', '/admin'] as const

const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024

// Text bodies a hash is worth computing for: JSON, HTML, XML (sitemaps, feeds) and plain text.
const TAGGABLE_TYPE = /^(application\/([\w.+-]+\+)?(json|xml)|text\/(html|xml|plain))\b/i

// TanStack Query's dehydrated cache in every server-rendered page stamps each query with the time it was
// fetched, so two renders of the same content differ in these numbers alone.
const QUERY_TIMESTAMPS = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g

/**
 * For pages: the ETag ignores the fetch times in the dehydrated query cache, so a page whose content has not
 * changed keeps its validator (a weak ETag promises semantic, not byte, equality).
 */
export function ignoreQueryTimestamps(html: string): string {
  return html.replace(QUERY_TIMESTAMPS, (match) => match.replace(/\d+$/, '0'))
}

export function publicCacheControl(maxAge: number, staleWhileRevalidate?: number): string {
  const parts = ['public', `max-age=${Math.max(0, Math.floor(maxAge))}`]
  if (staleWhileRevalidate && staleWhileRevalidate > 0)
    parts.push(`stale-while-revalidate=${Math.floor(staleWhileRevalidate)}`)
  return parts.join(', ')
}

/**
 * A weak validator from the body's bytes. Weak because the compress middleware may send the same content
 * gzipped or not: semantically equal, not byte-equal (RFC 9110 §8.8.1).
 */
export function weakEtag(body: string | Uint8Array, encoding: 'utf8' | 'latin1' = 'utf8'): string {
  const hash = createHash('sha1')
  if (typeof body === 'string') hash.update(body, encoding)
  else hash.update(body)
  return `W/"${hash.digest('base64url')}"`
}

/** Bodies smaller than this are sent as they are: gzip's header and the work cost more than they save. */
const GZIP_MIN_BYTES = 1024

/**
 * zlib's level for an answer of this type. Level 1 was measured on the home page (207 KB) at 1.2 ms of CPU for
 * 31.9 KB against level 6's 2.1 ms for 25.3 KB: the bytes readers download matter more than a millisecond (decision
 * 037). A page gets 9: on `/news` (160 KB) as fast as 6 (1.7 ms) for 281 bytes less (20,538 → 20,257), on the home
 * page 0.1-0.25 ms more for 114 less. JSON stays at 6, where 9 doubles the time (the event page's 89 KB: 0.7 →
 * 1.4 ms) for 2-3 % (decision 038).
 */
export function gzipLevel(contentType: string | null | undefined): number {
  return /^\s*text\/html\b/i.test(contentType ?? '') ? 9 : 6
}

/** The gzip of an answer's bytes at its type's level, made on libuv's threads. */
export async function gzipBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string | null | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const gzipped = await gzip(bytes, { level: gzipLevel(contentType) })
  return new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength)
}

export const acceptsGzip = (c: Context) => /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/** RFC 9110 §13.1.2 If-None-Match, weak comparison: any listed tag equal to ours (ignoring W/), or "*". */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const ours = etag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === ours)
}

function isUnderPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** A request whose answer may depend on who asks: it carries a cookie or credentials. */
export function hasCredentials(c: Context): boolean {
  return Boolean(c.req.header('cookie') || c.req.header('authorization'))
}

type BodyRead =
  | { kind: 'buffered'; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'too-large'; body: ReadableStream<Uint8Array> }

/**
 * The body of an answer that still holds it as the string or bytes it was made from, as bytes; undefined for any
 * other answer (a stream, or a web Response that made its stream already). `@hono/node-server` answers with its own
 * light Response, which keeps `[status, body, headers]` under a private symbol and makes a web stream of the body only
 * when something asks for `.body`: asking costs the stream, its reader and a copy of every chunk (0.1-0.2 ms on an
 * 89 KB answer, a tenth of the event page's CPU), and the socket then gets the copy. Read here without asking; any
 * other shape of answer is read through its stream as before.
 */
export function bodyHeldAsIs(res: Response): Uint8Array<ArrayBuffer> | undefined {
  const body = bodyHeld(res)
  return typeof body === 'string' ? (Buffer.from(body) as Uint8Array<ArrayBuffer>) : body
}

/** bodyHeldAsIs's body as the answer holds it: a string is not encoded (a gzip kept for it needs no bytes). */
function bodyHeld(res: Response): string | Uint8Array<ArrayBuffer> | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    const held = (res as unknown as Record<symbol, unknown>)[key]
    if (!Array.isArray(held) || held.length !== 3 || typeof held[0] !== 'number') continue
    const body: unknown = held[1]
    if (typeof body === 'string') return body
    if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>
  }
  return undefined
}

/** A body's length in bytes, a string's as UTF-8, without encoding it. */
const byteLengthOf = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength

/** A body as bytes: a string encoded as UTF-8. */
const bytesOf = (body: string | Uint8Array<ArrayBuffer>) =>
  typeof body === 'string' ? (Buffer.from(body) as Uint8Array<ArrayBuffer>) : body

/**
 * Hono's compress for the answers etagAndCache does not gzip itself (health checks, robots.txt, sitemaps, feeds,
 * calendars), told each answer's length. compress leaves an answer shorter than its threshold as it is only when it
 * has a Content-Length, and node-server's light Response has none until it is written: so `/healthz`'s 15 bytes went
 * out as 35 bytes of chunked gzip, through a web stream made of the string, a new Response and a compression stream.
 * An answer held as a string or bytes gets its length first; one already streamed is compressed as before.
 */
export function compressLarge(): MiddlewareHandler {
  const gzipStream = compress({ threshold: GZIP_MIN_BYTES })
  return (c, next) =>
    gzipStream(c, async () => {
      await next()
      if (c.res.headers.has('content-length')) return
      const body = bodyHeld(c.res)
      if (body !== undefined) setAnswerHeader(c, 'content-length', String(byteLengthOf(body)))
    })
}

/** Reads a body up to `limit` bytes; past it, gives back a stream that replays what was read, then the rest. */
async function readBodyUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<BodyRead> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    if (size > limit) {
      const replay = chunks.slice()
      return {
        kind: 'too-large',
        body: new ReadableStream<Uint8Array>({
          async pull(controller) {
            const next = replay.shift()
            if (next) return controller.enqueue(next)
            const more = await reader.read()
            if (more.done) controller.close()
            else controller.enqueue(more.value)
          },
          cancel(reason) {
            return reader.cancel(reason)
          },
        }),
      }
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { kind: 'buffered', bytes }
}

/** Replaces the response with a bodiless 304 that keeps its validators and caching headers. */
function answerNotModified(c: Context): void {
  c.res = new Response(null, { status: 304 })
  for (const name of ['content-length', 'content-type', 'content-encoding']) c.res.headers.delete(name)
}

/**
 * ETag and Cache-Control for GET responses:
 * - admin, auth and admin-page paths, and any response that sets a cookie: "private, no-store";
 * - requests carrying a cookie or credentials: "private, no-store" unless the handler chose a policy itself
 *   (a public policy set by a handler means the answer is the same for everyone); never tagged;
 * - every other 200: the handler's Cache-Control, else "public, max-age=…, stale-while-revalidate=…", plus a
 *   weak ETag of the body (JSON, HTML, XML, text, up to maxBodyBytes) unless the handler set one; a request
 *   whose If-None-Match matches gets 304.
 */
export function etagAndCache(options: CacheOptions): MiddlewareHandler {
  const cacheControl = publicCacheControl(options.maxAge, options.staleWhileRevalidate)
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const privatePaths = options.privatePaths ?? DEFAULT_PRIVATE_PATHS
  const gzips = new RecentGzips()

  return async (c, next) => {
    await next()
    // The renderer's in-process API calls: read at once, never revalidated or sent, so neither tagged nor
    // compressed (hashing every JSON answer a page reads cost it about 2 % of its CPU).
    if (c.get('inProcess') === true) return
    if (privatePaths.some((prefix) => isUnderPath(c.req.path, prefix)) || c.res.headers.has('set-cookie')) {
      setAnswerHeader(c, 'cache-control', PRIVATE_NO_STORE)
      return
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
    if (hasCredentials(c)) {
      if (!c.res.headers.has('cache-control')) setAnswerHeader(c, 'cache-control', PRIVATE_NO_STORE)
      return
    }
    if (c.res.status !== 200) return
    // A live stream (Server-Sent Events) is never a cacheable document.
    if (/^text\/event-stream/i.test(c.res.headers.get('content-type') ?? '')) return
    if (!c.res.headers.has('cache-control')) setAnswerHeader(c, 'cache-control', cacheControl)

    let etag = c.res.headers.get('etag')
    if (!etag) {
      const type = c.res.headers.get('content-type') ?? ''
      const length = Number(c.res.headers.get('content-length') ?? Number.NaN)
      if (!TAGGABLE_TYPE.test(type) || length > maxBodyBytes || c.res.headers.has('content-encoding')) return
      // An API's JSON is hashed as the string it was made as: the same hash as its UTF-8 bytes, and a gzip kept for
      // it is sent without encoding it again (decision 042, round 8). A page's rewrite reads bytes.
      let body = bodyHeld(c.res)
      if (body === undefined) {
        const stream = c.res.body
        if (!stream) return
        const read = await readBodyUpTo(stream, maxBodyBytes)
        if (read.kind === 'too-large') {
          c.res = new Response(read.body, c.res)
          return
        }
        body = read.bytes
      } else if (byteLengthOf(body) > maxBodyBytes) return
      if (options.normalizeForEtag) {
        body = bytesOf(body)
        etag = weakEtag(options.normalizeForEtag(latin1(body)), 'latin1')
      } else etag = weakEtag(body)
      if (etagMatches(c.req.header('if-none-match'), etag)) {
        setAnswerHeader(c, 'etag', etag)
        answerNotModified(c)
        return
      }
      // An API ETag is the hash of these very bytes, so it names their gzip too; a page's ignores some bytes.
      const answer = await bufferedAnswer(c, body, etag, options.normalizeForEtag ? undefined : gzips)
      // Unset first: Hono's setter would otherwise copy the old headers over the new ones (its Content-Length and
      // Vary among them) and turn the body into a web stream; the answer carries every header already.
      c.res = undefined
      c.res = answer
      return
    }
    if (etagMatches(c.req.header('if-none-match'), etag)) answerNotModified(c)
  }
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/**
 * The gzip of the last bodies sent, by the SHA-1 of their bytes (their ETag): with the response cache off, the same
 * answer asked again is hashed anyway, and compressing it again cost 5 % of an API call's CPU (decision 042). A hash
 * names one body, so a reused gzip is always of the bytes being sent; a changed body has another hash.
 */
export class RecentGzips {
  readonly #entries = new Map<string, Uint8Array<ArrayBuffer>>()
  #bytes = 0

  constructor(
    readonly maxEntries = 64,
    readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  /** The gzip of `body` (whose hash is `hash`): the one kept, else made now; a string is encoded only to make it. */
  async gzip(
    body: string | Uint8Array<ArrayBuffer>,
    hash: string,
    contentType: string | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const key = `${hash}:${byteLengthOf(body)}`
    const found = this.#entries.get(key)
    if (found) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(key)
      this.#entries.set(key, found)
      return found
    }
    const gzipped = await gzipBody(bytesOf(body), contentType)
    if (gzipped.byteLength > this.maxBytes) return gzipped
    this.#entries.set(key, gzipped)
    this.#bytes += gzipped.byteLength
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= old.byteLength
    }
    return gzipped
  }

  get size(): number {
    return this.#entries.size
  }
}

/**
 * The answer from its body in memory, gzip'ed in one call (on libuv's threads) when the client accepts it, rather
 * than piped through a compression stream chunk by chunk; written to the socket as it is, with its length. With
 * `gzips`, `etag` is the hash of `held` and a gzip made for the same body before is sent again (a string body is
 * encoded only when no gzip of it is kept, or to send it as it is).
 */
async function bufferedAnswer(
  c: Context,
  held: string | Uint8Array<ArrayBuffer>,
  etag: string,
  gzips: RecentGzips | undefined,
): Promise<Response> {
  const headers = new Headers(c.res.headers)
  headers.set('etag', etag)
  let body: Uint8Array<ArrayBuffer> | undefined
  if (byteLengthOf(held) >= GZIP_MIN_BYTES && !NO_TRANSFORM.test(headers.get('cache-control') ?? '')) {
    if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
    if (c.req.method === 'GET' && acceptsGzip(c)) {
      const type = headers.get('content-type')
      body = gzips ? await gzips.gzip(held, etag, type) : await gzipBody(bytesOf(held), type)
      headers.set('content-encoding', 'gzip')
    }
  }
  body ??= bytesOf(held)
  headers.set('content-length', String(body.byteLength))
  return new Response(body, { status: c.res.status, headers })
}

/**
 * A text document answered with its ETag and Cache-Control, or 304 when the request already holds it. For
 * routes that build their whole body in memory (sitemaps, feeds), whether or not etagAndCache is mounted.
 */
export function cachedText(
  c: Context,
  body: string,
  init: { contentType: string; cacheControl: string },
): Response {
  const etag = weakEtag(body)
  const headers = { 'content-type': init.contentType, 'cache-control': init.cacheControl, etag }
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
  return c.body(body, 200, headers)
}
