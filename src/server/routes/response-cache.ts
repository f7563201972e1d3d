import type { Context, MiddlewareHandler } from 'hono'
import { normalizedQuery } from '#shared/route-queries'
import { acceptsGzip, bodyHeldAsIs, etagMatches, gzipBody, hasCredentials } from './caching'

// An in-process cache of public answers (pages and public API reads), in front of the renderer and the API.
//
// A public page or list is the same for every reader without a cookie until the content changes, yet rendering
// one costs milliseconds of CPU and several queries. This cache keeps each such answer (body, headers, ETag and
// a gzip'ed copy made once) and replays it until the content changes: every write to a table a public page
// shows is announced by the database (NOTIFY articles_changed / content_changed, migrations 0001 and 0008) and
// empties the cache on every instance. The answer's own max-age bounds how long an entry lives anyway (a CDN may
// keep it that long too), which also covers what changes with the clock alone (an upcoming match becoming past).
//
// What is never cached: anything but GET; requests with a cookie or credentials (the answer may depend on who
// asks); answers other than 200; answers that set a cookie, are not "public", have no ETag, or vary on more than
// Accept-Encoding. So admin, auth, /api/me ("private, no-store") and the live stream pass straight through.

export interface ResponseCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries?: number
  /** Most bytes kept (bodies plus gzip'ed copies). */
  maxBytes?: number
  /** Longest an entry lives, in seconds, whatever the answer's max-age says. */
  maxAgeSeconds?: number
  /** Bodies at least this large get a gzip'ed copy for clients that accept it. */
  gzipMinBytes?: number
  now?: () => number
}

interface Entry {
  status: number
  headers: [string, string][]
  etag: string
  body: Uint8Array<ArrayBuffer>
  gzipped?: Uint8Array<ArrayBuffer>
  expiresAt: number
  storedAt: number
  bytes: number
}

/** The database's announcements of changes to what public pages show (migrations 0001 and 0008). */
export const CONTENT_CHANNELS = ['articles_changed', 'content_changed'] as const

/**
 * How long past its max-age an entry may still be replayed, only while one request computes its successor (the
 * stale-while-revalidate every answer also grants a CDN). A change empties the cache: nothing stale is shown then.
 */
const STALE_GRACE_MS = 30_000

/** Longest an entry is replayed while changes are not heard (PostgreSQL restarting or failing over). */
export const UNHEARD_MAX_AGE_MS = 2_000

const DEFAULTS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, maxAgeSeconds: 60, gzipMinBytes: 1024 }

// Headers of the stored answer that are per-response or re-derived when it is replayed.
const NOT_STORED = new Set(['content-length', 'content-encoding', 'date', 'transfer-encoding', 'connection'])

