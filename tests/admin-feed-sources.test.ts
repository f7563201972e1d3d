import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminDashboard, FeedSource } from '#shared/schemas/admin'
import { createArticles } from '#server/storage/articles'
import { callJson, createTestApp, type TestApp, testEnv } from './support/app'
import { signedInHeaders, signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> }
}

describe.each(testDrivers)('admin dashboard and feed sources on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  let t: TestApp
  let admin: Record<string, string>
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })

  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    callJson<T>(t.app, method, path, admin, body)
  const overview = async () => (await call<AdminDashboard>('GET', '/api/admin/overview')).body

  beforeAll(async () => {
    publisher = await startFakePublisher()
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    admin = await signInAs(t, testDb.database, 'feeds@example.com', 'admin')
  }, 120_000)
  afterAll(async () => {
    await publisher?.close()
    await testDb?.drop()
  })

  it('checks a feed once with the real client and parser: title and item count', async () => {
    const res = await call('POST', '/api/admin/feed-sources/check', {
      url: `${publisher.url}/fixtures/frag-report.xml`,
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ title: 'The Frag Report', itemCount: 10 })
  })

  it('answers 422 with the reason on the url field when the address is not a readable feed', async () => {
    const cases: [string, RegExp][] = [
      [`${publisher.url}/status/404`, /HTTP 404/],
      [`${publisher.url}/html-page.html`, /./],
      [`${publisher.url}/malformed.xml`, /./],
      [`${publisher.url}/to-metadata`, /Refused: 169\.254\.169\.254/],
    ]
    for (const [url, reason] of cases) {
      const res = await call<ErrorBody>('POST', '/api/admin/feed-sources/check', { url })
      expect(res.status, url).toBe(422)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(res.body.error.message).toMatch(/^This feed could not be read: /)
      expect(res.body.error.message).toMatch(reason)
      expect(res.body.error.fields?.url).toEqual([res.body.error.message])
    }
    for (const url of ['ftp://files.example/feed.xml', 'javascript:alert(1)', 'not a url']) {
      const res = await call<ErrorBody>('POST', '/api/admin/feed-sources/check', { url })
      expect(res.status, url).toBe(422)
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['url'])
    }
  })

  it('refuses private addresses unless ALLOW_PRIVATE_FEED_HOSTS is set', async () => {
    const strict = createTestApp(testDb.database, { env: testEnv() })
    const headers = await signedInHeaders(strict.app, strict.auth, testDb.database.db, env.SITE_URL, {
      email: 'strict@example.com',
      role: 'admin',
    })
    const res = await callJson<ErrorBody>(strict.app, 'POST', '/api/admin/feed-sources/check', headers, {
      url: `${publisher.url}/fixtures/frag-report.xml`,
    })
    expect(res.status).toBe(422)
    expect(res.body.error.message).toMatch(/Refused: 127\.0\.0\.1/)
  })

  it('adds, changes and removes feed sources, and the dashboard follows', async () => {
    expect(await overview()).toMatchObject({ totalArticles: 0, activeFeeds: 0, feeds: [] })
    const url = `${publisher.url}/fixtures/frag-report.xml`
    const created = await call<{ success: boolean; message: string; feedSource: FeedSource }>(
      'POST',
      '/api/admin/feed-sources',
      { name: ' Frag Report ', url, game: 'cs2' },
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      success: true,
      message: 'Feed source added successfully',
      feedSource: {
        name: 'Frag Report',
        url,
        game: 'cs2',
        isActive: true,
        lastFetched: null,
        lastError: null,
      },
    })
    const id = created.body.feedSource.id

    const duplicate = await call<ErrorBody>('POST', '/api/admin/feed-sources', {
      name: 'Again',
      url,
      game: null,
    })
    expect(duplicate.status).toBe(409)
    const broken = await call<ErrorBody>('POST', '/api/admin/feed-sources', {
      name: 'Broken',
      url: `${publisher.url}/status/500`,
    })
    expect(broken.status).toBe(422)
    expect((await overview()).feeds.map((f) => f.name)).toEqual(['Frag Report'])
    expect((await overview()).activeFeeds).toBe(1)

    const paused = await call<{ feedSource: FeedSource }>('PATCH', `/api/admin/feed-sources/${id}`, {
      isActive: false,
      game: null,
      name: 'Frag Report (paused)',
    })
    expect(paused.status).toBe(200)
    expect(paused.body.feedSource).toMatchObject({
      name: 'Frag Report (paused)',
      game: null,
      isActive: false,
    })
    expect(await overview()).toMatchObject({ activeFeeds: 0, feeds: [{ id, isActive: false }] })
    expect((await call('PATCH', `/api/admin/feed-sources/${id}`, {})).status).toBe(422)
    expect((await call('PATCH', `/api/admin/feed-sources/${id}`, { game: 'chess' })).status).toBe(422)
    expect((await call('PATCH', '/api/admin/feed-sources/not-a-uuid', { isActive: true })).status).toBe(400)

    const removed = await call('DELETE', `/api/admin/feed-sources/${id}`)
    expect(removed.body).toEqual({ success: true, message: 'Feed source deleted successfully' })
    expect((await call('DELETE', `/api/admin/feed-sources/${id}`)).status).toBe(404)
    expect((await overview()).feeds).toEqual([])

    const audit = (
      await testDb.database.execute(
        `SELECT action, target_id FROM audit_log WHERE actor_email = 'feeds@example.com'`,
      )
    ).rows
    expect(audit).toEqual([
      { action: 'feed-source.create', target_id: id },
      { action: 'feed-source.update', target_id: id },
      { action: 'feed-source.delete', target_id: id },
    ])
  })

  it('counts Total Articles from up to 1000 articles (§2.18)', async () => {
    await createArticles(
      testDb.database.db,
      Array.from({ length: 1003 }, (_, i) => ({ id: `bulk-${i}`, slug: `bulk-${i}`, title: `Story ${i}` })),
    )
    expect((await overview()).totalArticles).toBe(1000)
  })
})
