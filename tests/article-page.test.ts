import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '#server/logger'
import { ingestFeedDocument } from '#server/ingest/pipeline'
import { createArticles } from '#server/storage/articles'
import { upsertFeedSources } from '#server/storage/feed-sources'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// "Article body", as the server's HTML shows it before any JavaScript runs.
const HERO = 'https://cdn.example.com/img/grand-final.jpg'

describe.each(testDrivers)('the article page body on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>
  const env = testEnv()

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => t.app) })
    // Stored before these rules: the body opens with the hero image and carries a link whose URL was refused.
    await createArticles(testDb.database.db, [
      {
        id: 'old-story',
        slug: 'old-story',
        title: 'Northwind Wolves win the grand final',
        imageUrl: HERO,
        tags: ['cs2'],
        content: `<p><img src="http://www.cdn.example.com/img/grand-final.jpg" alt="The final"></p><p>The Wolves won 2-1. <a rel="nofollow noopener noreferrer" href>Read the recap</a> for more.</p><p><img src="https://cdn.example.com/img/trophy.jpg"></p>`,
      },
    ])
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const page = async (path: string) => {
    const res = await t.app.request(path)
    const html = await res.text()
    return { status: res.status, main: html.slice(html.indexOf('<main'), html.indexOf('</main>')) }
  }

  it('shows the hero image once when the body starts with the same picture', async () => {
    const { status, main } = await page('/news/old-story')
    expect(status).toBe(200)
    expect(main.match(/<img[^>]*grand-final\.jpg[^>]*>/g)).toHaveLength(1)
    // A later image of the body stays.
    expect(main).toContain(encodeURIComponent('https://cdn.example.com/img/trophy.jpg'))
  })

  it('keeps the words of a refused link without a link that points at the page itself', async () => {
    const { main } = await page('/news/old-story')
    expect(main).toContain('The Wolves won 2-1. Read the recap for more.')
    expect(main).not.toMatch(/<a[^>]*\shref(=""|=''|(?=[\s>]))/)
  })

  it('carries the AI summary made when the article was written in its first HTML', async () => {
    const [feed] = await upsertFeedSources(testDb.database.db, [
      { name: 'Northwind Wire', url: 'https://northwind.example/feed.xml', game: 'cs2' },
    ])
    const ctx = { db: testDb.database.db, ai: t.ai, site: env.site, logger: createLogger('silent') }
    const result = await ingestFeedDocument(
      ctx,
      feed!,
      readFileSync(join('fixtures', 'feeds', 'northwind-wire.xml')),
      feed!.url,
      { maxPerFeed: 1 },
    )
    expect(result.newArticles).toBe(1)
    const { rows } = await testDb.database.execute(
      `SELECT a.slug, s.engine FROM articles a JOIN article_summaries s ON s.article_id = a.id AND s.article_updated_at = a.updated_at WHERE a.source_feed_id = '${feed!.id}'`,
    )
    expect(rows).toHaveLength(1)
    const { status, main } = await page(`/news/${rows[0]!.slug}`)
    expect(status).toBe(200)
    expect(main).toMatch(/BO5(<!-- -->)? Summary/)
    expect(main).toContain('The 5 Ws')
    expect(main).not.toMatch(/Generating (<!-- -->)?BO5(<!-- -->)? Summary/)
  })

  it('leaves an article without a stored summary to the browser, which has the server make it', async () => {
    const { main } = await page('/news/old-story')
    expect(main).toMatch(/Generating (<!-- -->)?BO5(<!-- -->)? Summary/)
    const stored = await t.app.request('/api/articles/old-story/summary?stored=true')
    expect(stored.status).toBe(404)
    const made = await t.app.request('/api/articles/old-story/summary')
    expect(made.status).toBe(200)
    expect((await page('/news/old-story')).main).toContain('The 5 Ws')
  })
})
