import { describe, expect, it } from 'vitest'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// "Honest failures": a page whose reads fail says so (503, noindex, a retry), not 200 "Loading…",
// "Team Not Found" or "No articles found matching your criteria.".
const PAGES = [
  '/',
  '/news',
  '/news?page=2',
  '/news/cs2',
  '/news/cs2/roster-changes',
  '/news/articles-latest/all/roster-changes',
  '/news/northwind-wolves-lift',
  '/author/nova-reyes',
  '/cs2',
  '/cs2/teams',
  '/cs2/players',
  '/cs2/teams/northwind-wolves',
  '/cs2/players/ashcrown',
  '/transfers',
  '/cs2/transfers?team=northwind-wolves&from=2026-11-01',
]

function expectHonestFailure(path: string, res: Response, html: string) {
  expect(res.status, path).toBe(503)
  expect(res.headers.get('cache-control'), path).toBe('no-cache')
  expect(res.headers.get('retry-after'), path).toBe('60')
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head, path).toContain('<meta name="robots" content="noindex')
  // A retry that works without JavaScript: a link to the same address.
  const href = path.replace(/&/g, '&amp;')
  expect(html, path).toMatch(
    new RegExp(`<a[^>]*href="${href.replace(/[?]/g, '\\?')}"[^>]*>(<svg.*?</svg>)?Try again</a>`),
  )
  const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  expect(body, path).not.toMatch(/Loading|Not Found|No articles found matching your criteria/)
}

describe.each(testDrivers)('pages whose reads fail on $name', (driver) => {
  const env = testEnv()

  it('answer 503 with noindex and a retry when the database is down', async () => {
    const testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'x1',
        title: 'Northwind Wolves lift the autumn trophy',
        slug: 'northwind-wolves-lift',
        tags: ['cs2'],
      },
    ])
    const app: ReturnType<typeof createTestApp>['app'] = createTestApp(testDb.database, {
      env,
      renderer: sourceRenderer(env.site, () => app),
    }).app
    // Up: the pages that exist answer 200.
    for (const path of ['/', '/news', '/news/northwind-wolves-lift', '/author/nova-reyes']) {
      expect((await app.request(path)).status, path).toBe(200)
    }
    // The database goes away for real: every read behind these pages fails.
    await testDb.drop()
    for (const path of PAGES) {
      const res = await app.request(path)
      expectHonestFailure(path, res, await res.text())
    }
  }, 120_000)

  it('answer 503 when the stories cannot be read while the rest of the database works', async () => {
    const testDb = await createTestDatabase(driver)
    try {
      const app: ReturnType<typeof createTestApp>['app'] = createTestApp(testDb.database, {
        env,
        renderer: sourceRenderer(env.site, () => app),
      }).app
      // The API errs on every article read (the table is not where the queries look).
      await testDb.database.execute('ALTER TABLE articles RENAME TO articles_elsewhere')
      for (const path of ['/', '/news', '/news/cs2', '/author/nova-reyes']) {
        const res = await app.request(path)
        expectHonestFailure(path, res, await res.text())
      }
      // A page that does not read articles is unaffected.
      expect((await app.request('/terms')).status).toBe(200)
    } finally {
      await testDb.drop()
    }
  }, 120_000)
})
