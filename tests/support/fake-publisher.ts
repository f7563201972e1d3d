import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib'
import { startFakeServer } from './fake-server'

// A real HTTP server on 127.0.0.1 that behaves like the publishers the fetcher meets: well-behaved feeds,
// compressed ones, slow, huge and hostile ones. Tests fetch from it instead of the internet.

const FIXTURES = new URL('../../fixtures/feeds/', import.meta.url)
const TESTDATA = new URL('../../src/server/ingest/testdata/', import.meta.url)

const MB = 1024 * 1024

/** The validators of /feed.xml; tests send them back to get a 304. */
export const FEED_ETAG = '"northwind-v1"'
export const FEED_LAST_MODIFIED = 'Sun, 15 Nov 2026 11:00:00 GMT'

/** A 1×1 PNG, what /image.png serves. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** How much /huge.xml would send if nobody stopped reading. */
export const HUGE_BYTES = 64 * MB
/** How much /gzip-bomb.xml inflates to; its compressed size is a few tens of KB. */
export const BOMB_BYTES = 64 * MB

export interface FakePublisher {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string
  /** Requests received per path (query string excluded). */
  hits: Record<string, number>
  /** Body bytes written per path: 0 after a 304. */
  bodyBytes: Record<string, number>
  /** Responses per path whose connection closed before the body was finished. */
  cutOff: Record<string, number>
  close(): Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void

function file(dir: URL, name: string): Buffer {
  return readFileSync(new URL(name, dir))
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-type': 'text/plain' })
  res.end(`Moved to ${location}`)
}

function xml(res: ServerResponse, body: Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'content-type': 'application/rss+xml; charset=utf-8',
    'content-length': String(body.length),
    ...headers,
  })
  res.end(body)
}

/** Writes `total` bytes of a feed-shaped document, respecting backpressure so memory stays flat. */
function streamHuge(res: ServerResponse, total: number): void {
  res.writeHead(200, {
    'content-type': 'application/rss+xml; charset=utf-8',
    'content-length': String(total),
  })
  const head = Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>')
  const item = Buffer.from(
    `<item><title>Filler</title><link>https://huge.example.com/x</link><description>${'x'.repeat(900)}</description></item>\n`,
  )
  let sent = 0
  const chunk = Buffer.concat(Array(64).fill(item))
  const pump = () => {
    while (sent < total) {
      const piece = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent))
      sent += piece.length
      if (!res.write(piece)) return void res.once('drain', pump)
    }
    res.end()
  }
  pump()
}

let bomb: Buffer | undefined

// Compressed once per process: a run of spaces after an XML prolog inflates ~1000:1.
function gzipBomb(): Buffer {
  bomb ??= gzipSync(
    Buffer.concat([
      Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel>'),
      Buffer.alloc(BOMB_BYTES, 0x20),
    ]),
    { level: constants.Z_BEST_COMPRESSION },
  )
  return bomb
}

function notModified(req: IncomingMessage): boolean {
  const inm = req.headers['if-none-match']
  // RFC 9110 §13.1.3: If-None-Match wins; If-Modified-Since only counts when it is absent.
  if (inm !== undefined) return inm.split(',').some((tag) => tag.trim() === FEED_ETAG || tag.trim() === '*')
  const ims = req.headers['if-modified-since']
  return ims !== undefined && Date.parse(ims) >= Date.parse(FEED_LAST_MODIFIED)
}

