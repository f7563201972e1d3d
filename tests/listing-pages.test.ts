import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticleTags, recountArticleTags } from '#server/storage/article-tags'
import { createArticles, type NewArticle } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// "The archive" and "Honest failures", as the server's HTML shows them (no JavaScript).
const STORIES = 62

describe.each(testDrivers)('listing pages in the server HTML on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()
  const site = env.site.siteUrl

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    const rows: NewArticle[] = []
    for (let n = 0; n < STORIES; n++) {
      rows.push({
        id: `story-${n}`,
        slug: `story-${n}`,
        // Story 0 is the newest: the page order is the reverse of n.
        title: `Archive story number ${n}`,
        tags: [n % 2 ? 'lol' : 'cs2', ...(n % 3 === 0 ? ['roster-changes'] : [])],
        publishedAt: new Date(Date.UTC(2026, 10, 20, 12) - n * 3_600_000),
      })
    }
    await createArticles(testDb.database.db, rows)
    await createArticleTags(testDb.database.db, [
      { slug: 'roster-changes', name: 'Roster Changes', category: 'content' },
      { slug: 'patch-notes', name: 'Patch Notes', category: 'gameplay' },
    ])
    await recountArticleTags(testDb.database.db)
    app = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = async (path: string) => {
    const res = await app.request(path)
    const html = await res.text()
    return { status: res.status, html, head: html.slice(0, html.indexOf('</head>')) }
  }

  it('links /news to its second page with a real link, rel="next" and what is left', async () => {
    const { status, html, head } = await get('/news')
    expect(status).toBe(200)
    expect(html).toContain('Archive story number 49<')
    expect(html).not.toContain('Archive story number 50<')
    expect(head).toContain(`<link rel="next" href="${site}/news?page=2"/>`)
    expect(head).not.toContain('rel="prev"')
    expect(head).toContain(`<link rel="canonical" href="${site}/news"/>`)
    expect(html).toMatch(/<a[^>]*href="\/news\?page=2"[^>]*>Load more<\/a>/)
    expect(html).toMatch(/12(<!-- -->)? more stories/)
  })

  it('serves /news?page=2 with the 12 oldest stories, its own canonical and rel="prev"', async () => {
    const { status, html, head } = await get('/news?page=2')
    expect(status).toBe(200)
    for (let n = 50; n < STORIES; n++) expect(html).toContain(`Archive story number ${n}<`)
    expect(html).not.toContain('Archive story number 49<')
    expect(head).toContain(`<link rel="canonical" href="${site}/news?page=2"/>`)
    expect(head).toContain(`<link rel="prev" href="${site}/news"/>`)
    expect(head).not.toContain('rel="next"')
    expect(head).toMatch(/<title>[^<]*Page 2[^<]*<\/title>/)
    expect(html).not.toContain('Load more')
    expect(html).toMatch(/<a[^>]*href="\/news"[^>]*>Newer stories<\/a>/)
  })

  it('answers 404 for a page past the last, a page that is not a number, and an unknown or empty tag', async () => {
    for (const path of [
      '/news?page=3',
      '/news?page=0',
      '/news?page=two',
      '/news/cs2?page=9',
      '/news/articles-latest/all/no-such-tag',
      '/news/cs2/no-such-tag',
      '/news/articles-latest/all/patch-notes',
      '/author/nova-reyes?page=3',
    ]) {
      const { status, html } = await get(path)
      expect(status, path).toBe(404)
      expect(html, path).toContain('Oops! Page not found')
      expect(html, path).toContain('<meta name="robots" content="noindex')
      expect(html, path).not.toContain('No articles found matching your criteria.')
    }
    // A tag with stories is a page.
    expect((await get('/news/cs2/roster-changes')).status).toBe(200)
  })

  it("states the author's real total and links the rest of the author's articles", async () => {
    const first = await get('/author/nova-reyes')
    expect(first.status).toBe(200)
    expect(first.html).toMatch(/62(<!-- -->)? articles published/)
    expect(first.head).toContain(`<link rel="next" href="${site}/author/nova-reyes?page=2"/>`)
    expect(first.html).toMatch(/<a[^>]*href="\/author\/nova-reyes\?page=2"[^>]*>Load more<\/a>/)
    const second = await get('/author/nova-reyes?page=2')
    expect(second.status).toBe(200)
    expect(second.html).toContain('Archive story number 61<')
    expect(second.head).toContain(`<link rel="canonical" href="${site}/author/nova-reyes?page=2"/>`)
  })

  it("pages a game listing the same way, its sidebar counting that game's stories", async () => {
    const { html, head } = await get('/news/lol')
    expect(head).not.toContain('rel="next"') // 31 LoL stories: one page
    expect(html).not.toContain('Load more')
    const cs2 = await get('/news/cs2')
    expect(cs2.html).toContain('Archive story number 60<')
    // The sidebar's tags, as the page carries them for hydration: Roster Changes has 21 stories, 10 of them LoL.
    const boot = JSON.parse(html.match(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/)![1]!)
    type TagsQuery = {
      queryKey: unknown[]
      state: { data: { tags: { slug: string; articleCount: number }[] } }
    }
    const tags = (boot.queryState.queries as TagsQuery[]).find((q) => q.queryKey[1] === 'tags')
    expect(tags?.queryKey).toEqual(['articles', 'tags', 'lol'])
    expect(tags?.state.data.tags.find((tag) => tag.slug === 'roster-changes')?.articleCount).toBe(10)
  })
})
