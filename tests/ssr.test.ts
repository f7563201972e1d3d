import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

describe.each(testDrivers)('server-rendered pages on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv({ BRAND_NAME: 'Clutch', CONTACT_EMAIL: 'hello@clutch.example' })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'x1',
        title: 'Northwind Wolves lift the autumn trophy',
        slug: 'northwind-wolves-lift',
        tags: ['cs2'],
      },
    ])
    app = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = async (path: string) => {
    const res = await app.request(path)
    return { status: res.status, html: await res.text(), headers: res.headers }
  }

  it('renders the home page with its title in the head, before any JavaScript runs', async () => {
    const { status, html, headers } = await get('/')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<title>Clutch - AI-Powered Esports News<\/title>/)
    expect(head).toContain('<link rel="stylesheet" href="/assets/entry.css"/>')
    expect(html).toMatch(/Meet (<!-- -->)?Clutch/)
  })

  it('puts the home page data in the page: rendered and dehydrated for hydration', async () => {
    const { html } = await get('/')
    expect(html).toContain('Northwind Wolves lift the autumn trophy')
    const boot = JSON.parse(html.match(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/)![1]!)
    const cached = JSON.stringify(boot.queryState)
    // The story's id, words and address are in the HTML once; the boot has the rest of it (decision 038).
    expect(html).toContain('href="/news/northwind-wolves-lift"')
    expect(html).toContain('data-story="x1"')
    expect(cached).toContain('"tags":["cs2"]')
    expect(cached).not.toContain('northwind-wolves-lift')
    expect(boot.site.brand).toBe('Clutch')
  })

  it("hands the browser the home page's cards without their words or bodies: those are in the HTML once", async () => {
    const { html } = await get('/')
    const boot = JSON.parse(html.match(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/)![1]!)
    type Cards = { queryKey: unknown[]; state: { data: { articles: Record<string, unknown>[] } } }
    const latest = (boot.queryState.queries as Cards[]).find((q) =>
      JSON.stringify(q.queryKey).includes('"limit":20'),
    )
    const articles = latest!.state.data.articles
    expect(articles.length).toBeGreaterThan(0)
    expect(articles.length).toBeLessThanOrEqual(5)
    for (const article of articles) {
      expect(article.id).toBeNull()
      expect(article.title).toBeNull()
      expect(article).not.toHaveProperty('content')
    }
    expect(html).toContain(`data-cards="${JSON.stringify(latest!.queryKey).replaceAll('"', '&quot;')}"`)
  })

  it('loads the JavaScript only from its one script, after the first paint, with every inline script allowed', async () => {
    const res = await app.request('/')
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    // Nothing in the head competes with the stylesheet for bandwidth before the page is painted.
    expect(head).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    const last = html.match(
      /<script data-src="([^"]+)" data-preload="([^"]*)">([^<]*)<\/script><\/body><\/html>$/,
    )
    expect(last?.[1]).toBe('/assets/entry.js')
    expect(last?.[2]).toContain('/assets/routes-public-home-tsx.js')
    // Every executable inline script is allowed by its hash: the CSP would otherwise block hydration.
    const csp = res.headers.get('content-security-policy') ?? ''
    const inline = [
      ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^<]+)<\/script>/g),
    ]
    expect(inline).toHaveLength(2)
    for (const [, code] of inline) {
      const hash = createHash('sha256').update(code!).digest('base64')
      expect(csp).toContain(`'sha256-${hash}'`)
    }
  })

  it('lets caches keep a complete page, never one where a read failed', async () => {
    for (const path of ['/', '/news', '/news/northwind-wolves-lift', '/cs2', '/terms']) {
      const { status, headers } = await get(path)
      expect(status, path).toBe(200)
      expect(headers.get('cache-control'), path).toMatch(/^public, max-age=60/)
    }
    // The same app, but the per-game article reads fail: the home page still renders (those sections settle
    // alone, the latest stories are there)...
    const failing: ReturnType<typeof createTestApp>['app'] = createTestApp(testDb.database, {
      env,
      renderer: sourceRenderer(env.site, () => ({
        request: (path: string, init?: RequestInit) =>
          (path.startsWith('/api/articles?') && path.includes('game=')) ||
          path.startsWith('/api/articles/by-game')
            ? new Response('{}', { status: 503 })
            : failing.request(path, init),
      })),
    }).app
    const res = await failing.request('/')
    expect(res.status).toBe(200)
    // ...but no cache may keep that copy.
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { status, html } = await get('/this/does/not/exist')
    expect(status).toBe(404)
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
  })

  it.each([
    ['/news', 'Latest Esports News'],
    ['/cs2', 'CS2 - Teams, Players &amp; News'],
    ['/terms', 'Delaware'],
    ['/privacy', 'January 2025'],
    ['/contact', 'hello@clutch.example'],
    ['/chat', 'Chat with Clutch'],
  ])('renders %s with its own title and content', async (path, text) => {
    const { status, html } = await get(path)
    expect(status).toBe(200)
    expect(html).toContain(text)
    expect(html).toMatch(/<title>[^<]+<\/title>/)
  })

  it('renders the legal pages in full (§2.16)', async () => {
    const terms = (await get('/terms')).html
    const sections = [...terms.matchAll(/<h2[^>]*>(\d+)\. /g)].map((m) => Number(m[1]))
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(terms).toContain('State of Delaware')
    expect(terms).toMatch(/18/)
    expect(terms).toContain('mailto:hello@clutch.example')
    const privacy = (await get('/privacy')).html
    expect(privacy).toContain('January 2025')
    expect(privacy).toContain('under 13')
    expect(privacy).toContain('7 business days')
    expect(privacy).toContain('<link rel="canonical" href="http://127.0.0.1:3000/privacy"/>')
    const contact = (await get('/contact')).html
    expect(contact).toContain('24-48 hours')
    expect(contact).toContain('hello@clutch.example')
  })

  it('renders admin routes as a client-only shell', async () => {
    const { status, html } = await get('/admin')
    expect(status).toBe(200)
    expect(html).toContain('Loading...')
    expect(html).toContain('noindex')
  })

  it('escapes data so stored text cannot close the boot script', async () => {
    await createArticles(testDb.database.db, [
      { id: 'x2', title: '</script><script>alert(1)</script>', slug: 'hostile-title', tags: ['cs2'] },
    ])
    const { html } = await get('/')
    expect(html).not.toContain('<script>alert(1)</script>')
  })
})
