import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase } from './support/databases'
import { sourceRenderer } from './support/renderer'

// A page is rendered in one synchronous pass when nothing suspends, and by the streaming renderer when something
// does (entry-server.tsx). The missing-team page's text is a lazily loaded module: in a new process (this file's
// own) the first such page suspends, and must still come out whole, as the second does.
describe('the first render of a page whose code is not loaded yet', () => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()

  beforeAll(async () => {
    testDb = await createTestDatabase({ name: 'pglite' })
    app = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
  })
  afterAll(async () => {
    await testDb.drop()
  })

  it('answers a missing team with its complete 404 page on the first request and on the next', async () => {
    const pages = []
    for (const _ of [1, 2]) {
      const res = await app.request('/cs2/teams/no-such-team')
      pages.push({ status: res.status, html: await res.text() })
    }
    for (const { status, html } of pages) {
      expect(status).toBe(404)
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(html).toContain('Team Not Found')
      // No boundary was left for the browser to finish.
      expect(html).not.toContain('<!--$!-->')
    }
    const withoutTimes = (html: string) =>
      html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '')
    expect(withoutTimes(pages[0]!.html)).toBe(withoutTimes(pages[1]!.html))
  })
})
