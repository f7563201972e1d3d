import { promises as dns } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { pipeline, type Readable, type Transform } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { Agent, request } from 'undici'

// The one outbound HTTP client for feeds (issue 3, "fetch"): timeouts, a body cap, manual redirects,
// conditional GET and an SSRF guard. Feed URLs are typed in by admins, so every request could be aimed at
// the server's own network; the guard runs at connection time on every resolved address.

export type HttpErrorCode =
  | 'BLOCKED_ADDRESS'
  | 'BAD_SCHEME'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'NETWORK'
  | 'BAD_URL'

/** A failed fetch. The message is one line an admin understands; `status` is set for HTTP_STATUS. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly code: HttpErrorCode
  readonly status?: number
  /** The URL being fetched when it failed (a redirect hop, not necessarily the feed's own URL). */
  readonly url?: string

  constructor(
    code: HttpErrorCode,
    message: string,
    options: { status?: number; url?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = code
    this.status = options.status
    this.url = options.url
  }
}

export interface HttpResult {
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

export interface ResolvedAddress {
  address: string
  family: number
}

/** Every address a host name resolves to. Replaceable so tests can point a name at 127.0.0.1 offline. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>

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

const MB = 1024 * 1024

const DEFAULTS = {
  timeoutMs: 15_000,
  connectTimeoutMs: 5_000,
  maxBytes: 5 * MB,
  maxRedirects: 5,
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

// ---------------------------------------------------------------------------------------------------------
// Address classification.

export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved'

const KIND_LABEL: Readonly<Record<Exclude<AddressKind, 'public'>, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  metadata: 'the cloud metadata address',
  reserved: 'a reserved address',
}

/** What an address is, for the SSRF guard. Anything that is not an IP address counts as reserved. */
export function addressKind(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(bare)
  if (version === 4) return ipv4Kind(ipv4Number(bare))
  if (version === 6) return ipv6Kind(ipv6Bytes(bare))
  return 'reserved'
}

/**
 * Whether the guard refuses an address. `allowPrivateHosts` lets loopback, private and link-local through;
 * the metadata endpoints and reserved ranges (unspecified, multicast, benchmark) are never a feed.
 */
export function isBlockedAddress(ip: string, options: { allowPrivateHosts?: boolean } = {}): boolean {
  return kindBlocked(addressKind(ip), options.allowPrivateHosts ?? false)
}

function kindBlocked(kind: AddressKind, allowPrivate: boolean): boolean {
  if (kind === 'public') return false
  if (allowPrivate) return kind === 'metadata' || kind === 'reserved'
  return true
}

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

function inV4(n: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits)
  return Math.floor(n / size) === Math.floor(ipv4Number(base) / size)
}

function ipv4Kind(n: number): AddressKind {
  // 169.254.169.254 serves AWS, GCP, Azure and others; 100.100.100.200 serves Alibaba Cloud.
  if (n === ipv4Number('169.254.169.254') || n === ipv4Number('100.100.100.200')) return 'metadata'
  if (inV4(n, '127.0.0.0', 8)) return 'loopback'
  if (inV4(n, '10.0.0.0', 8) || inV4(n, '172.16.0.0', 12) || inV4(n, '192.168.0.0', 16)) return 'private'
  if (inV4(n, '100.64.0.0', 10)) return 'private'
  if (inV4(n, '169.254.0.0', 16)) return 'link-local'
  if (inV4(n, '0.0.0.0', 8) || inV4(n, '192.0.0.0', 24) || inV4(n, '198.18.0.0', 15)) return 'reserved'
  if (n >= ipv4Number('224.0.0.0')) return 'reserved'
  return 'public'
}