const ROUTES: Record<string, Handler> = {
  // A well-behaved publisher: validators, and a bodiless 304 when they match.
  '/feed.xml': (req, res) => {
    const validators = { etag: FEED_ETAG, 'last-modified': FEED_LAST_MODIFIED }
    if (notModified(req)) {
      res.writeHead(304, validators)
      res.end()
      return
    }
    xml(res, file(FIXTURES, 'northwind-wire.xml'), validators)
  },
  '/gzip.xml': (_req, res) =>
    xml(res, gzipSync(file(FIXTURES, 'frag-report.xml')), { 'content-encoding': 'gzip' }),
  '/deflate.xml': (_req, res) =>
    xml(res, deflateSync(file(FIXTURES, 'frag-report.xml')), { 'content-encoding': 'deflate' }),
  '/brotli.xml': (_req, res) =>
    xml(res, brotliCompressSync(file(FIXTURES, 'frag-report.xml')), { 'content-encoding': 'br' }),
  '/bad-gzip.xml': (_req, res) =>
    xml(res, Buffer.from('this is not gzip data'), { 'content-encoding': 'gzip' }),
  '/huge.xml': (_req, res) => streamHuge(res, HUGE_BYTES),
  '/gzip-bomb.xml': (_req, res) => xml(res, gzipBomb(), { 'content-encoding': 'gzip' }),
  // Headers at once, then the first bytes of the body, then nothing until the client gives up.
  '/stall.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' })
    res.write('<?xml version="1.0"?><rss version="2.0"><channel>')
  },
  // A byte every 50 ms: never idle long enough for a per-read timeout, so only the total timeout ends it.
  '/trickle.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' })
    const timer = setInterval(() => res.write(' '), 50)
    res.on('close', () => clearInterval(timer))
  },
  // No status line at all.
  '/no-headers.xml': () => {},
  '/status/500': (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/plain' })
    res.end('Internal Server Error')
  },
  '/status/404': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('Not Found')
  },
  // Three hops written three ways (absolute, root-relative, relative), then the feed.
  '/chain/3': (req, res) => redirect(res, `http://${req.headers.host}/chain/2`, 301),
  '/chain/2': (_req, res) => redirect(res, '/chain/1', 307),
  '/chain/1': (_req, res) => redirect(res, '../ok.xml', 308),
  '/ok.xml': (_req, res) =>
    xml(res, file(FIXTURES, 'rift-report.xml'), { 'content-type': 'application/atom+xml' }),
  '/loop/a': (_req, res) => redirect(res, '/loop/b'),
  '/loop/b': (_req, res) => redirect(res, '/loop/a'),
  '/to-ftp': (_req, res) => redirect(res, 'ftp://ftp.example.com/feed.xml'),
  '/to-file': (_req, res) => redirect(res, 'file:///etc/passwd'),
  '/to-metadata': (_req, res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
  // Redirects wherever ?to= says; lets a test aim a hop at a name of its choosing.
  '/redirect': (_req, res, url) => redirect(res, url.searchParams.get('to') ?? '/'),
  '/billion-laughs.xml': (_req, res) => xml(res, file(TESTDATA, 'billion-laughs.xml')),
  '/latin1.xml': (_req, res) =>
    xml(res, file(FIXTURES, 'spike-planted-latin1.xml'), {
      'content-type': 'application/rss+xml; charset=ISO-8859-1',
    }),
  '/malformed.xml': (_req, res) => xml(res, file(TESTDATA, 'malformed.xml')),
  '/html-page.html': (_req, res) =>
    xml(res, file(TESTDATA, 'html-page.html'), { 'content-type': 'text/html; charset=utf-8' }),
  // Images, for the image proxy: a real one, an SVG, and one far larger than any hero image.
  '/image.png': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(TINY_PNG.length) })
    res.end(TINY_PNG)
  },
  '/image.svg': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml' })
    res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  },
  '/huge-image.png': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' })
    const chunk = Buffer.alloc(64 * 1024, 0x42)
    let sent = 0
    const pump = () => {
      while (sent < HUGE_BYTES) {
        sent += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  },
  '/echo-headers': (req, res) => {
    const body = Buffer.from(JSON.stringify(req.headers))
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) })
    res.end(body)
  },
}

/** Any bundled feed or parser test input by name: /fixtures/{file}, /testdata/{file}. */
function staticFile(path: string): Buffer | undefined {
  const match = /^\/(fixtures|testdata)\/([a-z0-9][a-z0-9.-]*)$/.exec(path)
  if (!match) return undefined
  try {
    return file(match[1] === 'fixtures' ? FIXTURES : TESTDATA, match[2] ?? '')
  } catch {
    return undefined
  }
}

export async function startFakePublisher(): Promise<FakePublisher> {
  const hits: Record<string, number> = {}
  const bodyBytes: Record<string, number> = {}
  const cutOff: Record<string, number> = {}

  const server = await startFakeServer((req, res, _request, url) => {
    const path = url.pathname
    hits[path] = (hits[path] ?? 0) + 1
    bodyBytes[path] ??= 0

    // Count body bytes as they are handed to the socket, headers excluded.
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array)
        bodyBytes[path] = (bodyBytes[path] ?? 0) + Buffer.byteLength(chunk)
      return write(chunk, ...rest)
    }) as typeof res.write
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array)
        bodyBytes[path] = (bodyBytes[path] ?? 0) + Buffer.byteLength(chunk)
      return end(chunk, ...rest)
    }) as typeof res.end
    res.on('close', () => {
      if (!res.writableFinished) cutOff[path] = (cutOff[path] ?? 0) + 1
    })

    const handler = ROUTES[path]
    if (handler) return handler(req, res, url)
    const body = staticFile(path)
    if (body) return xml(res, body)
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('Not Found')
  })

  return { url: server.url, hits, bodyBytes, cutOff, close: server.close }
}
