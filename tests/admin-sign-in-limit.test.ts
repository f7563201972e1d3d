import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_RATE_LIMITED_MESSAGE } from '#shared/schemas/admin'
import { createAdminUser } from '#server/services/users'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

const PASSWORD = 'right-password'

describe.each(testDrivers)('sign-in rate limit on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  const env = testEnv({ TRUST_PROXY: 'true' })

  const signIn = (email: string, password: string, from: string, path = '/api/auth/sign-in/email') =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL, 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    })
  const fail = async (email: string, from: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await signIn(email, 'wrong-password', from)).status).toBe(401)
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    for (const email of ['target@example.com', 'happy@example.com', 'bystander@example.com']) {
      await createAdminUser(t.auth, testDb.database.db, { email, password: PASSWORD, role: 'admin' })
    }
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('refuses the 6th attempt after 5 failures with 429, RATE_LIMITED and Retry-After, even with the right password', async () => {
    await fail('target@example.com', '203.0.113.1', 5)
    const res = await signIn('target@example.com', PASSWORD, '203.0.113.1')
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: SIGN_IN_RATE_LIMITED_MESSAGE },
    })
    expect(SIGN_IN_RATE_LIMITED_MESSAGE).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    )
  })

  it('counts per account: the same email from another address, in any letter case, is refused too', async () => {
    const res = await signIn(' Target@Example.COM ', PASSWORD, '198.51.100.20')
    expect(res.status).toBe(429)
    // Another account from a fresh address is not affected.
    expect((await signIn('bystander@example.com', PASSWORD, '198.51.100.21')).status).toBe(200)
  })

  it('counts per address: five failures on different accounts block that address for every account', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(`nobody-${i}@example.com`, 'guess', '192.0.2.50')).status).toBe(401)
    }
    expect((await signIn('bystander@example.com', PASSWORD, '192.0.2.50')).status).toBe(429)
    // The same endpoint spelled otherwise (a query string, a dot segment) is the same endpoint.
    for (const path of ['/api/auth/sign-in/email?next=/admin', '/api/auth/./sign-in/email']) {
      expect((await signIn('bystander@example.com', PASSWORD, '192.0.2.50', path)).status).toBe(429)
    }
    expect((await signIn('bystander@example.com', PASSWORD, '192.0.2.51')).status).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 8; i++)
      expect((await signIn('happy@example.com', PASSWORD, '198.51.100.7')).status).toBe(200)
    await fail('happy@example.com', '198.51.100.7', 4)
    expect((await signIn('happy@example.com', PASSWORD, '198.51.100.7')).status).toBe(200)
    await fail('happy@example.com', '198.51.100.7', 1)
    expect((await signIn('happy@example.com', PASSWORD, '198.51.100.7')).status).toBe(429)
  })

  it('keys IPv6 clients by their /64', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(`v6-${i}@example.com`, 'guess', `2001:db8:1:2::${i + 1}`)).status).toBe(401)
    }
    expect((await signIn('v6-x@example.com', 'guess', '2001:db8:1:2:ffff::9')).status).toBe(429)
    expect((await signIn('v6-x@example.com', 'guess', '2001:db8:1:3::1')).status).toBe(401)
  })

  describe('over a real socket, without TRUST_PROXY', () => {
    let server: ServerType
    let base: string

    beforeAll(async () => {
      const direct = createTestApp(testDb.database, { env: testEnv() })
      server = await new Promise<ServerType>((resolve) => {
        const s = serve({ fetch: direct.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
      })
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve))
    })

    it('keys on the socket address and ignores a spoofed X-Forwarded-For', async () => {
      const post = (email: string, spoof: string) =>
        fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: env.SITE_URL, 'x-forwarded-for': spoof },
          body: JSON.stringify({ email, password: 'guess' }),
        })
      for (let i = 0; i < 5; i++)
        expect((await post(`socket-${i}@example.com`, `10.9.8.${i}`)).status).toBe(401)
      const res = await post('socket-x@example.com', '10.9.8.99')
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    })
  })
})
