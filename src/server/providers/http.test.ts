import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FEED_ETAG,
  FEED_LAST_MODIFIED,
  type FakePublisher,
  HUGE_BYTES,
  startFakePublisher,
} from '../../../tests/support/fake-publisher'
import { parseFeed } from '../ingest/parse'
import { FeedParseError } from '../ingest/parse-common'
import {
  defaultUserAgent,
  type HttpErrorCode,
  createHttpClient,
  HttpError,
  type HttpGetOptions,
  httpGet,
  parseRetryAfter,
  type ResolveHost,
} from './http'

let publisher: FakePublisher

beforeAll(async () => {
  publisher = await startFakePublisher()
})

afterAll(async () => {
  await publisher.close()
})

// The publisher is on 127.0.0.1, so everything but the SSRF tests lets private hosts through.
const local: HttpGetOptions = { allowPrivateHosts: true }

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected an HttpError')
}

async function expectCode(promise: Promise<unknown>, code: HttpErrorCode): Promise<HttpError> {
  const error = await failure(promise)
  expect(error.code, error.message).toBe(code)
  expect(error.message).not.toContain('\n')
  return error
}

/** A resolver for names the sandbox cannot look up: every name answers with the given addresses. */
function resolvesTo(...addresses: string[]): ResolveHost {
  return async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}