function ipv6Bytes(ip: string): number[] {
  let text = ip.toLowerCase()
  // A trailing dotted quad ("::ffff:10.0.0.1") is two groups written in decimal.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const n = ipv4Number(dotted[1] ?? '')
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].flatMap((group) => {
    const value = Number.parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
}

function ipv6Kind(b: number[]): AddressKind {
  const zeroUpTo = (end: number) => b.slice(0, end).every((x) => x === 0)
  const embeddedV4 = (at: number) =>
    ipv4Kind(((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!)
  if (zeroUpTo(16)) return 'reserved'
  if (zeroUpTo(15) && b[15] === 1) return 'loopback'
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (zeroUpTo(10) && b[10] === 0xff && b[11] === 0xff) return embeddedV4(12)
  if (
    b[0] === 0x00 &&
    b[1] === 0x64 &&
    b[2] === 0xff &&
    b[3] === 0x9b &&
    b.slice(4, 12).every((x) => x === 0)
  )
    return embeddedV4(12)
  // Deprecated IPv4-compatible ::a.b.c.d: nothing legitimate uses it.
  if (zeroUpTo(12)) return 'reserved'
  // 6to4 (2002::/16) carries an IPv4 address in bytes 2-5.
  if (b[0] === 0x20 && b[1] === 0x02) return embeddedV4(2)
  // fd00:ec2::254 is AWS's IPv6 metadata endpoint.
  if (b.join() === ipv6Bytes('fd00:ec2::254').join()) return 'metadata'
  if ((b[0]! & 0xfe) === 0xfc) return 'private'
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'link-local'
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'private'
  if (b[0] === 0xff) return 'reserved'
  return 'public'
}

/** Host names refused before any DNS lookup: local names resolve to this machine, metadata to the cloud. */
function hostNameKind(name: string): AddressKind {
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback'
  if (name === 'metadata.google.internal' || name === 'metadata.goog') return 'metadata'
  return 'public'
}

/** The pre-connection check of one URL: scheme, IP literal, well-known local names. */
function checkTarget(url: URL, allowPrivate: boolean, redirected: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const what = redirected ? `a redirect to a ${url.protocol} URL` : `a ${url.protocol} URL`
    throw new HttpError('BAD_SCHEME', `Refused: ${what} (only http and https are fetched)`, { url: url.href })
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) {
    const kind = addressKind(host)
    if (kind !== 'public' && kindBlocked(kind, allowPrivate))
      throw new HttpError('BLOCKED_ADDRESS', `Refused: ${host} is ${KIND_LABEL[kind]}`, { url: url.href })
    return
  }
  const name = host.toLowerCase().replace(/\.$/, '')
  const kind = hostNameKind(name)
  if (kind !== 'public' && kindBlocked(kind, allowPrivate))
    throw new HttpError(
      'BLOCKED_ADDRESS',
      `Refused: ${name} is ${KIND_LABEL[kind].replace('address', 'host')}`,
      {
        url: url.href,
      },
    )
}

const systemResolve: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

/**
 * The socket's DNS lookup. It sees every address a name resolves to at the moment of connecting, so a
 * name that answered with a public address earlier and a private one now (DNS rebinding) is still refused.
 */
function guardedLookup(resolveHost: ResolveHost, allowPrivate: boolean): LookupFunction {
  const choose = (hostname: string, family: number, addresses: ResolvedAddress[]): ResolvedAddress[] => {
    if (addresses.length === 0) throw new HttpError('NETWORK', `Could not resolve ${hostname}: no addresses`)
    for (const { address } of addresses) {
      const kind = addressKind(address)
      if (kind !== 'public' && kindBlocked(kind, allowPrivate))
        throw new HttpError(
          'BLOCKED_ADDRESS',
          `Refused: ${hostname} resolves to ${KIND_LABEL[kind]} (${address})`,
        )
    }
    const usable = family ? addresses.filter((a) => a.family === family) : addresses
    if (usable.length === 0)
      throw new HttpError('NETWORK', `Could not resolve ${hostname}: no IPv${family} address`)
    return usable
  }
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)
    // Two-argument then: an exception thrown by the socket's own callback must not call it a second time.
    resolveHost(hostname)
      .then((addresses) => choose(hostname, family, addresses))
      .then(
        (usable) => {
          if (options.all) callback(null, usable)
          else callback(null, usable[0]!.address, usable[0]!.family)
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      )
  }
}

// ---------------------------------------------------------------------------------------------------------
// The request.

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function sizeLabel(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() ? text.trim() : null
}

/**
 * GETs a URL with the fetch rules of issue 3. Throws HttpError for every failure: refused targets,
 * timeouts, oversized bodies, redirect trouble, non-2xx statuses and network errors.
 */
export async function httpGet(url: string, options: HttpGetOptions = {}): Promise<HttpResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects
  const allowPrivate = options.allowPrivateHosts ?? false

  let current: URL
  try {
    current = new URL(url)
  } catch {
    throw new HttpError('BAD_URL', `Not a valid URL: ${url.slice(0, 200)}`)
  }
  checkTarget(current, allowPrivate, false)

  const headers: Record<string, string> = {
    accept: options.accept ?? DEFAULTS.accept,
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': options.userAgent ?? DEFAULTS.userAgent,
  }
  if (options.etag) headers['if-none-match'] = options.etag
  if (options.lastModified) headers['if-modified-since'] = options.lastModified

  // One agent per call: its lookup carries this call's guard setting, and destroying it at the end leaves
  // no socket behind whatever went wrong.
  const agent = new Agent({
    connect: {
      timeout: connectTimeoutMs,
      lookup: guardedLookup(options.resolveHost ?? systemResolve, allowPrivate),
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
  })
  const signal = AbortSignal.timeout(timeoutMs)

  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(current, { method: 'GET', headers, dispatcher: agent, signal })
      const { statusCode } = response

      if (REDIRECTS.has(statusCode)) {
        const location = header(response.headers, 'location')
        await response.body.dump({ limit: 64 * 1024 }).catch(() => {})
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
        checkTarget(next, allowPrivate, true)
        current = next
        continue
      }

      const etag = header(response.headers, 'etag')
      const lastModified = header(response.headers, 'last-modified')
      const contentType = header(response.headers, 'content-type')

      if (statusCode === 304) {
        await response.body.dump({ limit: 64 * 1024 }).catch(() => {})
        // Servers often leave validators out of a 304; the ones sent still hold.
        return {
          status: 304,
          url: current.href,
          notModified: true,
          etag: etag ?? options.etag ?? null,
          lastModified: lastModified ?? options.lastModified ?? null,
          contentType,
          body: new Uint8Array(0),
        }
      }

      if (statusCode < 200 || statusCode > 299) {
        discard(response.body)
        throw new HttpError('HTTP_STATUS', `HTTP ${statusCode} from ${current.host}`, {
          status: statusCode,
          url: current.href,
        })
      }

      const body = await readBody(response.body, response.headers, maxBytes, current)
      return {
        status: statusCode,
        url: current.href,
        notModified: false,
        etag,
        lastModified,
        contentType,
        body,
      }
    }
  } catch (error) {
    throw toHttpError(error, { signal, current, timeoutMs, connectTimeoutMs })
  } finally {
    await agent.destroy().catch(() => {})
  }
}

