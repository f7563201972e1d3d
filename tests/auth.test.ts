import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFirstAdmin } from '#server/services/first-admin'
import { createAdminUser } from '#server/services/users'
import { createLogger } from '#server/logger'
import { getUserByEmail, getUserRole } from '#server/storage/users'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

describe.each(testDrivers)('first admin and sign-in on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>
  const env = testEnv({ ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'correct-horse' })
  const origin = env.SITE_URL

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const signIn = (email: string, password: string, headers: Record<string, string> = { origin }) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    })

  it('creates a super_admin from ADMIN_EMAIL once, and never again', async () => {
    const logger = createLogger('silent')
    expect(await ensureFirstAdmin(t.auth, testDb.database.db, env, logger)).toBe(true)
    const user = await getUserByEmail(testDb.database.db, 'chief@example.com')
    expect(user).not.toBeNull()
    expect(await getUserRole(testDb.database.db, user!.id)).toBe('super_admin')
    expect(await ensureFirstAdmin(t.auth, testDb.database.db, env, logger)).toBe(false)
  })

  it('signs the admin in with a session cookie that is httpOnly and SameSite', async () => {
    const res = await signIn('chief@example.com', 'correct-horse')
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/session_token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const session = await t.app.request('/api/auth/get-session', {
      headers: { cookie: cookie.split(';')[0]! },
    })
    const body = (await session.json()) as { user: { email: string } }
    expect(body.user.email).toBe('chief@example.com')
  })

  it('refuses a wrong password', async () => {
    const res = await signIn('chief@example.com', 'wrong-password')
    expect(res.status).toBe(401)
  })

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const cookie = (await signIn('chief@example.com', 'correct-horse')).headers
      .get('set-cookie')!
      .split(';')[0]!
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: '{}',
    })
    expect(res.status).toBe(403)
  })

  it('has no public sign-up', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'new@example.com', password: 'whatever123', name: 'x' }),
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await getUserByEmail(testDb.database.db, 'new@example.com')).toBeNull()
  })

  it('refuses a second account with the same email and a short password', async () => {
    await expect(
      createAdminUser(t.auth, testDb.database.db, {
        email: 'CHIEF@example.com',
        password: 'abcdefg',
        role: 'admin',
      }),
    ).rejects.toThrow('already exists')
    await expect(
      createAdminUser(t.auth, testDb.database.db, {
        email: 'two@example.com',
        password: 'abc',
        role: 'admin',
      }),
    ).rejects.toThrow('at least 6 characters')
  })
})