export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private readonly options: Required<Omit<ResponseCacheOptions, 'now'>>
  private readonly now: () => number
  private changesHeard: () => boolean = () => true
  private bytes = 0
  /** The answer being computed per key, for the requests that arrive meanwhile. */
  private readonly pending = new Map<string, Promise<Entry | undefined>>()
  private enabled = false
  private markEnabled: () => void = () => {}
  /** Resolves once the cache answers (tests wait on it). */
  readonly enabledPromise = new Promise<void>((resolve) => {
    this.markEnabled = resolve
  })
  /** Bumped on every clear: an answer computed across a clear may show the old content and is not stored. */
  private generation = 0
  private hits = 0
  private misses = 0

  constructor(options: ResponseCacheOptions = {}) {
    const { now, ...rest } = options
    this.options = { ...DEFAULTS, ...rest }
    this.now = now ?? Date.now
  }

  /** Starts answering and storing: called once every change is heard (see createApp). */
  enable(): void {
    this.enabled = true
    this.markEnabled()
  }

  /**
   * Tells whether changes are heard right now (the database's LISTEN is up). While they are not, an entry is
   * replayed for UNHEARD_MAX_AGE_MS at most: nothing would empty the cache when the content changes.
   */
  setChangesHeard(changesHeard: () => boolean): void {
    this.changesHeard = changesHeard
  }

  /** Content changed: forget everything. */
  clear(): void {
    this.entries.clear()
    this.bytes = 0
    this.generation++
  }

  /** Whether an answer for this path and query (and Host header) is held. */
  has(pathAndQuery: string, host = ''): boolean {
    return this.entries.has(cacheKey(host, pathAndQuery))
  }

  stats() {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses }
  }

  /** The middleware answering from this cache and filling it. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (!this.enabled || c.req.method !== 'GET' || hasCredentials(c)) return next()
      const key = cacheKey(c.req.header('host') ?? '', c.req.url.slice(c.req.url.indexOf('/', 8)))
      const ifNoneMatch = c.req.header('if-none-match')
      const found = this.lookup(key)
      if (found?.fresh) {
        this.hits++
        // Unset first: Hono's setter would merge headers into a copy whose body is a web stream.
        c.res = undefined
        c.res = replay(c, found.entry, ifNoneMatch)
        return
      }
      // One request per key computes the answer; the others meanwhile get the copy that just expired, or wait
      // for the new one when there is none (after a change): fifty readers of a page that expired cost one render.
      const pending = this.pending.get(key)
      if (pending) {
        this.hits++
        const entry = found?.entry ?? (await pending)
        if (entry) {
          c.res = undefined
          c.res = replay(c, entry, ifNoneMatch)
          return
        }
        return next()
      }
      this.misses++
      let settle: (entry: Entry | undefined) => void = () => {}
      this.pending.set(
        key,
        new Promise((resolve) => {
          settle = resolve
        }),
      )
      let entry: Entry | undefined
      try {
        const generation = this.generation
        // A conditional request would get a bodiless 304 from the handler, leaving nothing to store: a client
        // revalidating forever would then render forever. Ask for the whole answer; replay() still answers 304.
        if (ifNoneMatch) c.req.raw.headers.delete('if-none-match')
        // The plain body too (etagAndCache gzips what it sends): the entry keeps it and a gzip'ed copy of its own.
        // Asked back afterwards, for an answer not stored, which the compress middleware may still gzip.
        const acceptEncoding = c.req.raw.headers.get('accept-encoding')
        if (acceptEncoding !== null) c.req.raw.headers.delete('accept-encoding')
        try {
          await next()
        } finally {
          if (acceptEncoding !== null) c.req.raw.headers.set('accept-encoding', acceptEncoding)
        }
        entry = await this.entryFrom(c.res)
        if (!entry) return
        if (generation === this.generation) this.store(key, entry)
        c.res = undefined
        c.res = replay(c, entry, ifNoneMatch)
      } finally {
        this.pending.delete(key)
        settle(entry)
      }
    }
  }

  /** The entry for a key: fresh, or expired less than STALE_GRACE_MS ago (kept for readers while one refreshes). */
  private lookup(key: string): { entry: Entry; fresh: boolean } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const now = this.now()
    if (
      entry.expiresAt + STALE_GRACE_MS <= now ||
      (now - entry.storedAt > UNHEARD_MAX_AGE_MS && !this.changesHeard())
    ) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last, so eviction takes the first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { entry, fresh: entry.expiresAt > now }
  }

  private store(key: string, entry: Entry): void {
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    if (entry.bytes > this.options.maxBytes / 8) return
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.remove(oldestKey, oldest)
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  /** The entry for a cacheable answer (reading its body), or undefined, leaving the answer as it was. */
  private async entryFrom(response: Response): Promise<Entry | undefined> {
    const headers = response.headers
    const cacheControl = headers.get('cache-control') ?? ''
    const etag = headers.get('etag')
    const vary = (headers.get('vary') ?? '').toLowerCase().replace(/accept-encoding/g, '')
    // Before `.body`, which would make the stream bodyHeldAsIs spares.
    const held = bodyHeldAsIs(response)
    if (
      response.status !== 200 ||
      !etag ||
      !/(^|,)\s*public\b/i.test(cacheControl) ||
      /no-store|private|no-cache/i.test(cacheControl) ||
      headers.has('set-cookie') ||
      headers.has('content-encoding') ||
      /[^\s,]/.test(vary) ||
      (held === undefined && !response.body)
    )
      return undefined
    const maxAge = Number(/max-age=(\d+)/i.exec(cacheControl)?.[1] ?? 0)
    const seconds = Math.min(maxAge, this.options.maxAgeSeconds)
    if (!(seconds > 0)) return undefined

    const body = held ?? new Uint8Array(await response.arrayBuffer())
    const gzipped =
      body.byteLength >= this.options.gzipMinBytes
        ? await gzipBody(body, headers.get('content-type'))
        : undefined
    return {
      status: response.status,
      headers: [...headers].filter(([name]) => !NOT_STORED.has(name)),
      etag,
      body,
      gzipped: gzipped && gzipped.byteLength < body.byteLength ? gzipped : undefined,
      expiresAt: this.now() + seconds * 1000,
      storedAt: this.now(),
      bytes: body.byteLength + (gzipped?.byteLength ?? 0),
    }
  }
}

/**
 * The entry's key: the Host header, the path and only the query parameters the route reads, normalised
 * (shared/route-queries.ts). So a parameter no page reads (utm_source, fbclid, a random one) makes no new entry
 * and costs no render: every spelling of one answer shares one entry.
 */
function cacheKey(host: string, pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf('?')
  if (mark < 0) return `${host}${pathAndQuery}`
  const path = pathAndQuery.slice(0, mark)
  const query = normalizedQuery(path, pathAndQuery.slice(mark + 1))
  return query ? `${host}${path}?${query}` : `${host}${path}`
}

/** The stored answer: a 304 when the client holds it, else the body, gzip'ed when the client accepts that. */
function replay(c: Context, entry: Entry, ifNoneMatch: string | undefined): Response {
  const headers = new Headers(entry.headers)
  if (entry.gzipped) headers.set('vary', 'Accept-Encoding')
  if (etagMatches(ifNoneMatch, entry.etag)) {
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }
  if (entry.gzipped && acceptsGzip(c)) {
    headers.set('content-encoding', 'gzip')
    headers.set('content-length', String(entry.gzipped.byteLength))
    return new Response(entry.gzipped, { status: entry.status, headers })
  }
  headers.set('content-length', String(entry.body.byteLength))
  return new Response(entry.body, { status: entry.status, headers })
}
