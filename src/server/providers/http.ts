import { Agent, type Dispatcher, request } from 'undici'
import { checkTarget, guardedLookup, type ResolveHost, systemResolve } from './address-guard'
import { discard, header, MB, readBody, streamBody } from './http-body'
import { HttpError, toHttpError } from './http-error'

// The one outbound HTTP client (docs/decisions/022-one-outbound-http-client.md): feeds, page refresh, the
// image proxy, PandaScore and Perplexity all send through it. It brings timeouts, a cap on the decompressed
// body, manual redirects checked hop by hop, and the SSRF guard (address-guard.ts) at connection time.
// Callers keep their own API logic: statuses, retries, paging, what a message may show.

// What callers of the transport catch and pass, from the modules that define them.
export type { ResolveHost } from './address-guard'
export { HttpError, type HttpErrorCode } from './http-error'

interface HttpClientSettings {
  /** Lets loopback, private and link-local addresses through (tests, intranets); metadata stays refused. */
  allowPrivateHosts?: boolean
  resolveHost?: ResolveHost
  connectTimeoutMs?: number
  /** The longest wait for headers and between body chunks; each request also has its own total timeout. */
  timeoutMs?: number
  /** Connections kept per origin. */
  connections?: number
}

export interface HttpRequestOptions {
  method?: 'GET' | 'POST'
  headers?: Readonly<Record<string, string>>
  body?: string
  /** Whole request: every redirect hop, and the body read through the response. */
  timeoutMs?: number
  /** GET only. A hop to another origin goes without the Authorization header. */
  maxRedirects?: number
  /** The caller's cancellation; ends the request with ABORTED. */
  signal?: AbortSignal
}

export interface HttpResponse {
  status: number
  /** The final URL, after redirects. */
  url: string
  /** A response header, trimmed; null when absent or empty. */
  header(name: string): string | null
  /** The decompressed body, failing with TOO_LARGE as soon as it passes `maxBytes`. */
  bytes(maxBytes: number): Promise<Uint8Array>
  text(maxBytes: number): Promise<string>
  /** The decompressed body piece by piece (a streamed answer), under the same cap. */
  chunks(maxBytes: number): AsyncIterable<Uint8Array>
  /** Drops the body unread and the connection with it. */
  discard(): void
}

export interface HttpClient {
  request(url: string, options?: HttpRequestOptions): Promise<HttpResponse>
  /** Ends every connection; the client is unusable afterwards. */
  close(): Promise<void>
}

const CLIENT_DEFAULTS = { timeoutMs: 15_000, connectTimeoutMs: 5_000, maxRedirects: 5 }

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function parseUrl(url: string): URL {
  try {
    return new URL(url)
  } catch {
    throw new HttpError('BAD_URL', `Not a valid URL: ${url.slice(0, 200)}`)
  }
}

/** A client with its own connection pool; the guard setting holds for every request it sends. */
export function createHttpClient(settings: HttpClientSettings = {}): HttpClient {
  const allowPrivate = settings.allowPrivateHosts ?? false
  const connectTimeoutMs = settings.connectTimeoutMs ?? CLIENT_DEFAULTS.connectTimeoutMs
  const poolTimeoutMs = settings.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs
  let agent: Agent | undefined
  const dispatcher = () => {
    agent ??= new Agent({
      connect: {
        timeout: connectTimeoutMs,
        lookup: guardedLookup(settings.resolveHost ?? systemResolve, allowPrivate),
      },
      headersTimeout: poolTimeoutMs,
      bodyTimeout: poolTimeoutMs,
      connections: settings.connections ?? 1,
    })
    return agent
  }

  async function send(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse> {
    const method = options.method ?? 'GET'
    const timeoutMs = options.timeoutMs ?? poolTimeoutMs
    const maxRedirects = options.maxRedirects ?? CLIENT_DEFAULTS.maxRedirects
    let current = parseUrl(url)
    checkTarget(current, allowPrivate, false)
    const origin = current.origin
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    const failure = (error: unknown) =>
      toHttpError(error, { current, timeout, callerSignal: options.signal, timeoutMs, connectTimeoutMs })
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...options.headers }

    try {
      for (let redirects = 0; ; redirects++) {
        const response = await request(current, {
          method,
          headers: current.origin === origin ? headers : withoutAuthorization(headers),
          body: options.body,
          dispatcher: dispatcher(),
          signal,
        })
        const { statusCode } = response
        // A POST is never replayed elsewhere: its redirect is the caller's answer.
        if (method === 'GET' && REDIRECTS.has(statusCode)) {
          await response.body.dump({ limit: 64 * 1024 }).catch(() => {})
          current = nextHop(
            current,
            header(response.headers, 'location'),
            statusCode,
            redirects,
            maxRedirects,
          )
          checkTarget(current, allowPrivate, true)
          continue
        }
        return answer(response, current, failure)
      }
    } catch (error) {
      throw failure(error)
    }
  }

  return {
    request: send,
    async close() {
      await agent?.destroy().catch(() => {})
      agent = undefined
    },
  }
}