/** Drops a body unread. undici reports the abort as an error event, which nobody is left to hear. */
function discard(body: Readable): void {
  body.on('error', () => {})
  body.destroy()
}

function decoderFor(encoding: string, url: URL): Transform {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip()
    // RFC 9110: "deflate" is the zlib format (RFC 1950), which is what servers send today.
    case 'deflate':
      return createInflate()
    case 'br':
      return createBrotliDecompress()
    default:
      throw new HttpError(
        'NETWORK',
        `Unsupported content encoding "${encoding.slice(0, 40)}" from ${url.host}`,
        {
          url: url.href,
        },
      )
  }
}

/** The body, decompressed, stopped as soon as it passes the cap (a zip bomb never inflates past it). */
async function readBody(
  body: Readable,
  headers: Record<string, string | string[] | undefined>,
  maxBytes: number,
  url: URL,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new HttpError('TOO_LARGE', `Response larger than ${sizeLabel(maxBytes)} from ${url.host}`, {
      url: url.href,
    })
  const encodings = (header(headers, 'content-encoding') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity')
  const declared = Number(header(headers, 'content-length') ?? Number.NaN)
  if (encodings.length === 0 && declared > maxBytes) {
    discard(body)
    throw tooLarge()
  }

  let decoders: Transform[]
  try {
    // Codings are listed in the order applied, so they come off in reverse.
    decoders = encodings.reverse().map((e) => decoderFor(e, url))
  } catch (error) {
    discard(body)
    throw error
  }
  const stream: Readable =
    decoders.length === 0 ? body : (pipeline([body, ...decoders], () => {}) as unknown as Readable)

  const chunks: Buffer[] = []
  let total = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length
      if (total > maxBytes) throw tooLarge()
      chunks.push(chunk)
    }
  } finally {
    // Stop reading and drop the connection rather than drain the rest of an oversized or broken body.
    if (!body.readableEnded) discard(body)
    stream.on('error', () => {})
    stream.destroy()
  }
  return new Uint8Array(Buffer.concat(chunks, total))
}

