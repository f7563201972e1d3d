import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_DIR } from '#server/render/ssr'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { capturedLogger, LEVEL, type LogLine } from './support/captured-logger'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// What an operator reads in the log (decision 032): one request id follows a page through its in-process API
// calls, better-auth speaks through the same JSON logger, static files stay below info, and a failing SQL
// statement is one line with its SQLSTATE and without its parameters.

describe.each(testDrivers)('log lines on $name', { timeout: 60_000 }, (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>
  const { logger, lines } = capturedLogger('debug')
  const env = testEnv()
  const requests = () => lines.filter((l) => l.msg === 'request')

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env, logger, renderer: sourceRenderer(env.site, () => t.app) })
    await createArticles(testDb.database.db, [
      { id: 'logged', slug: 'a-logged-story', title: 'A logged story', tags: ['cs2'] },
    ])
  })
  afterAll(async () => {
    await testDb?.drop()
  })

  it("gives a page's line its request id; the matches page reads directly, with no in-process lines", async () => {
    lines.length = 0
    // Since decision 045 round 2 every public page's loaders read through the services (the matches page was the
    // last through the API in-process): its line is the only one, with the request's id.
    const res = await t.app.request('/cs2/matches')
    expect(res.status).toBe(200)
    const pageId = res.headers.get('x-request-id')
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/)
    const page = requests().find((l) => l.path === '/cs2/matches')
    expect(page).toMatchObject({ level: LEVEL.info, requestId: pageId, status: 200 })
    expect(page?.inProcess).toBeUndefined()
    expect(requests().filter((l) => l.inProcess === true)).toEqual([])
  })

  it("logs no line for a page's direct reads (decision 045): the page's line is the one", async () => {
    lines.length = 0
    const res = await t.app.request('/news/a-logged-story')
    expect(res.status).toBe(200)
    expect(requests().map((l) => l.path)).toEqual(['/news/a-logged-story'])
  })

  it("counts a request's queries on its line, a page's in-process calls included (decision 037)", async () => {
    lines.length = 0
    await t.app.request('/api/articles?limit=1')
    const api = requests().find((l) => l.path === '/api/articles')
    expect(api?.queries).toBeGreaterThan(0)
    expect(api?.queryMs).toEqual(expect.any(Number))
    lines.length = 0
    await t.app.request('/news/a-logged-story')
    const page = requests().find((l) => l.path === '/news/a-logged-story')
    // The article page reads the story through the API's read functions: its queries are the page's.
    expect(page?.queries).toBeGreaterThanOrEqual(Number(api?.queries))
    expect(requests().filter((l) => l.inProcess === true && 'queries' in l)).toEqual([])
    lines.length = 0
    await t.app.request('/healthz')
    expect(requests()[0]).toMatchObject({ path: '/healthz', queries: 0 })
  })

  it('keeps a well-formed incoming X-Request-Id and replaces one that is not', async () => {
    const given = 'edge-7f3a9c2e-41b0'
    const kept = await t.app.request('/api/articles?limit=1', { headers: { 'x-request-id': given } })
    expect(kept.headers.get('x-request-id')).toBe(given)
    for (const bad of ['short', 'has space in it', 'x'.repeat(200), 'a"}{"level":60']) {
      const res = await t.app.request('/api/articles?limit=1', { headers: { 'x-request-id': bad } })
      expect(res.headers.get('x-request-id')).not.toBe(bad)
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('logs a static file at debug and a page at info', async () => {
    const dir = join(CLIENT_DIR, 'assets')
    const name = `log-test-${process.pid}-${driver.name}.js`
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, name), 'export {}\n')
    try {
      lines.length = 0
      expect((await t.app.request(`/assets/${name}`)).status).toBe(200)
      expect(requests()).toEqual([expect.objectContaining({ level: LEVEL.debug, path: `/assets/${name}` })])
      // A missing asset is not a file served: it stays visible.
      lines.length = 0
      expect((await t.app.request('/assets/missing-file.js')).status).toBe(404)
      expect(requests()[0]?.level).toBe(LEVEL.info)
    } finally {
      rmSync(join(dir, name), { force: true })
    }
  })

  it("writes better-auth's messages as JSON lines of the same logger, with the request id", async () => {
    lines.length = 0
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' }),
    })
    expect(res.status).toBe(401)
    const auth = lines.filter((l) => l.component === 'better-auth')
    expect(auth).toContainEqual(
      expect.objectContaining({
        level: LEVEL.warn,
        msg: 'User not found',
        requestId: res.headers.get('x-request-id'),
      }),
    )
  })

  it('logs a failing SQL statement once, with its SQLSTATE and without its parameters', async () => {
    const broken = await createTestDatabase(driver)
    const captured = capturedLogger('info')
    const app = createTestApp(broken.database, { env, logger: captured.logger }).app
    try {
      await broken.database.execute('ALTER TABLE articles RENAME TO articles_moved')
      const res = await app.request('/api/articles/lookup?slug=secret-slug-7781')
      expect(res.status).toBe(500)
      const errors = captured.lines.filter((l: LogLine) => l.level >= LEVEL.error)
      expect(errors).toHaveLength(1)
      const err = errors[0]!.err as Record<string, unknown>
      expect(err).toMatchObject({ type: 'DrizzleQueryError', sqlState: '42P01' })
      expect(String(err.query)).toMatch(/from "articles"/i)
      expect(err.message).toMatch(/articles/)
      expect(JSON.stringify(errors[0])).not.toContain('secret-slug-7781')
    } finally {
      await broken.drop()
    }
  })
})