/** The response as callers see it; body reading fails with the same HttpError as the request. */
function answer(
  response: Dispatcher.ResponseData,
  url: URL,
  failure: (error: unknown) => HttpError,
): HttpResponse {
  const read = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw failure(error)
    }
  }
  return {
    status: response.statusCode,
    url: url.href,
    header: (name) => header(response.headers, name),
    bytes: (maxBytes) => read(() => readBody(response.body, response.headers, maxBytes, url)),
    text: (maxBytes) =>
      read(async () =>
        Buffer.from(await readBody(response.body, response.headers, maxBytes, url)).toString('utf8'),
      ),
    chunks: (maxBytes) => streamBody(response.body, response.headers, maxBytes, url, failure),
    discard: () => discard(response.body),
  }
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  const copy = { ...headers }
  for (const name of Object.keys(copy)) if (name.toLowerCase() === 'authorization') delete copy[name]
  return copy
}

/** Where a redirect leads, checked like the first URL. */
function nextHop(
  current: URL,
  location: string | null,
  statusCode: number,
  redirects: number,
  maxRedirects: number,
): URL {
  if (!location)
    throw new HttpError('HTTP_STATUS', `HTTP ${statusCode} without a Location from ${current.host}`, {
      status: statusCode,
      url: current.href,
    })
  if (redirects >= maxRedirects)
    throw new HttpError('TOO_MANY_REDIRECTS', `Gave up after ${maxRedirects} redirects`, {
      url: current.href,
    })
  let next: URL
  try {
    next = new URL(location, current)
  } catch {
    throw new HttpError('BAD_URL', `Bad redirect from ${current.host}: ${location.slice(0, 200)}`, {
      url: current.href,
    })
  }
  return next
}

// ---------------------------------------------------------------------------------------------------------
// Feeds and pages: one conditional GET.

interface HttpResult {
  status: number
  /** The final URL, after redirects. */
  url: string
  notModified: boolean
  etag: string | null
  lastModified: string | null
  contentType: string | null
  /** Decompressed; empty on 304. */
  body: Uint8Array
}

export interface HttpGetOptions {
  accept?: string
  etag?: string | null
  lastModified?: string | null
  /** Whole request, every redirect hop and the body included. */
  timeoutMs?: number
  connectTimeoutMs?: number
  /** Applied to the decompressed body. */
  maxBytes?: number
  maxRedirects?: number
  /** Lets loopback, private and link-local addresses through (tests, intranets); metadata stays refused. */
  allowPrivateHosts?: boolean
  userAgent?: string
  resolveHost?: ResolveHost
}

const GET_DEFAULTS = {
  maxBytes: 5 * MB,
  accept:
    'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8',
  userAgent: 'FeedFetcher/1.0',
}

/** "BO5-FeedFetcher/1.0 (+https://bo5.gg/about)": says who is fetching and where to read about it. */
export function defaultUserAgent(brand: string, siteUrl: string): string {
  // A product token may not hold spaces or separators (RFC 9110 §10.1.5).
  const token = brand.trim().replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]+/g, '-') || 'Site'
  return `${token}-FeedFetcher/1.0 (+${siteUrl.replace(/\/+$/, '')}/about)`
}

/**
 * GETs a feed or a page with a conditional GET. Throws HttpError for every failure: refused targets,
 * timeouts, oversized bodies, redirect trouble, non-2xx statuses and network errors.
 */
export async function httpGet(url: string, options: HttpGetOptions = {}): Promise<HttpResult> {
  const headers: Record<string, string> = {
    accept: options.accept ?? GET_DEFAULTS.accept,
    'user-agent': options.userAgent ?? GET_DEFAULTS.userAgent,
  }
  if (options.etag) headers['if-none-match'] = options.etag
  if (options.lastModified) headers['if-modified-since'] = options.lastModified

  // One client per call: its lookup carries this call's guard setting, and closing it at the end leaves
  // no socket behind whatever went wrong.
  const client = createHttpClient({
    allowPrivateHosts: options.allowPrivateHosts,
    resolveHost: options.resolveHost,
    connectTimeoutMs: options.connectTimeoutMs,
    timeoutMs: options.timeoutMs,
  })
  try {
    const response = await client.request(url, { headers, maxRedirects: options.maxRedirects })
    const { status } = response
    const etag = response.header('etag')
    const lastModified = response.header('last-modified')
    const contentType = response.header('content-type')
    if (status === 304) {
      response.discard()
      // Servers often leave validators out of a 304; the ones sent still hold.
      return {
        status: 304,
        url: response.url,
        notModified: true,
        etag: etag ?? options.etag ?? null,
        lastModified: lastModified ?? options.lastModified ?? null,
        contentType,
        body: new Uint8Array(0),
      }
    }
    if (status < 200 || status > 299) {
      response.discard()
      throw new HttpError('HTTP_STATUS', `HTTP ${status} from ${new URL(response.url).host}`, {
        status,
        url: response.url,
      })
    }
    const body = await response.bytes(options.maxBytes ?? GET_DEFAULTS.maxBytes)
    return { status, url: response.url, notModified: false, etag, lastModified, contentType, body }
  } finally {
    await client.close()
  }
}

// ---------------------------------------------------------------------------------------------------------
// Retry-After (RFC 9110 §10.2.3), for the API clients that back off.

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value?.trim()) return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}
