import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import {
  bodyHeldAsIs,
  compressLarge,
  cachedText,
  etagAndCache,
  etagMatches,
  ignoreQueryTimestamps,
  publicCacheControl,
  RecentGzips,
  weakEtag,
} from './caching'

function testApp(options: { maxBodyBytes?: number } = {}) {
  let article = { id: 'a1', title: 'NAVI win the Major' }
  const app = new Hono()
  app.use(compress())
  app.use(etagAndCache({ maxAge: 60, staleWhileRevalidate: 300, ...options }))
  app.get('/api/articles', (c) => c.json({ articles: [article] }))
  app.get('/api/articles/summary', (c) => {
    c.header('cache-control', 'public, max-age=5')
    return c.json({ summary: 'short' })
  })
  app.get('/api/admin/feeds', (c) => c.json({ feeds: [] }))
  app.get('/api/auth/get-session', (c) => c.json(null))
  app.get('/page', (c) => c.html(`<html><body><h1>${article.title}</h1></body></html>`))
  app.get('/big', (c) => c.html('x'.repeat(10_000)))
  app.get('/stream', () => {
    const chunks = ['<p>', 'a'.repeat(4000), 'b'.repeat(4000), '</p>']
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift()
        if (next === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(next))
      },
    })
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  })
  app.get('/missing', (c) => c.json({ error: 'nope' }, 404))
  app.get('/events', () => new Response('data: hi\n\n', { headers: { 'content-type': 'text/event-stream' } }))
  app.get('/login', (c) => {
    c.header('set-cookie', 'session=1; HttpOnly')
    return c.json({ ok: true })
  })
  app.get('/image.png', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'content-type': 'image/png' }))
  app.get('/sitemap.xml', (c) =>
    cachedText(c, '<urlset/>', { contentType: 'application/xml', cacheControl: 'public, max-age=300' }),
  )
  const change = (title: string) => {
    article = { ...article, title }
  }
  return { app, change }
}

describe('weakEtag and etagMatches', () => {
  it('tags equal bodies alike and different bodies differently', () => {
    expect(weakEtag('abc')).toMatch(/^W\/"[\w-]+"$/)
    expect(weakEtag('abc')).toBe(weakEtag(new TextEncoder().encode('abc')))
    expect(weakEtag('abc')).not.toBe(weakEtag('abd'))
  })

  it('compares weakly, in lists, and accepts *', () => {
    const tag = 'W/"xyz"'
    expect(etagMatches('W/"xyz"', tag)).toBe(true)
    expect(etagMatches('"xyz"', tag)).toBe(true)
    expect(etagMatches('"a", W/"xyz"', tag)).toBe(true)
    expect(etagMatches('*', tag)).toBe(true)
    expect(etagMatches('"xy"', tag)).toBe(false)
    expect(etagMatches(undefined, tag)).toBe(false)
  })

  it('writes the public Cache-Control', () => {
    expect(publicCacheControl(60, 300)).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(publicCacheControl(300)).toBe('public, max-age=300')
  })
})

