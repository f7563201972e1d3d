import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticles, getArticleById } from '#server/storage/articles'
import { callJson, createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'

type Role = 'none' | 'no-role' | 'admin' | 'super_admin'

interface Endpoint {
  method: string
  path: string
  body?: unknown
  /** What an admin gets past the guard: a missing id is 404, a bad body 422, users and audit 403. */
  admin: number
  /** What a super_admin gets; the admin's status when absent. */
  superAdmin?: number
}

const missingId = randomUUID()

/** A route as Hono lists it in `app.routes`. */
interface Route {
  method: string
  path: string
}

/**
 * The app's admin API routes (under /api/admin) that no endpoint of the table calls. Middleware (`use`, method ALL)
 * is not a route. A table path covers the route it equals; otherwise each parameterised route it matches.
 */
function uncoveredAdminRoutes(routes: readonly Route[], table: readonly Route[]): string[] {
  const admin = new Set(
    routes
      .filter((r) => r.method !== 'ALL' && (r.path === '/api/admin' || r.path.startsWith('/api/admin/')))
      .map((r) => `${r.method} ${r.path}`),
  )
  const covered = new Set<string>()
  for (const e of table) {
    const path = e.path.split('?')[0]!
    const exact = `${e.method} ${path}`
    if (admin.has(exact)) {
      covered.add(exact)
      continue
    }
    for (const key of admin) {
      const [method, pattern] = key.split(' ') as [string, string]
      const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`)
      if (method === e.method && pattern.includes(':') && regex.test(path)) covered.add(key)
    }
  }
  return [...admin].filter((key) => !covered.has(key)).sort()
}

describe('the admin access table', () => {
  const table: Route[] = [
    { method: 'GET', path: '/api/admin/articles?limit=10' },
    { method: 'GET', path: '/api/admin/articles/duplicates' },
    { method: 'DELETE', path: `/api/admin/articles/${missingId}` },
  ]
  const routes: Route[] = [
    { method: 'ALL', path: '/api/admin/*' },
    { method: 'GET', path: '/api/admin/articles' },
    { method: 'GET', path: '/api/admin/articles/duplicates' },
    { method: 'DELETE', path: '/api/admin/articles/:id' },
    { method: 'GET', path: '/api/articles' },
  ]

  it('covers every admin route it calls, by exact path or by parameter', () => {
    expect(uncoveredAdminRoutes(routes, table)).toEqual([])
  })

  it('names an admin route the table does not call, so a new one cannot be left out', () => {
    const added = [...routes, { method: 'POST', path: '/api/admin/forgotten' }]
    expect(uncoveredAdminRoutes(added, table)).toEqual(['POST /api/admin/forgotten'])
    // A static path is not a parameter's value: GET /articles/duplicates does not cover GET /articles/:id.
    const byId = [...routes, { method: 'GET', path: '/api/admin/articles/:id' }]
    expect(uncoveredAdminRoutes(byId, table)).toEqual(['GET /api/admin/articles/:id'])
  })
})

describe.each(testDrivers)('admin API access by role on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  let t: TestApp
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })
  const headers: Record<Role, Record<string, string>> = {
    none: { origin: env.SITE_URL },
    'no-role': {},
    admin: {},
    super_admin: {},
  }

  beforeAll(async () => {
    publisher = await startFakePublisher()
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    headers['no-role'] = await signInAs(t, testDb.database, 'reader@example.com', null)
    headers.admin = await signInAs(t, testDb.database, 'admin@example.com', 'admin')
    headers.super_admin = await signInAs(t, testDb.database, 'chief@example.com', 'super_admin')
  }, 120_000)
  afterAll(async () => {
    await publisher?.close()
    await testDb?.drop()
  })

  const endpoints = (): Endpoint[] => [
    { method: 'GET', path: '/api/admin/overview', admin: 200 },
    {
      method: 'POST',
      path: '/api/admin/feed-sources/check',
      body: { url: `${publisher.url}/fixtures/frag-report.xml` },
      admin: 200,
    },
    { method: 'POST', path: '/api/admin/feed-sources', body: { url: 'not a url' }, admin: 422 },
    {
      method: 'PATCH',
      path: `/api/admin/feed-sources/${missingId}`,
      body: { isActive: false },
      admin: 404,
    },
    { method: 'DELETE', path: `/api/admin/feed-sources/${missingId}`, admin: 404 },
    { method: 'GET', path: '/api/admin/articles?limit=1000', admin: 200 },
    { method: 'GET', path: '/api/admin/articles/no-such-article', admin: 404 },
    { method: 'PATCH', path: '/api/admin/articles/no-such-article', body: { title: 'x' }, admin: 404 },
    { method: 'DELETE', path: '/api/admin/articles/no-such-article', admin: 404 },
    {
      method: 'POST',
      path: '/api/admin/articles/bulk-delete',
      body: { ids: ['no-such-article'] },
      admin: 200,
    },
    { method: 'GET', path: '/api/admin/articles/duplicates', admin: 200 },
    { method: 'POST', path: '/api/admin/articles/duplicates/cleanup', admin: 200 },
    { method: 'GET', path: '/api/admin/teams', admin: 200 },
    { method: 'DELETE', path: `/api/admin/teams/${missingId}`, admin: 404 },
    { method: 'POST', path: '/api/admin/teams/bulk-delete', body: { ids: [missingId] }, admin: 200 },
    { method: 'GET', path: '/api/admin/trash', admin: 200 },
    { method: 'GET', path: '/api/admin/story-drafts', admin: 200 },
    { method: 'POST', path: `/api/admin/trash/${missingId}/restore`, admin: 404 },
    { method: 'GET', path: '/api/admin/users', admin: 403, superAdmin: 200 },
    { method: 'POST', path: '/api/admin/users', body: { email: 'bad' }, admin: 403, superAdmin: 422 },
    {
      method: 'PATCH',
      path: '/api/admin/users/no-such-user',
      body: { role: 'admin' },
      admin: 403,
      superAdmin: 404,
    },
    { method: 'DELETE', path: '/api/admin/users/no-such-user', admin: 403, superAdmin: 404 },
    { method: 'GET', path: '/api/admin/audit?limit=10', admin: 403, superAdmin: 200 },
    // Jobs and AI runs: a body the route refuses, so the check starts no work.
    { method: 'POST', path: '/api/admin/process-feeds', body: [], admin: 422 },
    { method: 'POST', path: '/api/admin/quality-pass', body: { trigger: 'cron' }, admin: 422 },
    { method: 'POST', path: '/api/admin/content-analysis', body: { analyzeAll: 'yes' }, admin: 422 },
    { method: 'POST', path: '/api/admin/sync-pandascore-data', body: { game: 'chess' }, admin: 422 },
    { method: 'GET', path: `/api/admin/sync-runs/${missingId}`, admin: 404 },
    { method: 'POST', path: '/api/admin/generate-team-faq', body: { teamId: 'not-a-uuid' }, admin: 422 },
  ]

  it('lists every admin route of the app in its table', () => {
    expect(t.app.routes.some((r) => r.path.startsWith('/api/admin/'))).toBe(true)
    expect(uncoveredAdminRoutes(t.app.routes, endpoints())).toEqual([])
  })

  it('answers every admin API by role: none 401, no role 403, admin and super_admin past the guard', async () => {
    const seen: string[] = []
    for (const e of endpoints()) {
      const expected: Record<Role, number> = {
        none: 401,
        'no-role': 403,
        admin: e.admin,
        super_admin: e.superAdmin ?? e.admin,
      }
      for (const role of Object.keys(expected) as Role[]) {
        const res = await callJson<{ error?: { message: string } }>(
          t.app,
          e.method,
          e.path,
          headers[role],
          e.body,
        )
        seen.push(`${role} ${e.method} ${e.path} → ${res.status}`)
        expect(res.status, `${role} ${e.method} ${e.path}`).toBe(expected[role])
        if (role === 'no-role') {
          expect(res.body.error?.message).toBe("You don't have permission to access the admin panel.")
        }
        if (role === 'admin' && e.admin === 403) {
          expect(res.body.error?.message).toMatch(
            /^Only a super admin can (manage users|read the audit log)\.$/,
          )
        }
        if (e.method === 'GET') expect(res.headers.get('cache-control')).toBe('private, no-store')
      }
    }
    expect(seen.length).toBe(endpoints().length * 4)
  })

  it('tells the gate who is signed in and their role, never cached', async () => {
    const me = async (role: Role) => {
      const res = await callJson(t.app, 'GET', '/api/me', headers[role])
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      return res.body
    }
    expect(await me('none')).toEqual({ user: null, role: null })
    expect(await me('no-role')).toMatchObject({ user: { email: 'reader@example.com' }, role: null })
    expect(await me('admin')).toMatchObject({ user: { email: 'admin@example.com' }, role: 'admin' })
    expect(await me('super_admin')).toMatchObject({
      user: { email: 'chief@example.com' },
      role: 'super_admin',
    })
  })

  it('refuses an admin write from a foreign origin, or with no origin at all, even with the admin cookie', async () => {
    await createArticles(testDb.database.db, [
      { id: 'csrf-target', slug: 'csrf-target', title: 'A story a foreign page wants gone' },
    ])
    const { cookie } = headers.admin
    const extras: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
    ]
    for (const extra of extras) {
      const res = await callJson<{ error: { message: string } }>(
        t.app,
        'POST',
        '/api/admin/articles/bulk-delete',
        { cookie: cookie!, ...extra },
        { ids: ['csrf-target'] },
      )
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe('This request came from another site and was refused.')
    }
    const forged = await callJson(t.app, 'DELETE', '/api/admin/articles/csrf-target', {
      cookie: cookie!,
      origin: 'http://127.0.0.1:3001',
    })
    expect(forged.status).toBe(403)
    expect(await getArticleById(testDb.database.db, 'csrf-target')).not.toBeNull()
  })

  it('refuses a forged or signed-out session cookie', async () => {
    const forged = await callJson(t.app, 'GET', '/api/admin/overview', {
      cookie: 'better-auth.session_token=forged.value',
    })
    expect(forged.status).toBe(401)
    const session = await signInAs(t, testDb.database, 'leaving@example.com', 'admin')
    expect((await callJson(t.app, 'GET', '/api/admin/overview', session)).status).toBe(200)
    const out = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: session })
    expect(out.status).toBe(200)
    expect((await callJson(t.app, 'GET', '/api/admin/overview', session)).status).toBe(401)
  })

  it('takes a role change effect on the next request', async () => {
    const session = await signInAs(t, testDb.database, 'demoted@example.com', 'super_admin')
    expect((await callJson(t.app, 'GET', '/api/admin/users', session)).status).toBe(200)
    const users = await callJson<{ users: { id: string; email: string }[] }>(
      t.app,
      'GET',
      '/api/admin/users',
      headers.super_admin,
    )
    const id = users.body.users.find((u) => u.email === 'demoted@example.com')!.id
    const change = await callJson(t.app, 'PATCH', `/api/admin/users/${id}`, headers.super_admin, {
      role: 'admin',
    })
    expect(change.status).toBe(200)
    expect((await callJson(t.app, 'GET', '/api/admin/users', session)).status).toBe(403)
  })
})
