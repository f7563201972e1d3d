import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticles, getArticleBySlug } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// /api errors keep one shape on every route, better-auth's included, and an admin write whose body cannot be
// read is refused (415/400) instead of answering "updated successfully" having changed nothing.

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type AppUnderTest = ReturnType<typeof createTestApp>['app']

/** The admin API's writes, as the app routes them. */
function adminWrites(app: AppUnderTest): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const { method, path } of app.routes)
    if (WRITE_METHODS.has(method) && path.startsWith('/api/admin/'))
      seen.set(`${method} ${path}`, { method, path })
  return [...seen.values()]
}

function expectErrorShape(body: unknown, code: unknown, what: string) {
  expect(body, what).toEqual({ error: { code, message: expect.any(String) } })
}

describe.each(testDrivers)('API error shape on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>
  let admin: Record<string, string>
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
    t = createTestApp(testDb.database, { env })
    admin = await signInAs(t, testDb.database, 'chief@example.com', 'super_admin')
  })
  afterAll(async () => {
    await testDb?.drop()
  })

  it('answers 415 to an admin write whose body is not JSON, on every admin write route', async () => {
    const writes = adminWrites(t.app)
    expect(writes.length).toBeGreaterThan(10)
    for (const { method, path } of writes) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const headers: Record<string, string> = { cookie: admin.cookie!, origin: env.SITE_URL }
        if (type) headers['content-type'] = type
        const res = await t.app.request(path.replace(/:\w+/g, 'a1'), {
          method,
          headers,
          body: type === 'application/x-www-form-urlencoded' ? 'title=Changed' : '{"title":"Changed"}',
        })
        const what = `${method} ${path} as ${type ?? 'no content type'} → ${res.status}`
        expect(res.status, what).toBe(415)
        expectErrorShape(await res.json(), 'UNSUPPORTED_MEDIA_TYPE', what)
      }
    }
  })

  it('answers 400 to an admin write whose JSON is malformed, on every admin write route', async () => {
    for (const { method, path } of adminWrites(t.app)) {
      for (const body of ['{"title":', "{'title':'x'}", '{"title":"x"} trailing']) {
        const res = await t.app.request(path.replace(/:\w+/g, 'a1'), { method, headers: admin, body })
        const what = `${method} ${path} with ${body} → ${res.status}`
        expect(res.status, what).toBe(400)
        expectErrorShape(await res.json(), 'BAD_REQUEST', what)
      }
    }
  })

  it('never reports an article update as done when its body could not be read', async () => {
    const res = await t.app.request('/api/admin/articles/a1', {
      method: 'PATCH',
      headers: { cookie: admin.cookie!, origin: env.SITE_URL, 'content-type': 'text/plain' },
      body: JSON.stringify({ title: 'Changed by a text body' }),
    })
    expect(res.status).toBe(415)
    expect(JSON.stringify(await res.json())).not.toContain('updated successfully')
    expect((await getArticleBySlug(testDb.database.db, 'northwind-wolves-lift'))?.title).toBe(
      'Northwind Wolves lift the autumn trophy',
    )
    // The same update as JSON goes through.
    const ok = await t.app.request('/api/admin/articles/a1', {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ title: 'Changed by a JSON body' }),
    })
    expect(ok.status).toBe(200)
  })

  it("wraps better-auth's refusals in the error shape, keeping their status and the sign-in message", async () => {
    const wrong = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ email: 'chief@example.com', password: 'wrong-password' }),
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
    })

    const signUp = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ email: 'new@example.com', password: 'whatever123', name: 'x' }),
    })
    expect(signUp.status).toBeGreaterThanOrEqual(400)
    expectErrorShape(await signUp.json(), expect.any(String), 'sign-up')

    const missing = await t.app.request('/api/auth/no-such-endpoint')
    expect(missing.status).toBe(404)
    expectErrorShape(await missing.json(), 'NOT_FOUND', 'unknown auth endpoint')

    const badEmail = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ email: 'not-an-email', password: 'whatever123' }),
    })
    expect(badEmail.status).toBe(400)
    expectErrorShape(await badEmail.json(), 'BAD_REQUEST', 'invalid email')
  })

  it('still signs in and reads the session through the wrapper', async () => {
    const res = await t.app.request('/api/auth/get-session', { headers: { cookie: admin.cookie! } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe('chief@example.com')
  })

  it('sends Permissions-Policy denying the features the site does not use, on pages, API and errors', async () => {
    for (const path of ['/api/articles', '/api/nope', '/healthz', '/robots.txt']) {
      const policy = (await t.app.request(path)).headers.get('permissions-policy') ?? ''
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'interest-cohort',
        'browsing-topics',
      ])
        expect(policy, path).toContain(`${feature}=()`)
    }
  })
})
