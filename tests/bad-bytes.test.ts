import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticles, getArticleBySlug } from '#server/storage/articles'
import { createRoutes } from '#web/router'
import { createTestApp, testEnv } from './support/app'
import { signedInHeaders } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// Every bad byte is a 400: a NUL byte or an invalid UTF-8 sequence in any path segment, query parameter or
// body field is refused at the edge, on every route the app has, never a 500 with the SQL in the log.

const BAD_SEQUENCES = ['%00', '%C3%28', '%FF', '%ED%A0%80']
const QUERY_NAMES = ['q', 'search', 'game', 'tag', 'slug', 'page', 'limit', 'utm_source']
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type AppUnderTest = ReturnType<typeof createTestApp>['app']

/** Every (method, path) the app routes, as Hono lists them; middleware-only entries are left out. */
function appRoutes(app: AppUnderTest): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const { method, path } of app.routes) {
    if (method === 'ALL' && path !== '/api/*') continue
    const m = method === 'ALL' ? 'GET' : method
    seen.set(`${m} ${path}`, { method: m, path })
  }
  return [...seen.values()]
}

/** Every path of the browser's route table (the pages the server renders). */
function pagePaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const here =
      route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
    return [...(route.path !== undefined ? [here || '/'] : []), ...pagePaths(route.children ?? [], here)]
  })
}

/** Fills a route pattern's parameters and wildcards with `value`. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:\w+(\{.*?\}(?=\/|$))?\??/g, value).replace(/\*/g, value)
}

const hasParams = (pattern: string) => /[:*]/.test(pattern)

describe.each(testDrivers)('bad bytes on $name', (driver) => {
  let testDb: TestDatabase
  let app: AppUnderTest
  let auth: ReturnType<typeof createTestApp>['auth']
  const env = testEnv()

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'a1',
        title: 'Northwind Wolves lift the autumn trophy',
        slug: 'northwind-wolves-lift',
        tags: ['cs2'],
      },
    ])
    const built = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) })
    app = built.app
    auth = built.auth
  })
  afterAll(async () => {
    await testDb?.drop()
  })

  async function expectRefused(method: string, path: string, init: RequestInit = {}) {
    const res = await app.request(path, { method, ...init })
    const text = await res.text()
    const what = `${method} ${path} → ${res.status} ${text.slice(0, 120)}`
    expect(res.status, what).toBe(400)
    if (path.startsWith('/api/')) {
      expect(res.headers.get('content-type'), what).toContain('application/json')
      const body = JSON.parse(text)
      expect(body.error.code, what).toBe('BAD_REQUEST')
      expect(typeof body.error.message, what).toBe('string')
    } else {
      expect(res.headers.get('content-type'), what).toContain('text/html')
    }
  }

  it("answers 400 for a bad byte in any path segment of any of the app's routes", async () => {
    const routes = appRoutes(app).filter((r) => hasParams(r.path))
    expect(routes.length).toBeGreaterThan(15)
    for (const { method, path } of routes)
      for (const bad of BAD_SEQUENCES) await expectRefused(method, fill(path, `x${bad}`))
  })

  it("answers 400 for a bad byte in any query parameter of any of the app's routes", async () => {
    let turn = 0
    for (const { method, path } of appRoutes(app)) {
      const base = fill(path, 'x')
      // Each route gets every bad sequence, under parameter names taken in turn (the name does not matter).
      for (const bad of BAD_SEQUENCES)
        await expectRefused(method, `${base}?${QUERY_NAMES[turn++ % QUERY_NAMES.length]}=${bad}`)
      await expectRefused(method, `${base}?page=1&${BAD_SEQUENCES[turn % BAD_SEQUENCES.length]}=1`)
    }
  }, 120_000)

  it('answers 400 with a page for a bad byte in any page address, never a 500 or a rendered page', async () => {
    const paths = pagePaths(createRoutes(new QueryClient()))
    expect(paths).toContain('/news/:slug')
    // A page costs a render: each pattern gets one bad sequence in the path and another in the query.
    let turn = 0
    for (const pattern of paths) {
      if (hasParams(pattern))
        await expectRefused('GET', fill(pattern, `x${BAD_SEQUENCES[turn++ % BAD_SEQUENCES.length]}`))
      await expectRefused(
        'GET',
        `${fill(pattern, 'x')}?${QUERY_NAMES[turn % QUERY_NAMES.length]}=${BAD_SEQUENCES[turn++ % BAD_SEQUENCES.length]}`,
      )
    }
    // The page the reader gets is the site's own, not a bare error.
    const res = await app.request('/news/x%00')
    expect(await res.text()).toContain('<!DOCTYPE html>')
    expect(res.headers.get('cache-control')).toBe('no-store')
  }, 120_000)

  it("answers 400 for a NUL or invalid UTF-8 in any JSON body field of any of the app's writes", async () => {
    // Writes under /api/v1 are refused whatever their body (405: the public API only reads; tests/public-api.test.ts).
    const writes = appRoutes(app).filter((r) => WRITE_METHODS.has(r.method) && !r.path.startsWith('/api/v1/'))
    expect(writes.length).toBeGreaterThan(10)
    const json = { 'content-type': 'application/json', origin: env.SITE_URL }
    for (const { method, path } of writes) {
      const url = fill(path, 'x')
      await expectRefused(method, url, { headers: json, body: '{"message":"who won\\u0000"}' })
      await expectRefused(method, url, { headers: json, body: '{"ids":["a","b\\u0000c"]}' })
      await expectRefused(method, url, { headers: json, body: '{"nested":{"k\\u0000":1}}' })
      await expectRefused(method, url, { headers: json, body: '{"title":"half a pair \\ud800"}' })
      // Raw bytes that are not UTF-8 at all.
      const raw = new Uint8Array([...Buffer.from('{"title":"'), 0xc3, 0x28, ...Buffer.from('"}')])
      await expectRefused(method, url, { headers: json, body: raw })
    }
  })

  it('refuses a NUL in a sign-in form body as in a JSON one, and changes nothing', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: env.SITE_URL }
    await expectRefused('POST', '/api/auth/sign-in/email', {
      headers: form,
      body: 'email=a%00%40b.c&password=x',
    })
    await expectRefused('POST', '/api/auth/sign-in/email', {
      headers: form,
      body: 'email=a%FF%40b.c&password=x',
    })
  })

  it('keeps an article when an admin update carries a NUL byte', async () => {
    const headers = await signedInHeaders(app, auth, testDb.database.db, env.SITE_URL, {
      email: 'nul-admin@example.com',
      role: 'admin',
    })
    const res = await app.request('/api/admin/articles/a1', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: 'Wolves\u0000 win' }),
    })
    expect(res.status).toBe(400)
    const article = await getArticleBySlug(testDb.database.db, 'northwind-wolves-lift')
    expect(article?.title).toBe('Northwind Wolves lift the autumn trophy')
  })

  it('chat: a question made only of control characters is refused as empty; tabs and newlines are text', async () => {
    const post = (message: string) =>
      app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      })
    const refused = await post('\u0007\u001b\u0008\u007f')
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.message).toBe('Type a question first.')
  })
})