// ---------------------------------------------------------------------------------------------------------
// Errors from undici, node:net and zlib, as one HttpError.

function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let e = error; e !== undefined && e !== null && chain.length < 8; e = (e as { cause?: unknown }).cause)
    chain.push(e)
  return chain
}

function toHttpError(
  error: unknown,
  context: { signal: AbortSignal; current: URL; timeoutMs: number; connectTimeoutMs: number },
): HttpError {
  const chain = errorChain(error)
  const { current, signal } = context
  const known = chain.find((e): e is HttpError => e instanceof HttpError)
  // The connection-time guard cannot know the URL; the hop being fetched is the one it refused.
  if (known)
    return known.url
      ? known
      : new HttpError(known.code, known.message, {
          status: known.status,
          url: current.href,
          cause: known.cause,
        })
  const host = current.host
  const codes = chain
    .map((e) => (e as { code?: unknown }).code)
    .filter((c): c is string => typeof c === 'string')
  const opts = { url: current.href, cause: error }

  if (codes.includes('UND_ERR_CONNECT_TIMEOUT'))
    return new HttpError(
      'TIMEOUT',
      `Could not connect to ${host} within ${seconds(context.connectTimeoutMs)}`,
      opts,
    )
  if (
    signal.aborted ||
    codes.includes('UND_ERR_HEADERS_TIMEOUT') ||
    codes.includes('UND_ERR_BODY_TIMEOUT') ||
    chain.some((e) => e instanceof Error && e.name === 'TimeoutError')
  )
    return new HttpError('TIMEOUT', `Timed out after ${seconds(context.timeoutMs)} waiting for ${host}`, opts)
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN'))
    return new HttpError('NETWORK', `Could not resolve ${current.hostname}`, opts)
  if (codes.includes('ECONNREFUSED')) return new HttpError('NETWORK', `Connection refused by ${host}`, opts)
  if (codes.includes('ECONNRESET') || codes.includes('UND_ERR_SOCKET'))
    return new HttpError('NETWORK', `Connection to ${host} was closed unexpectedly`, opts)
  if (
    codes.some((c) => c.startsWith('Z_') || c.startsWith('ERR_BROTLI') || c === 'ERR__ERROR_FORMAT_PADDING_1')
  )
    return new HttpError('NETWORK', `Could not decompress the response from ${host}`, opts)
  if (codes.some((c) => c.startsWith('ERR_TLS') || /CERT|SSL/.test(c)))
    return new HttpError('NETWORK', `TLS error talking to ${host} (${codes[0]})`, opts)
  const detail = codes[0] ?? (error instanceof Error ? error.message : String(error))
  return new HttpError(
    'NETWORK',
    `Network error talking to ${host}: ${detail.split('\n')[0]?.slice(0, 200)}`,
    opts,
  )
}
