import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { createArticles, type NewArticle, updateArticle } from '#server/storage/articles'
import { createTestApp, type TestApp } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'
import { parseXml, type Xml } from './support/xml'

const SITE_URL = 'https://bo5.example'
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  RUN_WORKER: 'false',
  SITE_URL,
  BRAND_NAME: 'BO5',
  PERSONA_NAME: 'Nova Reyes',
  CONTACT_EMAIL: 'hello@bo5.example',
})
const site = env.site
const HOUR = 60 * 60 * 1000
const now = Date.now()
const ago = (ms: number) => new Date(now - ms)

/** The real app, rendering pages from source. */
function buildApp(database: TestDatabase['database']) {
  const app: TestApp['app'] = createTestApp(database, { env, renderer: sourceRenderer(site, () => app) }).app
  return app
}

const articles: NewArticle[] = [
  {
    id: 'fresh-cs2',
    title: 'NAVI & G2 <clash> in the final',
    summary: 'A five-map final between the two best CS2 teams.',
    slug: 'navi-g2-clash-final',
    tags: ['cs2', 'tournament'],
    author: 'BO5 Newsroom',
    publishedAt: ago(1 * HOUR),
    createdAt: ago(1 * HOUR),
    updatedAt: new Date('2030-01-02T03:04:05.000Z'),
  },
  {
    id: 'day-old-lol',
    title: 'T1 sign a new jungler',
    summary: 'The roster change fans expected.',
    slug: 't1-sign-new-jungler',
    tags: ['lol', 'roster-changes'],
    author: '',
    publishedAt: ago(47 * HOUR),
    createdAt: ago(47 * HOUR),
    updatedAt: ago(46 * HOUR),
  },
  {
    id: 'old-valorant',
    title: 'Sentinels win Masters',
    summary: 'An upset run through the bracket.',
    slug: 'sentinels-win-masters',
    tags: ['valorant'],
    author: 'Guest Writer',
    publishedAt: ago(49 * HOUR),
    createdAt: ago(49 * HOUR),
    updatedAt: ago(49 * HOUR),
  },
  {
    id: 'ancient-dota',
    title: 'The International returns',
    summary: 'Dota 2 crowns its champion.',
    slug: 'the-international-returns',
    tags: ['dota2'],
    author: 'BO5 Newsroom',
    publishedAt: ago(10 * 24 * HOUR),
    createdAt: ago(10 * 24 * HOUR),
    updatedAt: ago(10 * 24 * HOUR),
  },
]

