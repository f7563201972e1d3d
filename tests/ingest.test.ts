import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import type { Engine } from '#server/ai/types'
import { type RssGame, rssGameSlug } from '#shared/domain/game-detection'
import { isGameSlug } from '#shared/domain/games'
import { createLogger } from '#server/logger'
import { type FeedRunContext, processFeeds } from '#server/services/feeds'
import { Metrics } from '#server/metrics'
import { upsertFeedSources } from '#server/storage/feed-sources'
import { testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'
import { loadTestdata, startFakeOpenAI } from './support/fake-openai'

const logger = createLogger('silent')

describe.each(testDrivers)('feed ingestion on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })

  const context = (ai: Ai = createAi({ env, logger, local: localEngine })): FeedRunContext => ({
    db: testDb.database.db,
    ai,
    env,
    site: env.site,
    logger,
  })
  const query = async (sql: string, params?: unknown[]) => (await testDb.database.execute(sql, params)).rows
  const addFeeds = (...feeds: { name: string; path: string; game?: string }[]) =>
    upsertFeedSources(
      testDb.database.db,
      feeds.map((f) => ({ name: f.name, url: publisher.url + f.path, game: f.game ?? null })),
    )

  beforeAll(async () => {
    publisher = await startFakePublisher()
  })
  afterAll(async () => {
    await publisher.close()
  })
  beforeEach(async () => {
    testDb = await createTestDatabase(driver)
    return () => testDb.drop()
  })

  it('processes every feed: good ones add up to maxPerFeed articles, broken ones fail alone', async () => {
    await addFeeds(
      { name: 'Northwind Wire', path: '/feed.xml' },
      { name: 'Frag Report', path: '/gzip.xml', game: 'cs2' },
      { name: 'Broken XML', path: '/malformed.xml' },
      { name: 'Down', path: '/status/500' },
      { name: 'Laughs', path: '/billion-laughs.xml' },
    )
    const stats = await processFeeds(context(), { maxPerFeed: 3 })
    expect(stats.totalFeeds).toBe(5)
    expect(stats.failedFeeds).toBeGreaterThanOrEqual(2)
    expect(stats.successfulFeeds + stats.failedFeeds).toBe(5)
    const perFeed = Object.fromEntries(
      (
        await query(
          'SELECT f.name, count(a.id)::int AS n FROM feed_sources f LEFT JOIN articles a ON a.source_feed_id = f.id GROUP BY f.name',
        )
      ).map((r) => [r.name, r.n]),
    )
    // The billion-laughs document parses with its entities left unexpanded; it may add harmless items.
    expect(perFeed).toMatchObject({ 'Northwind Wire': 3, 'Frag Report': 3, 'Broken XML': 0, Down: 0 })
    expect(stats.newArticles).toBe(Object.values(perFeed).reduce((a: number, b) => a + Number(b), 0))
    expect(stats.errors.some((e) => e.startsWith('Down: ') && e.includes('500'))).toBe(true)
    expect(stats.errors.some((e) => e.startsWith('Broken XML: '))).toBe(true)
    const rows = await query('SELECT slug, author, engine, tags, content, game, detected_game FROM articles')
    expect(rows).toHaveLength(stats.newArticles)
    for (const row of rows) {
      expect(row.author).toBe('BO5 Newsroom')
      expect(row.engine).toBe('local')
      expect(row.content).not.toMatch(/<script|onerror|javascript:/i)
      expect((row.slug as string).length).toBeLessThanOrEqual(50)
      // §2.8: stored with its detected game, which agrees with the game it was filed under.
      const detected = row.detected_game as string
      expect(rssGameSlug(row.game as RssGame) ?? 'none', row.slug as string).toBe(
        isGameSlug(detected) ? detected : 'none',
      )
    }
    const fetched = await query('SELECT name, last_fetched, last_error, etag FROM feed_sources ORDER BY name')
    expect(fetched.every((f) => f.last_fetched !== null)).toBe(true)
    expect(fetched.find((f) => f.name === 'Down')?.last_error).toMatch(/500/)
    expect(fetched.find((f) => f.name === 'Northwind Wire')?.etag).toBe('"northwind-v1"')
  })

  it('adds nothing on a re-run, and a 304 costs no body', async () => {
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    await addFeeds({ name: 'Northwind Wire', path: '/feed.xml' })
    const metrics = new Metrics()
    const first = await processFeeds({ ...context(), metrics }, { maxPerFeed: 100 })
    expect(first.newArticles).toBeGreaterThan(15)
    const before = publisher.hits['/feed.xml'] ?? 0
    const second = await processFeeds({ ...context(), metrics }, { maxPerFeed: 100 })
    // /metrics counts each fetch by feed and result (decision 032).
    const fetches = (await metrics.feedFetches.get()).values
    expect(fetches).toContainEqual({ labels: { feed: 'Northwind Wire', result: 'ok' }, value: 1 })
    expect(fetches).toContainEqual({ labels: { feed: 'Northwind Wire', result: 'not_modified' }, value: 1 })
    expect(second.newArticles).toBe(0)
    expect(second.failedFeeds).toBe(0)
    expect(publisher.hits['/feed.xml']).toBe(before + 1)
    const [{ n }] = (await query('SELECT count(*)::int AS n FROM articles')) as [{ n: number }]
    expect(n).toBe(first.newArticles)
  })

  it('never imports an article again after an admin deleted it', async () => {
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    await processFeeds(context(), { maxPerFeed: 2 })
    const [victim] = (await query('SELECT id FROM articles LIMIT 1')) as [{ id: string }]
    await query('DELETE FROM articles WHERE id = $1', [victim.id])
    await processFeeds(context(), { maxPerFeed: 100 })
    expect(await query('SELECT id FROM articles WHERE id = $1', [victim.id])).toEqual([])
  })

  it('does not bring deleted articles back when their feed is deleted and added again', async () => {
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    const first = await processFeeds(context(), { maxPerFeed: 100 })
    const [victim] = (await query('SELECT id, original_url FROM articles ORDER BY id LIMIT 1')) as [
      { id: string; original_url: string },
    ]
    await query('DELETE FROM articles WHERE id = $1', [victim.id])
    await query('DELETE FROM feed_sources')
    expect(await query('SELECT count(*)::int AS n FROM feed_entries WHERE feed_id IS NULL')).toEqual([
      { n: first.newArticles },
    ])
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    const again = await processFeeds(context(), { maxPerFeed: 100 })
    expect(again.newArticles).toBe(0)
    expect(await query('SELECT id FROM articles WHERE original_url = $1', [victim.original_url])).toEqual([])
  })

  it('stores a story that reached two feeds once', async () => {
    await addFeeds(
      { name: 'Northwind Wire', path: '/feed.xml' },
      { name: 'Northwind mirror', path: '/fixtures/northwind-wire.xml' },
    )
    const stats = await processFeeds(context(), { maxPerFeed: 100 })
    const [{ n }] = (await query('SELECT count(*)::int AS n FROM articles')) as [{ n: number }]
    expect(stats.newArticles).toBe(n)
    const [{ urls }] = (await query('SELECT count(DISTINCT original_url)::int AS urls FROM articles')) as [
      { urls: number },
    ]
    expect(urls).toBe(n)
  })

  it('refuses feeds on private addresses unless the setting allows them', async () => {
    await addFeeds({ name: 'Local', path: '/feed.xml' })
    const strict = { ...context(), env: testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'false' }) }
    const hitsBefore = publisher.hits['/feed.xml'] ?? 0
    const stats = await processFeeds(strict, { maxPerFeed: 3 })
    expect(stats.failedFeeds).toBe(1)
    expect(stats.errors[0]).toMatch(/^Local: Refused/)
    expect(publisher.hits['/feed.xml'] ?? 0).toBe(hitsBefore)
  })

  it('lets only one of two simultaneous runs process a feed', async () => {
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    const [a, b] = await Promise.all([
      processFeeds(context(), { maxPerFeed: 100 }),
      processFeeds(context(), { maxPerFeed: 100 }),
    ])
    const skipped = [...a.errors, ...b.errors].filter((e) =>
      e.includes('another run is processing this feed'),
    )
    expect(skipped).toHaveLength(1)
    const [{ n }] = (await query('SELECT count(*)::int AS n FROM articles')) as [{ n: number }]
    expect(n).toBe(a.newArticles + b.newArticles)
  })

  it('completes on the next run what a failed run left, with no half-written article', async () => {
    await addFeeds({ name: 'Frag Report', path: '/fixtures/frag-report.xml', game: 'cs2' })
    let calls = 0
    const flaky: Engine = {
      ...localEngine,
      rewriteArticle: async (source) => {
        calls++
        if (calls === 3) throw new Error('engine crashed')
        return localEngine.rewriteArticle(source)
      },
    }
    const first = await processFeeds(context(createAi({ env, logger, local: flaky })), { maxPerFeed: 4 })
    expect(first.newArticles).toBe(3)
    expect(first.errors.some((e) => e.includes('engine crashed'))).toBe(true)
    const [{ ledger }] = (await query('SELECT count(*)::int AS ledger FROM feed_entries')) as [
      { ledger: number },
    ]
    expect(ledger).toBe(3)
    const second = await processFeeds(context(), { maxPerFeed: 1 })
    expect(second.newArticles).toBe(1)
    const [{ n }] = (await query('SELECT count(*)::int AS n FROM articles')) as [{ n: number }]
    expect(n).toBe(4)
  })

  it("stores the LLM engine's rewrite when it passes the fact guard, and the local one when it invents a score", async () => {
    const openai = await startFakeOpenAI()
    try {
      await addFeeds({ name: 'LLM desk', path: '/testdata/llm-story.xml', game: 'cs2' })
      // Each story is rewritten, then summarised (the summary is made when the story is written).
      openai.enqueue(
        loadTestdata('rewrite-invented-score'),
        loadTestdata('summary-good'),
        loadTestdata('rewrite-good'),
        loadTestdata('summary-good'),
      )
      const llmEnv = testEnv({
        ALLOW_PRIVATE_FEED_HOSTS: 'true',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: openai.url,
      })
      const ai = createAi({ env: llmEnv, logger, local: localEngine })
      const stats = await processFeeds({ ...context(ai), env: llmEnv }, { maxPerFeed: 5 })
      expect(stats.newArticles).toBe(2)
      const rows = await query('SELECT original_url, engine, title FROM articles ORDER BY original_url')
      expect(rows.map((r) => [r.original_url, r.engine])).toEqual([
        ['https://news.example.com/llm-a', 'local'],
        ['https://news.example.com/llm-b', 'llm'],
      ])
      expect(rows[1]?.title).toBe(loadTestdata<{ message: { title: string } }>('rewrite-good').message.title)
      // The source travels as data inside its block, and the configured model is asked.
      expect(JSON.stringify(openai.requests[0]?.body.messages)).toContain('<source')
      expect(openai.requests[0]?.body.model).toBe(llmEnv.OPENAI_MODEL)
    } finally {
      await openai.close()
    }
  })

  it('gives the same headline from two publishers two unique slugs, with a suffix (§5)', async () => {
    await addFeeds(
      { name: 'Desk A', path: '/testdata/same-title-a.xml' },
      { name: 'Desk B', path: '/testdata/same-title-b.xml' },
    )
    const stats = await processFeeds(context(), { maxPerFeed: 5 })
    expect(stats.newArticles).toBe(2)
    const rows = await query('SELECT slug, id, original_url FROM articles ORDER BY original_url')
    const [first, second] = rows.map((r) => r.slug as string)
    expect(rows.every((r) => r.slug === r.id)).toBe(true)
    // The first keeps the 50-character slug; the second gets "-2" within the same 50 characters.
    expect(first!.length).toBe(50)
    expect(second).toBe(`${first!.slice(0, 48).replace(/-+$/, '')}-2`)
  })
})