describe('httpGet against a fake publisher', () => {
  it('fetches a feed and keeps its validators, content type and final URL', async () => {
    const result = await httpGet(`${publisher.url}/feed.xml`, local)
    expect(result).toMatchObject({
      status: 200,
      url: `${publisher.url}/feed.xml`,
      notModified: false,
      etag: FEED_ETAG,
      lastModified: FEED_LAST_MODIFIED,
      contentType: 'application/rss+xml; charset=utf-8',
    })
    expect(parseFeed(result.body, result.url).title).toBe('Northwind Wire')
  })

  it('answers a matching ETag or Last-Modified with 304 and no body, at no cost to the publisher', async () => {
    const before = publisher.bodyBytes['/feed.xml'] ?? 0
    const hitsBefore = publisher.hits['/feed.xml'] ?? 0
    const byEtag = await httpGet(`${publisher.url}/feed.xml`, { ...local, etag: FEED_ETAG })
    const byDate = await httpGet(`${publisher.url}/feed.xml`, { ...local, lastModified: FEED_LAST_MODIFIED })
    for (const result of [byEtag, byDate]) {
      expect(result).toMatchObject({ status: 304, notModified: true, etag: FEED_ETAG })
      expect(result.body).toHaveLength(0)
    }
    expect(publisher.hits['/feed.xml']).toBe(hitsBefore + 2)
    expect(publisher.bodyBytes['/feed.xml']).toBe(before)
  })

  it('refetches in full when the validators no longer match', async () => {
    const result = await httpGet(`${publisher.url}/feed.xml`, { ...local, etag: '"stale"' })
    expect(result.status).toBe(200)
    expect(result.body.length).toBeGreaterThan(1000)
  })

  it('sends a clear User-Agent, compression support and conditional headers', async () => {
    const userAgent = defaultUserAgent('BO5', 'https://bo5.example.com/')
    expect(userAgent).toBe('BO5-FeedFetcher/1.0 (+https://bo5.example.com/about)')
    const result = await httpGet(`${publisher.url}/echo-headers`, {
      ...local,
      userAgent,
      etag: '"abc"',
      lastModified: FEED_LAST_MODIFIED,
    })
    const sent = JSON.parse(Buffer.from(result.body).toString('utf8'))
    expect(sent).toMatchObject({
      'user-agent': userAgent,
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': '"abc"',
      'if-modified-since': FEED_LAST_MODIFIED,
    })
    expect(sent.accept).toContain('application/rss+xml')
  })

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-15T12:00:00Z')
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter('Sun, 15 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })

  it('makes a product token of a brand with spaces', () => {
    expect(defaultUserAgent('Game Day News', 'https://news.example.com')).toBe(
      'Game-Day-News-FeedFetcher/1.0 (+https://news.example.com/about)',
    )
  })

  it.each(['/gzip.xml', '/deflate.xml', '/brotli.xml'])('decodes %s', async (path) => {
    const result = await httpGet(`${publisher.url}${path}`, local)
    const feed = parseFeed(result.body, result.url)
    expect(feed.title).toBe('The Frag Report')
    expect(feed.items).toHaveLength(10)
  })

  it('reports a body that does not decompress as a network error', async () => {
    const error = await expectCode(httpGet(`${publisher.url}/bad-gzip.xml`, local), 'NETWORK')
    expect(error.message).toMatch(/^Could not decompress the response from 127\.0\.0\.1:\d+$/)
  })

  it('stops a body over 5 MB while streaming and drops the connection', async () => {
    const error = await expectCode(httpGet(`${publisher.url}/huge.xml`, local), 'TOO_LARGE')
    expect(error.message).toMatch(/^Response larger than 5 MB from 127\.0\.0\.1:\d+$/)
    // The server notices the closed socket: the response ends cut off, far short of its 64 MB.
    await expect.poll(() => publisher.cutOff['/huge.xml'] ?? 0, { timeout: 2_000 }).toBe(1)
    expect(publisher.bodyBytes['/huge.xml']).toBeLessThan(HUGE_BYTES / 2)
  })

  it('honours a smaller cap', async () => {
    const error = await expectCode(
      httpGet(`${publisher.url}/feed.xml`, { ...local, maxBytes: 1024 }),
      'TOO_LARGE',
    )
    expect(error.message).toContain('Response larger than 1 KB')
  })

  it('stops a gzip bomb at the cap on decompressed bytes', async () => {
    const error = await expectCode(httpGet(`${publisher.url}/gzip-bomb.xml`, local), 'TOO_LARGE')
    expect(error.message).toContain('5 MB')
  })

  it.each(['/stall.xml', '/trickle.xml', '/no-headers.xml'])(
    'gives up on %s at the total timeout',
    async (path) => {
      // The publisher never finishes: only the request's own timeout can end it (else the test times out).
      const error = await expectCode(
        httpGet(`${publisher.url}${path}`, { ...local, timeoutMs: 300 }),
        'TIMEOUT',
      )
      expect(error.message).toMatch(/^Timed out after 0\.3 s waiting for 127\.0\.0\.1:\d+$/)
    },
  )

  it('gives up on a DNS answer that never comes at the connect timeout', async () => {
    const error = await expectCode(
      httpGet('http://feeds.example.com/feed.xml', {
        connectTimeoutMs: 200,
        timeoutMs: 5_000,
        resolveHost: () => new Promise(() => {}),
      }),
      'TIMEOUT',
    )
    expect(error.message).toBe('Could not connect to feeds.example.com within 0.2 s')
  })

  it.each([
    [500, '/status/500'],
    [404, '/status/404'],
  ])('reports HTTP %i with its status', async (status, path) => {
    const error = await expectCode(httpGet(`${publisher.url}${path}`, local), 'HTTP_STATUS')
    expect(error.status).toBe(status)
    expect(error.message).toMatch(new RegExp(`^HTTP ${status} from 127\\.0\\.0\\.1:\\d+$`))
  })

  it('follows a three-hop redirect chain (absolute, root-relative, relative) and reports the final URL', async () => {
    const result = await httpGet(`${publisher.url}/chain/3`, local)
    expect(result.url).toBe(`${publisher.url}/ok.xml`)
    expect(result.contentType).toBe('application/atom+xml')
    expect(parseFeed(result.body, result.url).title).toBe('Rift Report')
  })

  it('gives up on a chain longer than maxRedirects', async () => {
    const error = await expectCode(
      httpGet(`${publisher.url}/chain/3`, { ...local, maxRedirects: 2 }),
      'TOO_MANY_REDIRECTS',
    )
    expect(error.message).toBe('Gave up after 2 redirects')
  })

  it('ends a redirect loop at the limit', async () => {
    const before = (publisher.hits['/loop/a'] ?? 0) + (publisher.hits['/loop/b'] ?? 0)
    const error = await expectCode(httpGet(`${publisher.url}/loop/a`, local), 'TOO_MANY_REDIRECTS')
    expect(error.message).toBe('Gave up after 5 redirects')
    // The first request plus five followed redirects.
    expect((publisher.hits['/loop/a'] ?? 0) + (publisher.hits['/loop/b'] ?? 0) - before).toBe(6)
  })

  it.each([
    ['/to-ftp', 'ftp:'],
    ['/to-file', 'file:'],
  ])('refuses %s as a bad scheme', async (path, scheme) => {
    const error = await expectCode(httpGet(`${publisher.url}${path}`, local), 'BAD_SCHEME')
    expect(error.message).toBe(`Refused: a redirect to a ${scheme} URL (only http and https are fetched)`)
  })

  it.each([
    'ftp://ftp.example.com/feed.xml',
    'file:///etc/passwd',
    'gopher://example.com/',
    'data:text/xml,<rss/>',
  ])('refuses %s before connecting', async (url) => {
    await expectCode(httpGet(url, local), 'BAD_SCHEME')
  })

  it.each(['not a url', '', 'http://'])('reports %j as a bad URL', async (url) => {
    await expectCode(httpGet(url), 'BAD_URL')
  })

  it('serves feeds the parser then refuses or reads (the fetcher does not judge content)', async () => {
    const latin1 = await httpGet(`${publisher.url}/latin1.xml`, local)
    expect(latin1.contentType).toBe('application/rss+xml; charset=ISO-8859-1')
    expect(
      parseFeed(latin1.body, latin1.url)
        .items.map((i) => i.title)
        .join(' '),
    ).toContain('Valorant')
    const laughs = await httpGet(`${publisher.url}/billion-laughs.xml`, local)
    expect(parseFeed(laughs.body, laughs.url).title).toBe('&lol9;')
    for (const path of ['/malformed.xml', '/html-page.html']) {
      const result = await httpGet(`${publisher.url}${path}`, local)
      expect(result.status).toBe(200)
      expect(() => parseFeed(result.body, result.url)).toThrow(FeedParseError)
    }
  })

  it('reports a refused connection as a network error', async () => {
    const closed = await startFakePublisher()
    await closed.close()
    const error = await expectCode(httpGet(`${closed.url}/feed.xml`, local), 'NETWORK')
    expect(error.message).toMatch(/^Connection refused by 127\.0\.0\.1:\d+$/)
  })
})

describe('SSRF guard (allowPrivateHosts off)', () => {
  it('refuses the fake publisher itself without sending it a request', async () => {
    const before = publisher.hits['/feed.xml'] ?? 0
    const error = await expectCode(httpGet(`${publisher.url}/feed.xml`), 'BLOCKED_ADDRESS')
    expect(error.message).toBe('Refused: 127.0.0.1 is a loopback address')
    expect(publisher.hits['/feed.xml'] ?? 0).toBe(before)
  })

  it.each([
    ['http://localhost/', 'Refused: localhost is a loopback host'],
    ['http://LOCALHOST./feed', 'Refused: localhost is a loopback host'],
    ['http://admin.localhost/', 'Refused: admin.localhost is a loopback host'],
    ['http://[::1]/', 'Refused: ::1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/', 'Refused: ::ffff:7f00:1 is a loopback address'],
    ['http://10.1.2.3/', 'Refused: 10.1.2.3 is a private address'],
    ['http://192.168.1.10:8080/rss', 'Refused: 192.168.1.10 is a private address'],
    ['http://169.254.169.254/latest/meta-data', 'Refused: 169.254.169.254 is the cloud metadata address'],
    [
      'http://metadata.google.internal/computeMetadata/v1/',
      'Refused: metadata.google.internal is the cloud metadata host',
    ],
    // The URL parser reads these spellings of 127.0.0.1 as that address.
    ['http://2130706433/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', 'Refused: 127.0.0.1 is a loopback address'],
    ['http://0.0.0.0/', 'Refused: 0.0.0.0 is a reserved address'],
  ])('refuses %s', async (url, message) => {
    const error = await expectCode(
      httpGet(url, { resolveHost: resolvesTo('203.0.113.10') }),
      'BLOCKED_ADDRESS',
    )
    expect(error.message).toBe(message)
  })

  it('refuses a host name that resolves to a private address, at connection time', async () => {
    const error = await expectCode(
      httpGet('http://feeds.example.com/feed.xml', { resolveHost: resolvesTo('10.0.0.5') }),
      'BLOCKED_ADDRESS',
    )
    expect(error.message).toBe('Refused: feeds.example.com resolves to a private address (10.0.0.5)')
  })

  it('checks every address a name resolves to, so one private answer among public ones is refused', async () => {
    const error = await expectCode(
      httpGet('http://rebind.example.com/', {
        resolveHost: resolvesTo('203.0.113.10', '::ffff:192.168.0.1'),
      }),
      'BLOCKED_ADDRESS',
    )
    expect(error.message).toBe(
      'Refused: rebind.example.com resolves to a private address (::ffff:192.168.0.1)',
    )
  })

  it('refuses a name that resolves to the publisher on 127.0.0.1 before it sends anything', async () => {
    const port = new URL(publisher.url).port
    const before = publisher.hits['/feed.xml'] ?? 0
    await expectCode(
      httpGet(`http://feeds.example.com:${port}/feed.xml`, { resolveHost: resolvesTo('127.0.0.1') }),
      'BLOCKED_ADDRESS',
    )
    expect(publisher.hits['/feed.xml'] ?? 0).toBe(before)
    // The same request goes through once private hosts are allowed: the refusal was the guard's doing.
    const allowed = await httpGet(`http://feeds.example.com:${port}/feed.xml`, {
      ...local,
      resolveHost: resolvesTo('127.0.0.1'),
    })
    expect(allowed.status).toBe(200)
    expect(publisher.hits['/feed.xml']).toBe(before + 1)
  })
})

describe('SSRF guard on redirect hops', () => {
  // The publisher is private, so the hop target must be something even allowPrivateHosts refuses: metadata.
  it('refuses a redirect to the metadata address even when private hosts are allowed', async () => {
    const error = await expectCode(httpGet(`${publisher.url}/to-metadata`, local), 'BLOCKED_ADDRESS')
    expect(error.message).toBe('Refused: 169.254.169.254 is the cloud metadata address')
  })

  it('refuses a public-looking redirect target that resolves to the metadata address, at the hop', async () => {
    const port = new URL(publisher.url).port
    const target = 'http://cdn.example.net/feed.xml'
    const resolveHost: ResolveHost = async (hostname) =>
      hostname === 'cdn.example.net'
        ? [{ address: '169.254.169.254', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }]
    const before = publisher.hits['/redirect'] ?? 0
    const error = await expectCode(
      httpGet(`http://feeds.example.com:${port}/redirect?to=${encodeURIComponent(target)}`, {
        ...local,
        resolveHost,
      }),
      'BLOCKED_ADDRESS',
    )
    expect(error.message).toBe(
      'Refused: cdn.example.net resolves to the cloud metadata address (169.254.169.254)',
    )
    expect(error.url).toBe(target)
    expect(publisher.hits['/redirect']).toBe(before + 1)
  })
})

describe('createHttpClient (PandaScore, Perplexity)', () => {
  const headersSeen = async (response: { text(max: number): Promise<string> }) =>
    JSON.parse(await response.text(64 * 1024)) as Record<string, string | undefined>

  it('keeps Authorization on a redirect within the origin and drops it on a hop to another host', async () => {
    const port = new URL(publisher.url).port
    const client = createHttpClient({ allowPrivateHosts: true, resolveHost: resolvesTo('127.0.0.1') })
    try {
      const headers = { authorization: 'Bearer secret-token' }
      const same = await client.request(`${publisher.url}/redirect?to=/echo-headers`, { headers })
      expect((await headersSeen(same)).authorization).toBe('Bearer secret-token')
      const other = `http://feeds.example.com:${port}/echo-headers`
      const moved = await client.request(`${publisher.url}/redirect?to=${encodeURIComponent(other)}`, {
        headers,
      })
      expect(moved.url).toBe(other)
      expect((await headersSeen(moved)).authorization).toBeUndefined()
    } finally {
      await client.close()
    }
  })

  it('answers a POST with its redirect instead of replaying it elsewhere', async () => {
    const client = createHttpClient({ allowPrivateHosts: true })
    try {
      const before = publisher.hits['/echo-headers'] ?? 0
      const response = await client.request(`${publisher.url}/redirect?to=/echo-headers`, {
        method: 'POST',
        body: '{}',
      })
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(response.status).toBeLessThan(400)
      response.discard()
      expect(publisher.hits['/echo-headers'] ?? 0).toBe(before)
    } finally {
      await client.close()
    }
  })

  it("ends with ABORTED when the caller's signal fires, not with a timeout", async () => {
    const client = createHttpClient({ allowPrivateHosts: true })
    const caller = new AbortController()
    try {
      const pending = client.request(`${publisher.url}/stall.xml`, {
        signal: caller.signal,
        timeoutMs: 60_000,
      })
      caller.abort()
      const error = await expectCode(pending, 'ABORTED')
      expect(error.message).toMatch(/^Cancelled the request to 127\.0\.0\.1:\d+$/)
    } finally {
      await client.close()
    }
  })

  it('caps a streamed body like a read one', async () => {
    const client = createHttpClient({ allowPrivateHosts: true })
    try {
      const response = await client.request(`${publisher.url}/feed.xml`)
      const read = async () => {
        for await (const _chunk of response.chunks(1024)) {
          // Reading is the test.
        }
      }
      await expectCode(read(), 'TOO_LARGE')
    } finally {
      await client.close()
    }
  })
})