describe.each(testDrivers)('sitemaps, feeds and caching on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof buildApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, articles)
    app = buildApp(testDb.database)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const getXml = async (path: string) => {
    const res = await app.request(path)
    expect(res.status, path).toBe(200)
    return { res, xml: parseXml(await res.text()) }
  }
  const locs = (xml: Xml) => (xml.urlset.url ?? []).map((u: Xml) => u.loc as string)

  it('points robots.txt to the sitemap index, which answers', async () => {
    const robots = await (await app.request('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    const path = new URL(/^Sitemap: (.+)$/m.exec(robots)![1]!).pathname
    expect((await app.request(path)).status).toBe(200)
  })

  it('lists every sitemap file in /sitemap.xml, and each listed file answers', async () => {
    const { res, xml } = await getXml('/sitemap.xml')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('etag')).toMatch(/^W\//)
    expect(xml.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const listed = xml.sitemapindex.sitemap.map((s: Xml) => s.loc)
    expect(listed).toEqual([
      `${SITE_URL}/sitemaps/sitemap-pages.xml`,
      `${SITE_URL}/sitemaps/sitemap-authors.xml`,
      `${SITE_URL}/sitemaps/sitemap-articles.xml`,
      `${SITE_URL}/sitemaps/sitemap-news.xml`,
      `${SITE_URL}/sitemaps/sitemap-teams.xml`,
      `${SITE_URL}/sitemaps/sitemap-players.xml`,
      `${SITE_URL}/sitemaps/sitemap-matches.xml`,
      `${SITE_URL}/sitemaps/sitemap-events.xml`,
    ])
    const articlesEntry = xml.sitemapindex.sitemap[2]
    expect(articlesEntry.lastmod).toBe('2030-01-02T03:04:05Z')
    for (const loc of listed) await getXml(new URL(loc).pathname)
  })

  it('answers each file at /sitemaps/{name} and at the root alias with the same document', async () => {
    for (const name of [
      'sitemap-pages.xml',
      'sitemap-authors.xml',
      'sitemap-articles.xml',
      'sitemap-news.xml',
      'sitemap-teams.xml',
      'sitemap-players.xml',
      'sitemap-matches.xml',
      'sitemap-events.xml',
    ]) {
      const nested = await app.request(`/sitemaps/${name}`)
      const root = await app.request(`/${name}`)
      expect(nested.status, name).toBe(200)
      expect(root.status, name).toBe(200)
      expect(root.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      expect(await root.text()).toBe(await nested.text())
    }
  })

  it('lists the fixed public pages', async () => {
    const { xml } = await getXml('/sitemaps/sitemap-pages.xml')
    const pages = locs(xml)
    for (const path of [
      '/',
      '/news',
      '/news/cs2',
      '/news/lol',
      '/news/dota2',
      '/news/valorant',
      '/cs2',
      '/valorant',
      '/lol/teams',
      '/dota2/players',
      '/transfers',
      '/lol/transfers',
      '/chat',
      '/terms',
      '/privacy',
      '/contact',
    ]) {
      expect(pages).toContain(`${SITE_URL}${path}`)
    }
    expect(pages.every((loc: string) => loc.startsWith(`${SITE_URL}/`))).toBe(true)
  })

  it("lists the persona's author page", async () => {
    const { xml } = await getXml('/sitemaps/sitemap-authors.xml')
    expect(locs(xml)).toEqual([`${SITE_URL}/author/nova-reyes`])
  })

  it('lists every article with its updated_at as lastmod', async () => {
    const { xml } = await getXml('/sitemaps/sitemap-articles.xml')
    const byLoc = new Map<string, string>(xml.urlset.url.map((u: Xml) => [u.loc, u.lastmod]))
    expect(byLoc.size).toBe(4)
    expect(byLoc.get(`${SITE_URL}/news/navi-g2-clash-final`)).toBe('2030-01-02T03:04:05Z')
    const lolUpdated = articles[1]!.updatedAt as Date
    expect(byLoc.get(`${SITE_URL}/news/t1-sign-new-jungler`)).toBe(
      lolUpdated.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    )
    expect((await app.request('/sitemaps/sitemap-articles-1.xml')).status).toBe(200)
    expect((await app.request('/sitemaps/sitemap-articles-2.xml')).status).toBe(404)
  })

  it('holds only the last 48 hours in the Google News sitemap', async () => {
    const { xml } = await getXml('/sitemaps/sitemap-news.xml')
    expect(xml.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9')
    expect(locs(xml)).toEqual([
      `${SITE_URL}/news/navi-g2-clash-final`,
      `${SITE_URL}/news/t1-sign-new-jungler`,
    ])
    const first = xml.urlset.url[0]
    expect(first['news:news']['news:publication']).toEqual({ 'news:name': 'BO5', 'news:language': 'en' })
    expect(first['news:news']['news:title']).toBe('NAVI & G2 <clash> in the final')
    expect(Date.parse(first['news:news']['news:publication_date'])).toBe(
      Math.floor((articles[0]!.publishedAt as Date).getTime() / 1000) * 1000,
    )
  })

  it('escapes titles in the raw XML', async () => {
    const text = await (await app.request('/sitemaps/sitemap-news.xml')).text()
    expect(text).toContain('NAVI &amp; G2 &lt;clash&gt; in the final')
  })

  it('serves RSS 2.0 of the latest articles with self link, permalink guids, RFC 822 dates and creators', async () => {
    const res = await app.request('/rss.xml')
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(res.headers.get('etag')).toMatch(/^W\//)
    const xml = parseXml(await res.text())
    expect(xml.rss['@_version']).toBe('2.0')
    const channel = xml.rss.channel
    expect(channel['atom:link']).toEqual([
      { '@_href': `${SITE_URL}/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' },
    ])
    expect(channel.link).toEqual([`${SITE_URL}/`])
    expect(channel.item.map((i: Xml) => i.title)).toEqual([
      'NAVI & G2 <clash> in the final',
      'T1 sign a new jungler',
      'Sentinels win Masters',
      'The International returns',
    ])
    const [first, second, third] = channel.item as Xml[]
    expect(first!.link).toEqual([`${SITE_URL}/news/navi-g2-clash-final`])
    expect(first!.guid).toEqual({ '#text': `${SITE_URL}/news/navi-g2-clash-final`, '@_isPermaLink': 'true' })
    expect(first!.pubDate).toBe((articles[0]!.publishedAt as Date).toUTCString())
    expect(first!.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(first!.description).toBe('A five-map final between the two best CS2 teams.')
    expect(first!.category).toEqual(['cs2', 'tournament'])
    expect(first!['dc:creator']).toBe('Nova Reyes')
    expect(second!['dc:creator']).toBe('Nova Reyes')
    expect(third!['dc:creator']).toBe('Guest Writer')
  })

  it('serves Atom 1.0 with ids, dates, authors and categories', async () => {
    const res = await app.request('/atom.xml')
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = parseXml(await res.text())
    const feed = xml.feed
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${SITE_URL}/`)
    expect(feed.link).toContainEqual({
      '@_rel': 'self',
      '@_type': 'application/atom+xml',
      '@_href': `${SITE_URL}/atom.xml`,
    })
    expect(feed.updated).toBe('2030-01-02T03:04:05Z')
    expect(feed.entry).toHaveLength(4)
    const first = feed.entry[0]
    expect(first.id).toBe(`${SITE_URL}/news/navi-g2-clash-final`)
    expect(first.title).toBe('NAVI & G2 <clash> in the final')
    expect(first.link[0]['@_href']).toBe(`${SITE_URL}/news/navi-g2-clash-final`)
    expect(first.updated).toBe('2030-01-02T03:04:05Z')
    expect(Date.parse(first.published)).toBeGreaterThan(0)
    expect(first.author).toEqual({ name: 'Nova Reyes', uri: `${SITE_URL}/author/nova-reyes` })
    expect(first.category.map((c: Xml) => c['@_term'])).toEqual(['cs2', 'tournament'])
    expect(first.summary['#text']).toBe('A five-map final between the two best CS2 teams.')
  })

  it('filters the per-game feeds by tag and answers 404 JSON for an unknown game', async () => {
    const lol = parseXml(await (await app.request('/news/lol/rss.xml')).text())
    expect(lol.rss.channel.item.map((i: Xml) => i.title)).toEqual(['T1 sign a new jungler'])
    expect(lol.rss.channel['atom:link'][0]['@_href']).toBe(`${SITE_URL}/news/lol/rss.xml`)
    expect(lol.rss.channel.link).toEqual([`${SITE_URL}/news/lol`])
    const dota = parseXml(await (await app.request('/news/dota2/atom.xml')).text())
    expect(dota.feed.entry.map((e: Xml) => e.title)).toEqual(['The International returns'])
    for (const game of ['cs2', 'valorant']) {
      const items = parseXml(await (await app.request(`/news/${game}/rss.xml`)).text()).rss.channel.item
      expect(items).toHaveLength(1)
    }

    const unknown = await app.request('/news/fifa/rss.xml')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/)
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })

  it('answers 304 to a matching If-None-Match, and a changed article changes the ETag', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/sitemaps/sitemap-news.xml', '/api/articles?limit=10']) {
      const first = await app.request(path)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/^W\//)
      const again = await app.request(path, { headers: { 'if-none-match': etag! } })
      expect(again.status, path).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(await again.text()).toBe('')
    }

    const feedTag = (await app.request('/rss.xml')).headers.get('etag')!
    const apiTag = (await app.request('/api/articles?limit=10')).headers.get('etag')!
    await updateArticle(testDb.database.db, 'day-old-lol', { title: 'T1 sign a new jungler (confirmed)' })
    const feed = await app.request('/rss.xml', { headers: { 'if-none-match': feedTag } })
    expect(feed.status).toBe(200)
    expect(await feed.text()).toContain('T1 sign a new jungler (confirmed)')
    const api = await app.request('/api/articles?limit=10', { headers: { 'if-none-match': apiTag } })
    expect(api.status).toBe(200)
    expect(api.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(api.headers.get('etag')).not.toBe(apiTag)
  })

  it('renders the Organisation JSON-LD once on a page, which is tagged and revalidates to 304', async () => {
    const res = await app.request('/terms')
    expect(res.status).toBe(200)
    const html = await res.text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0]![1]!) as { '@graph': Xml[] }
    const org = data['@graph'].find((n) => n['@type'] === 'Organization')!
    const website = data['@graph'].find((n) => n['@type'] === 'WebSite')!
    expect(org.contactPoint.email).toBe('hello@bo5.example')
    expect(website.potentialAction.target.urlTemplate).toBe(`${SITE_URL}/search?q={search_term_string}`)

    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect((await app.request('/terms', { headers: { 'if-none-match': etag! } })).status).toBe(304)
    const withCookie = await app.request('/terms', { headers: { cookie: 'session=x' } })
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps the ETag of a page with data across renders, and changes it when a shown article changes', async () => {
    const first = await app.request('/')
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('NAVI &amp; G2 &lt;clash&gt; in the final')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\//)
    // Each render stamps the dehydrated queries with a new fetch time; the validator ignores it.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await app.request('/', { headers: { 'if-none-match': etag } })).status).toBe(304)

    await updateArticle(testDb.database.db, 'fresh-cs2', { title: 'NAVI & G2 clash in a five-map final' })
    const changed = await app.request('/', { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(await changed.text()).toContain('NAVI &amp; G2 clash in a five-map final')
  })
})

describe.each(testDrivers)('article sitemap files of 50,000 URLs on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof buildApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    // One statement, numbered so the oldest-first order is known: bulk-00001 … bulk-50001.
    await testDb.database.execute(`
      INSERT INTO articles (id, title, slug, created_at, updated_at, published_at)
      SELECT 'bulk-' || lpad(g::text, 5, '0'), 'Bulk story ' || g, 'bulk-' || lpad(g::text, 5, '0'),
             timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second',
             timestamptz '2024-06-01 00:00:00+00' + g * interval '1 second',
             timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second'
      FROM generate_series(1, 50001) AS g`)
    app = buildApp(testDb.database)
  }, 240_000)
  afterAll(async () => {
    await testDb.drop()
  })

  it('splits 50,001 articles into two files listed by the index', async () => {
    const index = parseXml(await (await app.request('/sitemap.xml')).text())
    const files = index.sitemapindex.sitemap as Xml[]
    expect(files.map((s) => s.loc)).toEqual([
      `${SITE_URL}/sitemaps/sitemap-pages.xml`,
      `${SITE_URL}/sitemaps/sitemap-authors.xml`,
      `${SITE_URL}/sitemaps/sitemap-articles.xml`,
      `${SITE_URL}/sitemaps/sitemap-articles-2.xml`,
      `${SITE_URL}/sitemaps/sitemap-news.xml`,
      `${SITE_URL}/sitemaps/sitemap-teams.xml`,
      `${SITE_URL}/sitemaps/sitemap-players.xml`,
      `${SITE_URL}/sitemaps/sitemap-matches.xml`,
      `${SITE_URL}/sitemaps/sitemap-events.xml`,
    ])
    expect(files[2]!.lastmod).toBe('2024-06-01T13:53:20Z')
    expect(files[3]!.lastmod).toBe('2024-06-01T13:53:21Z')

    const first = parseXml(await (await app.request('/sitemaps/sitemap-articles.xml')).text())
    const firstUrls = first.urlset.url as Xml[]
    expect(firstUrls).toHaveLength(50_000)
    expect(firstUrls[0]).toEqual({ loc: `${SITE_URL}/news/bulk-00001`, lastmod: '2024-06-01T00:00:01Z' })
    expect(firstUrls.at(-1)!.loc).toBe(`${SITE_URL}/news/bulk-50000`)

    const second = parseXml(await (await app.request('/sitemaps/sitemap-articles-2.xml')).text())
    expect(second.urlset.url).toEqual([
      { loc: `${SITE_URL}/news/bulk-50001`, lastmod: '2024-06-01T13:53:21Z' },
    ])
    expect((await app.request('/sitemap-articles-2.xml')).status).toBe(200)
    expect((await app.request('/sitemaps/sitemap-articles-3.xml')).status).toBe(404)
  }, 120_000)
})
