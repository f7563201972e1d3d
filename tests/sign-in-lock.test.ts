import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAttempts } from '#server/db/schema/index'
import { createAdminUser } from '#server/services/users'
import { SIGN_IN_RATE_LIMITED_MESSAGE } from '#shared/schemas/admin'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// The sign-in lock cannot be side-stepped (decision 015): every body the endpoint reads is counted, parallel
// attempts cannot get more than 5 evaluated, and the lock lasts 15 minutes from the last failure.

const PASSWORD = 'right-password'
const MINUTE = 60_000

describe.each(testDrivers)('sign-in lock on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  const env = testEnv({ TRUST_PROXY: 'true' })
  const headers = (from: string, type: string) => ({
    'content-type': type,
    origin: env.SITE_URL,
    'x-forwarded-for': from,
  })

  const json = (email: string, password: string, from: string) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: headers(from, 'application/json'),
      body: JSON.stringify({ email, password }),
    })
  const form = (fields: [string, string][], from: string, type = 'application/x-www-form-urlencoded') =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: headers(from, type),
      body: new URLSearchParams(fields).toString(),
    })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    for (const email of [
      'parallel@example.com',
      'form@example.com',
      'locked@example.com',
      'dup@example.com',
      'streak@example.com',
      'over@example.com',
      'multi@example.com',
    ]) {
      await createAdminUser(t.auth, testDb.database.db, { email, password: PASSWORD, role: 'admin' })
    }
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('40 parallel wrong attempts from one address, JSON and form-encoded: at most 5 are evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? json(`parallel-${i}@example.com`, 'wrong-password', '203.0.113.40')
          : form(
              [
                ['email', `parallel-${i}@example.com`],
                ['password', 'wrong-password'],
              ],
              '203.0.113.40',
            ),
      ),
    )
    const statuses = answers.map((res) => res.status)
    const evaluated = statuses.filter((status) => status !== 429)
    expect(evaluated.length).toBeGreaterThan(0)
    expect(evaluated.length).toBeLessThanOrEqual(5)
    expect(evaluated.every((status) => status === 401)).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35)
    // The address stays locked, whatever the body's encoding.
    expect((await json('parallel@example.com', PASSWORD, '203.0.113.40')).status).toBe(429)
  })

  it('40 parallel wrong attempts on one account from many addresses: at most 5 are evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        json('parallel@example.com', 'wrong-password', `198.51.100.${i + 1}`),
      ),
    )
    expect(answers.filter((res) => res.status !== 429).length).toBeLessThanOrEqual(5)
    expect((await json('parallel@example.com', PASSWORD, '198.51.100.200')).status).toBe(429)
  })

  it('a form-encoded right password is refused while the account is locked', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await json('locked@example.com', 'wrong-password', `192.0.2.${i + 1}`)).status).toBe(401)
    }
    const res = await form(
      [
        ['email', 'locked@example.com'],
        ['password', PASSWORD],
      ],
      '192.0.2.100',
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: SIGN_IN_RATE_LIMITED_MESSAGE },
    })
    // With a charset parameter and in other letter case, too.
    const variant = await form(
      [
        ['email', 'LOCKED@example.com'],
        ['password', PASSWORD],
      ],
      '192.0.2.101',
      'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
    )
    expect(variant.status).toBe(429)
  })

  it('form-encoded failures count toward the account lock', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await form(
        [
          ['email', 'form@example.com'],
          ['password', 'wrong-password'],
        ],
        `192.0.2.${i + 20}`,
      )
      expect(res.status).toBe(401)
    }
    expect((await json('form@example.com', PASSWORD, '192.0.2.120')).status).toBe(429)
  })

  it('a repeated form field is read as better-auth reads it (the last one wins)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await json('dup@example.com', 'wrong-password', `192.0.2.${i + 40}`)).status).toBe(401)
    }
    const res = await form(
      [
        ['email', 'someone-else@example.com'],
        ['email', 'dup@example.com'],
        ['password', PASSWORD],
      ],
      '192.0.2.140',
    )
    expect(res.status).toBe(429)
  })

  it('a body the endpoint does not read (multipart, text) is refused with 415 and checks no password', async () => {
    const multipart = new FormData()
    multipart.set('email', 'multi@example.com')
    multipart.set('password', PASSWORD)
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: env.SITE_URL, 'x-forwarded-for': '192.0.2.60' },
      body: multipart,
    })
    expect(res.status).toBe(415)
    expect(res.headers.get('set-cookie')).toBeNull()
    const text = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: headers('192.0.2.60', 'text/plain'),
      body: JSON.stringify({ email: 'multi@example.com', password: PASSWORD }),
    })
    expect(text.status).toBe(415)
    expect(text.headers.get('set-cookie')).toBeNull()
    // Refused bodies lock nobody: the right password still signs in.
    expect((await json('multi@example.com', PASSWORD, '192.0.2.60')).status).toBe(200)
  })

  it('the lock lasts 15 minutes from the last failure: a failure 14 minutes after the previous one extends it', async () => {
    const db = testDb.database.db
    const key = 'sign-in:email:streak@example.com'
    // Four failures, the last 14 minutes ago.
    await db.insert(signInAttempts).values({
      key,
      failures: 4,
      lastFailureAt: new Date(Date.now() - 14 * MINUTE),
      pending: 0,
      reservedAt: new Date(Date.now() - 14 * MINUTE),
    })
    expect((await json('streak@example.com', 'wrong-password', '192.0.2.80')).status).toBe(401)
    const res = await json('streak@example.com', PASSWORD, '192.0.2.81')
    expect(res.status).toBe(429)
    // Locked for 15 minutes from the failure just now, not until a clock window ends.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
  })

  it('a lock ends 15 minutes after its last failure, and not before', async () => {
    const db = testDb.database.db
    const key = 'sign-in:email:over@example.com'
    await db.insert(signInAttempts).values({
      key,
      failures: 5,
      lastFailureAt: new Date(Date.now() - 14 * MINUTE),
      pending: 0,
      reservedAt: new Date(Date.now() - 14 * MINUTE),
    })
    const locked = await json('over@example.com', PASSWORD, '192.0.2.90')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

    await db
      .update(signInAttempts)
      .set({ lastFailureAt: new Date(Date.now() - 15 * MINUTE - 5_000) })
      .where(eq(signInAttempts.key, key))
    expect((await json('over@example.com', PASSWORD, '192.0.2.91')).status).toBe(200)
    // The old streak is over: a new failure starts counting from one.
    expect((await json('over@example.com', 'wrong-password', '192.0.2.92')).status).toBe(401)
    expect((await json('over@example.com', PASSWORD, '192.0.2.93')).status).toBe(200)
  })
})
