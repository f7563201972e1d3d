import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type Worker } from '#server/jobs/boss'
import { createJobs } from '#server/jobs/index'
import type { Runtime } from '#server/server'
import { upsertFeedSources } from '#server/storage/feed-sources'
import { createArticles } from '#server/storage/articles'
import {
  ContentAnalysisResultSchema,
  ProcessFeedsResultSchema,
  QualityPassResultSchema,
} from '#shared/schemas/admin-feeds'
import { createTestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'

describe.each(testDrivers)('admin feed, analysis and summary APIs on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  let worker: Worker
  let t: ReturnType<typeof createTestApp>
  let admin: Record<string, string>
  let noRole: Record<string, string>
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })

  const call = (path: string, headers: Record<string, string>, body?: unknown) =>
    t.app.request(path, { method: body === undefined ? 'GET' : 'POST', headers, body: JSON.stringify(body) })

  beforeAll(async () => {
    publisher = await startFakePublisher()
    testDb = await createTestDatabase(driver)
    const base = createTestApp(testDb.database, { env })
    const runtime: Runtime = {
      env,
      auth: base.auth,
      ai: base.ai,
      database: testDb.database,
      logger: base.logger,
    }
    worker = await startWorker(runtime, createJobs(env), { work: false })
    t = createTestApp(testDb.database, { env, queue: worker, ai: base.ai })
    admin = await signInAs(t, testDb.database, 'admin@example.com', 'admin')
    noRole = await signInAs(t, testDb.database, 'reader@example.com', null)
    await upsertFeedSources(testDb.database.db, [
      { name: 'Frag Report', url: `${publisher.url}/fixtures/frag-report.xml`, game: 'cs2' },
    ])
  }, 120_000)
  afterAll(async () => {
    await worker?.stop()
    await publisher?.close()
    await testDb?.drop()
  })

  it('answers 401 without a session and 403 without an admin role', async () => {
    const anonymous = await call('/api/admin/process-feeds', { 'content-type': 'application/json' }, {})
    expect(anonymous.status).toBe(401)
    const reader = await call('/api/admin/process-feeds', noRole, {})
    expect(reader.status).toBe(403)
    expect(((await reader.json()) as { error: { message: string } }).error.message).toBe(
      "You don't have permission to access the admin panel.",
    )
  })

  it('runs the feeds and returns the stats when asked to wait', async () => {
    const res = await call('/api/admin/process-feeds', admin, {
      maxPerFeed: 3,
      waitForCompletion: true,
      feedId: null,
    })
    expect(res.status).toBe(200)
    const body = ProcessFeedsResultSchema.parse(await res.json())
    expect(body.success).toBe(true)
    expect(body.stats).toMatchObject({
      newArticles: 3,
      successfulFeeds: 1,
      totalFeeds: 1,
      failedFeeds: 0,
      errors: [],
    })
    const audit = (await testDb.database.execute(`SELECT action, actor_email FROM audit_log`)).rows
    expect(audit).toContainEqual({ action: 'feeds.process', actor_email: 'admin@example.com' })
  })

  it('queues a background run and answers at once', async () => {
    const res = await call('/api/admin/process-feeds', admin, {
      maxPerFeed: 3,
      waitForCompletion: false,
      feedId: null,
    })
    expect(res.status).toBe(202)
    const body = ProcessFeedsResultSchema.parse(await res.json())
    expect(body.success).toBe(true)
    const jobs = (await testDb.database.execute(`SELECT name FROM pgboss.job WHERE id = $1`, [body.jobId]))
      .rows
    expect(jobs).toEqual([{ name: 'process-feeds' }])
  })

  it('rejects a malformed body with 422 and the field', async () => {
    const res = await call('/api/admin/process-feeds', admin, { maxPerFeed: 'lots', feedId: 'nope' })
    expect(res.status).toBe(422)
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(error.fields).sort()).toEqual(['feedId', 'maxPerFeed'])
  })

  it('answers the quality pass without a key with MISSING_OPENAI_KEY and diagnostics', async () => {
    const res = await call('/api/admin/quality-pass', admin, { trigger: 'manual' })
    const body = QualityPassResultSchema.parse(await res.json())
    expect(body).toMatchObject({
      success: false,
      code: 'MISSING_OPENAI_KEY',
      diagnostics: { hasOpenAI: false, keyPrefix: '', keyLength: 0 },
    })
  })

  it('tags untagged articles and skips tagged ones in content analysis', async () => {
    await createArticles(testDb.database.db, [
      {
        id: 'untagged-guide',
        slug: 'untagged-guide',
        title: 'How to hold B site on Anubis: a beginner guide',
        content: '<p>A tutorial for new CS2 players on holding the B site of Anubis in Counter-Strike 2.</p>',
        tags: [],
      },
    ])
    const res = await call('/api/admin/content-analysis', admin, { analyzeAll: true })
    const body = ContentAnalysisResultSchema.parse(await res.json())
    expect(body).toMatchObject({ success: true, processed: 1, updated: 1 })
    const [row] = (await testDb.database.execute(`SELECT tags FROM articles WHERE id = 'untagged-guide'`))
      .rows
    expect(row?.tags).toEqual(expect.arrayContaining(['cs2', 'guide']))
  })

  it('makes the summary once per article version', async () => {
    const first = await t.app.request('/api/articles/untagged-guide/summary')
    expect(first.status).toBe(200)
    const body = (await first.json()) as { summary: { overview: string; infobox: unknown[] }; engine: string }
    expect(body.engine).toBe('local')
    expect(body.summary.infobox.length).toBeGreaterThan(0)
    const again = (await (await t.app.request('/api/articles/untagged-guide/summary')).json()) as typeof body
    expect(again).toEqual(body)
    // Once for this article (the ingested ones got theirs when they were written).
    const rows = (
      await testDb.database.execute(
        `SELECT count(*)::int AS n FROM article_summaries WHERE article_id = 'untagged-guide'`,
      )
    ).rows
    expect(rows[0]?.n).toBe(1)
    expect((await t.app.request('/api/articles/no-such-article/summary')).status).toBe(404)
  })

  it('refreshes an article from its original page', async () => {
    await createArticles(testDb.database.db, [
      {
        id: 'refresh-me',
        slug: 'refresh-me',
        title: 'Old title',
        originalUrl: `${publisher.url}/testdata/article-page.html`,
      },
      { id: 'no-source', slug: 'no-source', title: 'No source' },
    ])
    const res = await call('/api/admin/process-feeds', admin, {
      refreshArticleId: 'refresh-me',
      waitForCompletion: true,
    })
    expect(await res.json()).toEqual({ success: true, message: 'Article content refreshed successfully' })
    const [row] = (
      await testDb.database.execute(`SELECT title, content FROM articles WHERE id = 'refresh-me'`)
    ).rows
    expect(row?.content).toContain('Kestrel Nine')
    expect(row?.content).not.toMatch(/Most read|tracker|onerror/)
    const missing = await call('/api/admin/process-feeds', admin, {
      refreshArticleId: 'no-source',
      waitForCompletion: true,
    })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Article not found or missing original URL',
    )
  })
})
