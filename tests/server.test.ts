import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { createArticles } from '#server/storage/articles'

describe.each(testDrivers)('server on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    app = createTestApp(testDb.database).app
  })
  afterAll(async () => {
    await testDb.drop()
  })

  it('answers /healthz while the process answers', async () => {
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers 404 JSON in the error shape for an unknown API path', async () => {
    const res = await app.request('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('NOT_FOUND')
    expect(body.error.message).toContain('/api/no-such-thing')
  })

  it('rejects a bad query string with 400 and the field that failed', async () => {
    const res = await app.request('/api/articles?limit=abc')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(Object.keys(body.error.fields)).toEqual(['limit'])
  })

  it('rejects a limit over 1000 with 400', async () => {
    const res = await app.request('/api/articles?limit=5000')
    expect(res.status).toBe(400)
  })

  it('lists articles newest first and filters by game tag', async () => {
    await createArticles(testDb.database.db, [
      {
        id: 'a1',
        title: 'Older CS2 story',
        slug: 'older-cs2-story',
        tags: ['cs2'],
        createdAt: new Date('2026-01-01'),
      },
      {
        id: 'a2',
        title: 'Newer LoL story',
        slug: 'newer-lol-story',
        tags: ['lol'],
        createdAt: new Date('2026-02-01'),
      },
    ])
    const all = (await (await app.request('/api/articles?limit=10')).json()) as { articles: { id: string }[] }
    expect(all.articles.map((a) => a.id)).toEqual(['a2', 'a1'])
    const cs2 = (await (await app.request('/api/articles?game=CS2')).json()) as { articles: { id: string }[] }
    expect(cs2.articles.map((a) => a.id)).toEqual(['a1'])
  })

  it('refuses a body over 1 MB with 413 before reading it all', async () => {
    const res = await app.request('/api/articles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB.' },
    })
  })

  it('compresses JSON answers for clients that accept gzip', async () => {
    await createArticles(testDb.database.db, [
      { id: 'big', title: 'Long read', slug: 'long-read', content: 'word '.repeat(2000) },
    ])
    const res = await app.request('/api/articles?limit=50', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('sets security headers', async () => {
    const res = await app.request('/healthz')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain("'unsafe-inline' 'self'")
  })

  it('serves robots.txt as text with the sitemap', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml')
  })

  it('answers /readyz 503 when the database is unreachable', async () => {
    const other = await createTestDatabase(driver)
    const broken = createTestApp(other.database).app
    await other.drop()
    const res = await broken.request('/readyz')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'not ready', checks: { database: { ok: false } } })
  })
})
