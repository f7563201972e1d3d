import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import { ResponseCache } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { insertEsportsRows } from '#server/storage/esports'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// The production server's cache of public answers (src/server/routes/response-cache.ts), on a real database:
// a repeated read is replayed, and a write to what it shows (an article, a team) is seen by the next reader.

const data = loadBundledPandaScore('fixtures/pandascore', new Date('2026-11-21T12:00:00Z'))
const day = (n: number) => new Date(Date.UTC(2026, 10, n))

describe.each(testDrivers)('response cache on $name', (driver) => {
  let testDb: TestDatabase
  let cache: ResponseCache
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'a-1',
        slug: 'first-story',
        title: 'First story',
        tags: ['cs2'],
        createdAt: day(1),
        publishedAt: day(1),
      },
      {
        id: 'a-2',
        slug: 'second-story',
        title: 'Second story',
        tags: ['cs2'],
        createdAt: day(2),
        publishedAt: day(2),
      },
      // Older stories, so the list is large enough to be worth a gzip'ed copy.
      ...Array.from({ length: 12 }, (_, i) => ({
        id: `old-${i}`,
        slug: `older-story-${i}`,
        title: `Older story ${i}`,
        summary: `A longer summary of older story number ${i}, to give the list some weight.`,
        tags: ['lol'],
        createdAt: new Date(Date.UTC(2026, 9, i + 1)),
        publishedAt: new Date(Date.UTC(2026, 9, i + 1)),
      })),
    ])
    await insertEsportsRows(testDb.database.db, data)
    cache = new ResponseCache()
    const env = testEnv()
    t = createTestApp(testDb.database, {
      env,
      responseCache: cache,
      renderer: sourceRenderer(env.site, () => t.app),
    })
    await cache.enabledPromise
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const newest = async () =>
    (
      (await (await t.app.request('/api/articles?limit=20')).json()) as { articles: { id: string }[] }
    ).articles
      .map((a) => a.id)
      .slice(0, 3)

  it('replays a public read: same body and ETag, gzip for clients that accept it, 304 for a held copy', async () => {
    const before = cache.stats()
    const first = await t.app.request('/api/articles?limit=20')
    const second = await t.app.request('/api/articles?limit=20')
    expect(cache.stats().misses - before.misses).toBe(1)
    expect(cache.stats().hits - before.hits).toBe(1)
    const body = await first.text()
    expect(await second.text()).toBe(body)
    expect(
      JSON.parse(body)
        .articles.map((a: { id: string }) => a.id)
        .slice(0, 2),
    ).toEqual(['a-2', 'a-1'])
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    expect(second.headers.get('etag')).toBe(etag)
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=60/)

    const gzipped = await t.app.request('/api/articles?limit=20', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(body)

    const held = await t.app.request('/api/articles?limit=20', { headers: { 'if-none-match': etag ?? '' } })
    expect(held.status).toBe(304)
    expect(await held.text()).toBe('')
    expect(held.headers.get('etag')).toBe(etag)
  })

  it('shows a new article to the next reader once the database announces it', async () => {
    expect(await newest()).toEqual(['a-2', 'a-1', 'old-11'])
    expect(await newest()).toEqual(['a-2', 'a-1', 'old-11'])
    await createArticles(testDb.database.db, [
      {
        id: 'a-3',
        slug: 'third-story',
        title: 'Third story',
        tags: ['cs2'],
        createdAt: day(3),
        publishedAt: day(3),
      },
    ])
    // Entries live 60 s: only the change announcement can make this pass within the wait.
    await vi.waitFor(async () => expect(await newest()).toEqual(['a-3', 'a-2', 'a-1']), {
      timeout: 5_000,
      interval: 20,
    })
  })

  it('serves a rendered article page from the cache and renders it again after the article changes', async () => {
    const page = async () => (await t.app.request('/news/first-story')).text()
    expect(await page()).toContain('First story')
    const before = cache.stats()
    expect(await page()).toContain('First story')
    expect(cache.stats().hits - before.hits).toBe(1)
    await testDb.database.execute(`UPDATE articles SET title = 'First story, corrected' WHERE id = 'a-1'`)
    await vi.waitFor(async () => expect(await page()).toContain('First story, corrected'), {
      timeout: 5_000,
      interval: 20,
    })
  })

  it('forgets team answers when a team changes', async () => {
    const team = data.teams[0]
    if (!team?.slug) throw new Error('the bundled data has no team')
    const name = async () =>
      ((await (await t.app.request(`/api/teams/by-slug/${team.slug}`)).json()) as { team: { name: string } })
        .team.name
    expect(await name()).toBe(team.name)
    expect(await name()).toBe(team.name)
    await testDb.database.execute(`UPDATE teams SET name = 'Renamed Squad' WHERE slug = $1`, [team.slug])
    await vi.waitFor(async () => expect(await name()).toBe('Renamed Squad'), { timeout: 5_000, interval: 20 })
  })

  it('never stores answers that depend on who asks, errors, or non-GET requests', async () => {
    await t.app.request('/api/articles?limit=20')
    expect(cache.has('/api/articles?limit=20')).toBe(true)
    const before = cache.stats()
    const withCookie = await t.app.request('/api/articles?limit=20', { headers: { cookie: 'session=x' } })
    expect(withCookie.status).toBe(200)
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store')
    expect(cache.stats().hits).toBe(before.hits)
    expect(cache.stats().misses).toBe(before.misses)

    for (let i = 0; i < 2; i++) {
      expect((await t.app.request('/api/me')).headers.get('cache-control')).toBe('private, no-store')
      expect((await t.app.request('/api/articles/lookup?slug=no-such-story')).status).toBe(404)
      expect((await t.app.request('/news/no-such-story')).status).toBe(404)
    }
    for (const path of ['/api/me', '/api/articles/lookup?slug=no-such-story', '/news/no-such-story'])
      expect(cache.has(path), path).toBe(false)
  })
})
