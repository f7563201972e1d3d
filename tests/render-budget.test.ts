import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCache } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// One client cannot slow everyone (decision 015): a query parameter no page reads makes no new cache entry, and
// each client address gets a budget of renders the cache does not answer, shared by every instance.

const BUDGET = 20
/** RENDER_BUDGET counts per 10 seconds (src/server/routes/render-budget.ts). */
const RENDER_BUDGET_WINDOW_MS = 10_000

/** The budget counts in fixed 10-second windows: start a flood at the start of one, so no count resets midway. */
async function atWindowStart(): Promise<void> {
  await new Promise((resolve) =>
    setTimeout(resolve, RENDER_BUDGET_WINDOW_MS - (Date.now() % RENDER_BUDGET_WINDOW_MS) + 20),
  )
}

describe.each(testDrivers)('cache keys and render budget on $name', (driver) => {
  let testDb: TestDatabase
  const env = testEnv({ TRUST_PROXY: 'true', RENDER_BUDGET: String(BUDGET) })
  const instances: { cache: ResponseCache; app: ReturnType<typeof createTestApp>['app'] }[] = []

  const startInstance = async () => {
    const cache = new ResponseCache()
    const t = createTestApp(testDb.database, {
      env,
      responseCache: cache,
      renderer: sourceRenderer(env.site, () => t.app),
    })
    await cache.enabledPromise
    instances.push({ cache, app: t.app })
    return { cache, app: t.app }
  }
  const get = (instance: { app: ReturnType<typeof createTestApp>['app'] }, path: string, from: string) =>
    instance.app.request(path, { headers: { 'x-forwarded-for': from } })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'a-1',
        slug: 'first-story',
        title: 'First story',
        tags: ['cs2'],
        createdAt: new Date('2026-11-01'),
      },
      {
        id: 'a-2',
        slug: 'second-story',
        title: 'Second story',
        tags: ['lol'],
        createdAt: new Date('2026-11-02'),
      },
    ])
    await startInstance()
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('50 requests with unique junk parameters make one cache entry and one render', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    // The first render stores the page (and the API reads it made in-process, under their own keys).
    expect((await get(one, '/news/first-story?junk=first', '203.0.113.1')).status).toBe(200)
    expect(one.cache.has('/news/first-story')).toBe(true)
    const before = one.cache.stats()
    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        get(one, `/news/first-story?junk${i}=${Math.random()}`, '203.0.113.1'),
      ),
    )
    expect(pages.map((res) => res.status)).toEqual(Array(50).fill(200))
    expect(one.cache.stats().entries).toBe(before.entries)
    expect(one.cache.stats().misses).toBe(before.misses)
    expect(one.cache.stats().hits - before.hits).toBe(50)
    // The stored page shows nothing of the junk.
    const body = await (await get(one, '/news/first-story', '203.0.113.1')).text()
    expect(body).toContain('First story')
    expect(body).not.toContain('junk')

    const apiBefore = one.cache.stats()
    for (let i = 0; i < 50; i++) {
      const res = await get(one, `/api/articles?limit=10&x-${i}=${i}`, '203.0.113.1')
      expect(res.status).toBe(200)
    }
    expect(one.cache.stats().entries - apiBefore.entries).toBe(1)
  })

  it('utm_*, fbclid and gclid are ignored: the page is a hit', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    await get(one, '/news', '203.0.113.2')
    const before = one.cache.stats()
    for (const query of [
      '?utm_source=x',
      '?utm_medium=social&utm_campaign=launch',
      '?fbclid=abc',
      '?gclid=123',
    ]) {
      expect((await get(one, `/news${query}`, '203.0.113.2')).status).toBe(200)
    }
    expect(one.cache.stats().hits - before.hits).toBe(4)
    expect(one.cache.stats().misses - before.misses).toBe(0)
  })

  it('the parameters a route reads still make their own entries, normalised', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    const listIds = async (query: string) =>
      (
        (await (await get(one, `/api/articles${query}`, '203.0.113.3')).json()) as {
          articles: { id: string }[]
        }
      ).articles.map((a) => a.id)
    expect(await listIds('?tag=cs2&limit=5')).toEqual(['a-1'])
    expect(await listIds('?tag=lol&limit=5')).toEqual(['a-2'])
    const before = one.cache.stats()
    // The same parameters in another order, repeated, padded, with junk: the same entry.
    expect(await listIds('?limit=5&utm_source=x&tag=cs2&tag=cs2')).toEqual(['a-1'])
    expect(await listIds('?limit=%205&tag=lol%20')).toEqual(['a-2'])
    expect(one.cache.stats().hits - before.hits).toBe(2)
    expect(one.cache.stats().misses - before.misses).toBe(0)
    // A bad value of a parameter the route reads is still refused, with the JSON error.
    const bad = await get(one, '/api/articles?limit=abc', '203.0.113.3')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST')
    // The chat page reads its question.
    await get(one, '/chat?question=Who%20won', '203.0.113.3')
    await get(one, '/chat?question=Who%20lost', '203.0.113.3')
    expect(one.cache.has('/chat?question=Who%20won')).toBe(true)
    expect(one.cache.has('/chat?question=Who%20lost')).toBe(true)
    // Site search reads its query: two searches are two answers, never one replayed for the other.
    const titles = async (q: string) =>
      JSON.stringify(await (await get(one, `/api/search?q=${q}`, '203.0.113.3')).json())
    expect(await titles('First')).toContain('First story')
    expect(await titles('Second')).toContain('Second story')
    expect(await titles('Second')).not.toContain('First story')
    await get(one, '/search?q=First', '203.0.113.3')
    await get(one, '/search?q=Second', '203.0.113.3')
    expect(one.cache.has('/search?q=First')).toBe(true)
    expect(one.cache.has('/search?q=Second')).toBe(true)
  })

  it('past the budget a client gets 429 with Retry-After, while cached pages still answer it and others render', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    expect((await get(one, '/news/second-story', '198.51.100.1')).status).toBe(200)
    await atWindowStart()
    const flood: number[] = []
    for (let i = 0; i < BUDGET + 10; i++) {
      flood.push((await get(one, `/news/made-up-${i}`, '192.0.2.66')).status)
    }
    expect(flood.filter((status) => status !== 429).length).toBe(BUDGET)
    expect(flood.slice(BUDGET)).toEqual(Array(10).fill(429))

    const refused = await get(one, '/news/made-up-again', '192.0.2.66')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(10)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED')

    // A cached page is never refused, to the flooding client either.
    expect((await get(one, '/news/second-story', '192.0.2.66')).status).toBe(200)
    expect((await get(one, '/news/second-story?utm_source=flood', '192.0.2.66')).status).toBe(200)
    // Another client still gets its renders.
    expect((await get(one, '/news/made-up-elsewhere', '192.0.2.67')).status).toBe(404)
    // Proxied images are not renders: a listing's dozen images never spend the budget (an unsigned one is
    // refused for what it is, not for the flood).
    expect((await get(one, '/img?u=https%3A%2F%2Fexample.com%2Fa.png&s=x', '192.0.2.66')).status).not.toBe(
      429,
    )
  })

  it('made-up file names are counted too: a missing file falls through to the renderer', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    await atWindowStart()
    const statuses: number[] = []
    for (let i = 0; i < BUDGET + 5; i++) {
      statuses.push((await get(one, `/news/made-up-${i}.png`, '192.0.2.88')).status)
    }
    expect(statuses.filter((status) => status !== 429).length).toBe(BUDGET)
    // The API has no files: a file-like name there is counted like any read.
    expect((await get(one, '/api/teams/by-slug/made-up.png', '192.0.2.88')).status).toBe(429)
  })

  it('the budget is shared by every instance on the database', async () => {
    const [one] = instances
    if (!one) throw new Error('no instance')
    const two = await startInstance()
    await atWindowStart()
    for (let i = 0; i < BUDGET; i++) {
      expect((await get(one, `/news/other-${i}`, '192.0.2.77')).status).toBe(404)
    }
    const res = await get(two, '/news/other-on-two', '192.0.2.77')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