describe('etagAndCache', () => {
  it('tags public JSON, caches it publicly and answers 304 to a matching If-None-Match', async () => {
    const { app } = testApp()
    const first = await app.request('/api/articles')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    expect(await first.json()).toEqual({ articles: [{ id: 'a1', title: 'NAVI win the Major' }] })

    const second = await app.request('/api/articles', { headers: { 'if-none-match': etag! } })
    expect(second.status).toBe(304)
    expect(second.headers.get('etag')).toBe(etag)
    expect(second.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(await second.text()).toBe('')
  })

  it('gives a changed article a new ETag, so a cache revalidating with the old one gets the new body', async () => {
    const { app, change } = testApp()
    const before = (await app.request('/page')).headers.get('etag')!
    change('NAVI lose the Major')
    const after = await app.request('/page', { headers: { 'if-none-match': before } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
    expect(await after.text()).toContain('NAVI lose the Major')
  })

  it('keeps a Cache-Control the handler chose, and still tags the body', async () => {
    const { app } = testApp()
    const res = await app.request('/api/articles/summary')
    expect(res.headers.get('cache-control')).toBe('public, max-age=5')
    expect(res.headers.get('etag')).toMatch(/^W\//)
  })

  it('marks admin and auth answers private, no-store, untagged', async () => {
    const { app } = testApp()
    for (const path of ['/api/admin/feeds', '/api/auth/get-session']) {
      const res = await app.request(path)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('etag')).toBeNull()
    }
  })

  it('never shares an answer to a request with a cookie or credentials, nor one that sets a cookie', async () => {
    const { app } = testApp()
    const credentialed: Record<string, string>[] = [{ cookie: 'session=abc' }, { authorization: 'Bearer x' }]
    for (const headers of credentialed) {
      const res = await app.request('/api/articles', { headers })
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('etag')).toBeNull()
    }
    const login = await app.request('/login')
    expect(login.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves errors, event streams and binary bodies alone', async () => {
    const { app } = testApp()
    const missing = await app.request('/missing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    expect(missing.headers.get('cache-control')).toBeNull()
    const events = await app.request('/events')
    expect(events.headers.get('cache-control')).toBeNull()
    expect(events.headers.get('etag')).toBeNull()
    const image = await app.request('/image.png')
    expect(image.headers.get('etag')).toBeNull()
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('passes a body over the size limit through whole, untagged, streamed or not', async () => {
    const { app } = testApp({ maxBodyBytes: 1000 })
    const big = await app.request('/big')
    expect(big.headers.get('etag')).toBeNull()
    expect((await big.text()).length).toBe(10_000)
    const stream = await app.request('/stream')
    expect(stream.headers.get('etag')).toBeNull()
    expect(await stream.text()).toBe(`<p>${'a'.repeat(4000)}${'b'.repeat(4000)}</p>`)
  })

  it('tags a streamed body under the limit', async () => {
    const { app } = testApp()
    const res = await app.request('/stream')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    expect((await res.text()).length).toBe(8007)
    expect((await app.request('/stream', { headers: { 'if-none-match': etag! } })).status).toBe(304)
  })

  it('tags the uncompressed body, so gzip and identity answers share one validator', async () => {
    const { app } = testApp()
    const plain = await app.request('/big')
    const gzipped = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'))
    const revalidated = await app.request('/big', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.get('etag')! },
    })
    expect(revalidated.status).toBe(304)
  })
})

describe('etagAndCache compression', () => {
  it('gzips a body it holds in one piece, with its length, and sends a small one as it is', async () => {
    const { app } = testApp()
    const big = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(big.headers.get('content-encoding')).toBe('gzip')
    expect(big.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = new Uint8Array(await big.arrayBuffer())
    expect(Number(big.headers.get('content-length'))).toBe(bytes.byteLength)
    expect(gunzipSync(bytes).toString()).toBe('x'.repeat(10_000))
    const identity = await app.request('/big')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('vary')).toBe('Accept-Encoding')
    expect(await identity.text()).toBe('x'.repeat(10_000))
    const small = await app.request('/api/articles', { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ articles: [{ id: 'a1', title: 'NAVI win the Major' }] })
  })

  it('sends the gzip of the body being sent when an answer changes and changes back', async () => {
    let text = 'a'.repeat(3000)
    const app = new Hono()
    app.use(etagAndCache({ maxAge: 60 }))
    app.get('/api/story', (c) => c.json({ text }))
    const read = async () => {
      const res = await app.request('/api/story', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength)
      return (JSON.parse(gunzipSync(bytes).toString()) as { text: string }).text
    }
    expect(await read()).toBe(text)
    expect(await read()).toBe(text)
    text = 'b'.repeat(3000)
    expect(await read()).toBe(text)
    text = 'a'.repeat(3000)
    expect(await read()).toBe(text)
  })

  it('keeps the gzips of the last bodies only, within its count and bytes', async () => {
    const gzips = new RecentGzips(2, 1_000_000)
    const body = (n: number) => new TextEncoder().encode(`${n}`.repeat(2000))
    for (const n of [1, 2, 3]) await gzips.gzip(body(n), weakEtag(body(n)), 'application/json')
    expect(gzips.size).toBe(2)
    const again = await gzips.gzip(body(3), weakEtag(body(3)), 'application/json')
    expect(gunzipSync(again).toString()).toBe('3'.repeat(2000))
  })

  it('sends a page at gzip level 9 (fewer bytes for the same CPU) and JSON at level 6', async () => {
    // Words in a varying order, so that the levels' outputs differ, as a listing's cards do.
    const words = ['match', 'roster', 'final', 'team', 'series', 'map', 'win', 'patch', 'event', 'score']
    let seed = 7
    const text = Array.from({ length: 6000 }, () => {
      seed = (seed * 48271) % 2147483647
      return words[seed % words.length]
    }).join(' ')
    const app = new Hono()
    app.use(etagAndCache({ maxAge: 60 }))
    app.get('/page', (c) => c.html(`<html><body><p>${text}</p></body></html>`))
    app.get('/api/text', (c) => c.json({ text }))
    const sent = async (path: string) => {
      const res = await app.request(path, { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      return new Uint8Array(await res.arrayBuffer()).byteLength
    }
    const page = Buffer.from(`<html><body><p>${text}</p></body></html>`)
    const json = Buffer.from(JSON.stringify({ text }))
    expect(gzipSync(page, { level: 9 }).byteLength).toBeLessThan(gzipSync(page, { level: 6 }).byteLength)
    expect(await sent('/page')).toBe(gzipSync(page, { level: 9 }).byteLength)
    expect(await sent('/api/text')).toBe(gzipSync(json, { level: 6 }).byteLength)
  })

  it("leaves the renderer's in-process calls untagged and uncompressed", async () => {
    const app = new Hono()
    app.use(async (c, next) => {
      c.set('inProcess' as never, true as never)
      await next()
    })
    app.use(etagAndCache({ maxAge: 60 }))
    app.get('/api/big', (c) => c.json({ text: 'y'.repeat(5000) }))
    const res = await app.request('/api/big', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(((await res.json()) as { text: string }).text).toHaveLength(5000)
  })
})

describe('ignoreQueryTimestamps', () => {
  it('zeroes the fetch times of the dehydrated query cache and nothing else', () => {
    const html =
      '<p>"dataUpdatedAt":5</p><script>{"dehydratedAt":1795306271857,"state":{"dataUpdatedAt":1795306271853,"errorUpdatedAt":0,"dataUpdateCount":1,"title":"Score 2:1"}}</script>'
    expect(ignoreQueryTimestamps(html)).toBe(
      '<p>"dataUpdatedAt":0</p><script>{"dehydratedAt":0,"state":{"dataUpdatedAt":0,"errorUpdatedAt":0,"dataUpdateCount":1,"title":"Score 2:1"}}</script>',
    )
  })

  it('lets two renders that differ only in fetch times share an ETag', async () => {
    let stamp = 1
    const app = new Hono()
    app.use(etagAndCache({ maxAge: 60, normalizeForEtag: ignoreQueryTimestamps }))
    app.get('/', (c) => c.html(`<h1>Iñaki — “Same”</h1><script>{"dataUpdatedAt":${stamp++}}</script>`))
    const etag = (await app.request('/')).headers.get('etag')!
    // The tag of the text itself (UTF-8), fetch times zeroed: reading the bytes as Latin-1 changes nothing.
    expect(etag).toBe(weakEtag('<h1>Iñaki — “Same”</h1><script>{"dataUpdatedAt":0}</script>'))
    expect((await app.request('/', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})

describe('cachedText', () => {
  it('answers the document with its ETag, then 304', async () => {
    const { app } = testApp()
    const first = await app.request('/sitemap.xml')
    expect(first.headers.get('content-type')).toBe('application/xml')
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = first.headers.get('etag')!
    expect(etag).toBe(weakEtag('<urlset/>'))
    const second = await app.request('/sitemap.xml', { headers: { 'if-none-match': etag } })
    expect(second.status).toBe(304)
  })
})

describe('answers as @hono/node-server serves them', () => {
  it('sends a short answer of its own routes as it is, with its length, and gzips a long one', async () => {
    const { createAdaptorServer } = await import('@hono/node-server')
    const app = new Hono()
    app.use(compressLarge())
    app.get('/healthz', (c) => c.json({ status: 'ok' }))
    app.get('/robots.txt', (c) => c.text('User-agent: *\nAllow: /\n'))
    app.get('/feed.xml', (c) =>
      c.body('<item>match</item>'.repeat(200), 200, { 'content-type': 'application/xml' }),
    )
    const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: true })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    // node:http, not fetch: the bytes on the wire, with their headers, undecoded.
    const get = (path: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        httpGet({ port, path, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
    try {
      const health = await get('/healthz')
      expect(health.headers['content-encoding']).toBeUndefined()
      expect(health.headers['content-length']).toBe('15')
      expect(health.bytes.toString()).toBe('{"status":"ok"}')
      const robots = await get('/robots.txt')
      expect(robots.headers['content-encoding']).toBeUndefined()
      expect(robots.bytes.toString()).toBe('User-agent: *\nAllow: /\n')
      const feed = await get('/feed.xml')
      expect(feed.headers['content-encoding']).toBe('gzip')
      expect(feed.headers.vary).toBe('Accept-Encoding')
      expect(gunzipSync(feed.bytes).toString()).toBe('<item>match</item>'.repeat(200))
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it("reads a body from node-server's light Response without making its stream, and serves the same ETag, bytes and 304", async () => {
    const { createAdaptorServer } = await import('@hono/node-server')
    const text = JSON.stringify({
      // Not ASCII: a string's length is not its length in bytes, which the ETag, the gzip kept and the header use.
      items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `équipe ${i} — Ñandú` })),
    })
    const app = new Hono()
    app.use(etagAndCache({ maxAge: 60 }))
    app.get('/api/items', (c) => c.body(text, 200, { 'content-type': 'application/json' }))
    // overrideGlobalObjects: the global Response is node-server's own from here on, as in the running site.
    const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: true })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const light = new Response(text, { headers: { 'content-type': 'application/json' } })
      expect(Buffer.from(bodyHeldAsIs(light)!).toString()).toBe(text)
      expect(bodyHeldAsIs(new Response(new Blob([text])))).toBeUndefined()

      const { port } = server.address() as { port: number }
      const url = `http://127.0.0.1:${port}/api/items`
      const first = await fetch(url)
      expect(await first.text()).toBe(text)
      expect(first.headers.get('etag')).toBe(weakEtag(new TextEncoder().encode(text)))
      const again = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } })
      expect(again.status).toBe(304)
      const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      expect(zipped.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(await zipped.text()).toBe(text)
      // The second gzip'ed answer is the gzip kept from the first, sent for the same string.
      const zippedAgain = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
      expect(await zippedAgain.text()).toBe(text)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
