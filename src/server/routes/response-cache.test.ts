import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ResponseCache, type ResponseCacheOptions } from './response-cache'

// The cache's own rules, on a bare Hono app whose handler counts its calls (tests/response-cache.test.ts covers
// it inside the real app, with the database announcing changes).

function setup(options: ResponseCacheOptions = {}, cacheControl = 'public, max-age=60') {
  const cache = new ResponseCache(options)
  cache.enable()
  const calls: string[] = []
  let onHandle: () => void = () => {}
  const app = new Hono()
  app.use(cache.middleware())
  app.get('*', (c) => {
    calls.push(c.req.path)
    onHandle()
    c.header('cache-control', cacheControl)
    c.header('etag', `W/"${c.req.path}-${calls.length}"`)
    return c.text(`page ${c.req.path} rendered ${calls.length} times`)
  })
  return {
    cache,
    calls,
    get: async (path: string, headers: Record<string, string> = {}) =>
      (await app.request(path, { headers })).text(),
    onHandle: (fn: () => void) => {
      onHandle = fn
    },
  }
}

describe('response cache', () => {
  it('answers from memory until the answer’s max-age runs out', async () => {
    let now = 1_000_000
    const t = setup({ now: () => now }, 'public, max-age=30')
    expect(await t.get('/a')).toBe('page /a rendered 1 times')
    now += 29_000
    expect(await t.get('/a')).toBe('page /a rendered 1 times')
    now += 1_000
    expect(await t.get('/a')).toBe('page /a rendered 2 times')
  })

  it('keeps an entry no longer than its own limit, whatever max-age says', async () => {
    let now = 0
    const t = setup({ now: () => now, maxAgeSeconds: 5 }, 'public, max-age=3600')
    await t.get('/a')
    now += 5_000
    await t.get('/a')
    expect(t.calls).toEqual(['/a', '/a'])
  })

  it('tells query strings and hosts apart', async () => {
    const t = setup()
    await t.get('/api/articles?limit=1')
    await t.get('/api/articles?limit=2')
    await t.get('/api/articles?limit=1', { host: 'preview.example.com' })
    await t.get('/api/articles?limit=1')
    expect(t.calls).toEqual(['/api/articles', '/api/articles', '/api/articles'])
  })

  it('keys only the parameters the route reads, normalised (shared/route-queries.ts)', async () => {
    const t = setup()
    await t.get('/api/articles?tag=cs2&limit=5')
    await t.get('/api/articles?limit=5&tag=cs2')
    await t.get('/api/articles?limit=5&limit=5&tag=%20cs2%20&utm_source=x&fbclid=y')
    await t.get('/news?utm_source=newsletter')
    await t.get('/news?gclid=1&x=2')
    await t.get('/news')
    expect(t.calls).toEqual(['/api/articles', '/news'])
    expect(t.cache.has('/api/articles?tag=cs2&limit=5')).toBe(true)
    expect(t.cache.has('/news?anything=at-all')).toBe(true)
  })

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const t = setup({ maxEntries: 2 })
    await t.get('/a')
    await t.get('/b')
    await t.get('/a') // /a is now the most recent
    await t.get('/c') // evicts /b
    expect(t.cache.has('/a')).toBe(true)
    expect(t.cache.has('/b')).toBe(false)
    expect(t.cache.has('/c')).toBe(true)
    expect(t.cache.stats().entries).toBe(2)
  })

  it('fills the cache from a revalidation, and answers it 304', async () => {
    const t = setup()
    const app = new Hono()
    app.use(t.cache.middleware())
    let renders = 0
    app.get('*', (c) => {
      renders++
      c.header('cache-control', 'public, max-age=60')
      // What etagAndCache does: a matching If-None-Match gets a bodiless 304.
      if (c.req.header('if-none-match') === 'W/"v1"') return c.body(null, 304, { etag: 'W/"v1"' })
      c.header('etag', 'W/"v1"')
      return c.text('the page')
    })
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/a', { headers: { 'if-none-match': 'W/"v1"' } })
      expect(res.status).toBe(304)
    }
    expect(renders).toBe(1)
    expect(await (await app.request('/a')).text()).toBe('the page')
    expect(renders).toBe(1)
  })

  it('renders once for many readers arriving together, and shows the expired copy while it refreshes', async () => {
    let now = 0
    const cache = new ResponseCache({ now: () => now })
    cache.enable()
    const app = new Hono()
    app.use(cache.middleware())
    let renders = 0
    let gate: Promise<void> = Promise.resolve()
    app.get('*', async (c) => {
      const version = ++renders
      await gate
      c.header('cache-control', 'public, max-age=60')
      c.header('etag', `W/"v${version}"`)
      return c.text(`version ${version}`)
    })
    const text = async () => (await app.request('/a')).text()
    let open: () => void = () => {}
    gate = new Promise((resolve) => {
      open = resolve
    })
    const together = Array.from({ length: 5 }, text)
    open()
    expect(await Promise.all(together)).toEqual(Array(5).fill('version 1'))
    expect(renders).toBe(1)

    now += 61_000 // expired
    gate = new Promise((resolve) => {
      open = resolve
    })
    const refreshing = text()
    expect(await text()).toBe('version 1') // the expired copy, not a second render
    open()
    expect(await refreshing).toBe('version 2')
    expect(await text()).toBe('version 2')
    expect(renders).toBe(2)

    now += 120_000 // long expired: nothing stale is shown
    gate = Promise.resolve()
    expect(await text()).toBe('version 3')
  })

  it('does not store an answer computed while the content changed', async () => {
    const t = setup()
    t.onHandle(() => t.cache.clear())
    await t.get('/a')
    expect(t.cache.has('/a')).toBe(false)
    t.onHandle(() => {})
    await t.get('/a')
    await t.get('/a')
    expect(t.calls).toEqual(['/a', '/a'])
  })

  it('passes everything through until it is enabled, and stores nothing not public', async () => {
    const off = new ResponseCache()
    const app = new Hono()
    let calls = 0
    app.use(off.middleware())
    app.get('*', (c) => {
      calls++
      c.header('cache-control', 'public, max-age=60')
      c.header('etag', 'W/"x"')
      return c.text('x')
    })
    await app.request('/a')
    await app.request('/a')
    expect(calls).toBe(2)

    for (const policy of ['private, max-age=60', 'public, no-cache', 'public, max-age=0', 'no-store']) {
      const t = setup({}, policy)
      await t.get('/a')
      await t.get('/a')
      expect(t.calls, policy).toHaveLength(2)
    }
  })
})
