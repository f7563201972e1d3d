import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// §2.16 {email}: with CONTACT_EMAIL the pages give the address; without it, they say none is published instead of
// showing a placeholder address as if it were real.
describe.each(testDrivers)('the contact address on $name', (driver) => {
  let testDb: TestDatabase

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  function site(overrides: Record<string, string>) {
    const env = testEnv(overrides)
    const { app } = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) })
    return async (path: string) => {
      const res = await app.request(path)
      expect(res.status).toBe(200)
      return res.text()
    }
  }

  it('says no address is published when CONTACT_EMAIL is not set, and shows none', async () => {
    const get = site({ CONTACT_EMAIL: '' })
    const contact = await get('/contact')
    expect(contact).toContain('No contact address has been published for this site yet.')
    expect(contact).not.toContain('mailto:')
    expect(contact).not.toContain('example.com')
    expect(contact).not.toContain('Replies typically within 24-48 hours')
    for (const path of ['/terms', '/privacy']) {
      const html = await get(path)
      expect(html).not.toContain('mailto:')
      expect(html).toContain('the address on our contact page')
    }
    // No contact point in the structured data either.
    expect(await get('/')).not.toContain('ContactPoint')
  })

  it('gives the address on the contact, terms and privacy pages when CONTACT_EMAIL is set', async () => {
    const get = site({ CONTACT_EMAIL: 'desk@bo5.example' })
    const contact = await get('/contact')
    expect(contact).toContain('href="mailto:desk@bo5.example"')
    expect(contact).toContain('Replies typically within 24-48 hours on business days.')
    expect(contact).not.toContain('No contact address has been published')
    for (const path of ['/terms', '/privacy'])
      expect(await get(path)).toContain('href="mailto:desk@bo5.example"')
    expect(await get('/')).toContain('"email":"desk@bo5.example"')
  })
})
