import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createArticleTags, recountArticleTags } from '#server/storage/article-tags'
import { createArticles, type NewArticle } from '#server/storage/articles'
import { createTestApp, getJson } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// "The archive": every published article is reachable from the listings and the author page.
const GAMES = ['cs2', 'lol', 'dota2', 'valorant'] as const
const STORIES = 62

type Page = {
  articles: { id: string; publishedAt: string; tags: string[] }[]
  nextCursor: string | null
  remaining: number
  total: number
}

describe.each(testDrivers)('the article archive on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database)
    const rows: NewArticle[] = []
    for (let n = 0; n < STORIES; n++) {
      // Stories published in the same second (a feed run stamps a batch alike): the id must break the tie.
      const publishedAt = new Date(Date.UTC(2026, 9, 1 + Math.floor(n / 3), 12, 0, 0))
      rows.push({
        id: `story-${String(n).padStart(2, '0')}`,
        slug: `story-${n}`,
        title: `Story ${n}`,
        tags: [GAMES[n % 4]!, ...(n % 5 === 0 ? ['roster-changes'] : [])],
        author: n % 7 === 0 ? 'Someone Else' : n % 2 ? 'BO5 Newsroom' : '',
        publishedAt,
        // Ingested in the opposite order from their dates: the listing follows the date the reader sees.
        createdAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000),
      })
    }
    await createArticles(testDb.database.db, rows)
    // Two stories a microsecond apart: a cursor that kept only milliseconds would skip or repeat one of them.
    await testDb.database.execute(
      `UPDATE articles SET published_at = '2026-10-05 08:00:00.000100+00' WHERE id = 'story-40'`,
    )
    await testDb.database.execute(
      `UPDATE articles SET published_at = '2026-10-05 08:00:00.000101+00' WHERE id = 'story-41'`,
    )
    await createArticleTags(testDb.database.db, [
      { slug: 'roster-changes', name: 'Roster Changes', category: 'content' },
      ...GAMES.map((slug) => ({ slug, name: slug, category: 'games' })),
    ])
    await recountArticleTags(testDb.database.db)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = <T>(path: string) => getJson<T>(t.app, path)

  /** Follows nextCursor from the first page to the last, as "Load more" does. */
  async function walk(path: string) {
    const pages: Page[] = []
    let cursor: string | null = null
    do {
      const sep = path.includes('?') ? '&' : '?'
      const { status, body }: { status: number; body: Page } = await get<Page>(
        cursor ? `${path}${sep}cursor=${cursor}` : path,
      )
      expect(status, path).toBe(200)
      pages.push(body)
      cursor = body.nextCursor
    } while (cursor && pages.length < 100)
    return pages
  }

  function expectNewestFirst(ids: string[], dates: string[]) {
    expect(new Set(ids).size, 'no article twice').toBe(ids.length)
    for (let i = 1; i < dates.length; i++) {
      expect(Date.parse(dates[i - 1]!)).toBeGreaterThanOrEqual(Date.parse(dates[i]!))
    }
  }

  it('reaches every published article from /api/articles by following the cursor, with what is left', async () => {
    const pages = await walk('/api/articles?limit=50')
    expect(pages.map((p) => p.articles.length)).toEqual([50, 12])
    expect(pages.map((p) => p.remaining)).toEqual([12, 0])
    expect(pages.map((p) => p.total)).toEqual([62, 62])
    expect(pages.at(-1)!.nextCursor).toBeNull()
    const seen = pages.flatMap((p) => p.articles)
    expectNewestFirst(
      seen.map((a) => a.id),
      seen.map((a) => a.publishedAt),
    )
    expect(seen.map((a) => a.id).sort()).toEqual(
      Array.from({ length: STORIES }, (_, n) => `story-${String(n).padStart(2, '0')}`),
    )
    // The microsecond-apart pair, newest first, each once.
    const order = seen.map((a) => a.id)
    expect(order.indexOf('story-41')).toBeLessThan(order.indexOf('story-40'))
  })

  it('walks small pages, a game and a tag the same way, and the counts add up', async () => {
    const small = await walk('/api/articles?limit=7')
    expect(small.flatMap((p) => p.articles)).toHaveLength(STORIES)
    small.forEach((page, index) => {
      expect(page.remaining).toBe(Math.max(0, STORIES - 7 * (index + 1)))
    })
    for (const game of GAMES) {
      const pages = await walk(`/api/articles?limit=4&game=${game}`)
      const ids = pages.flatMap((p) => p.articles.map((a) => a.id))
      const expected = Array.from({ length: STORIES }, (_, n) => n).filter((n) => GAMES[n % 4] === game)
      expect(ids.sort()).toEqual(expected.map((n) => `story-${String(n).padStart(2, '0')}`))
      expect(pages[0]!.total).toBe(expected.length)
    }
    const tagged = await walk('/api/articles?limit=5&tag=roster-changes')
    expect(tagged.flatMap((p) => p.articles)).toHaveLength(13)
    expect(tagged[0]!.total).toBe(13)
    const both = await walk('/api/articles?limit=2&game=cs2&tag=roster-changes')
    expect(both.flatMap((p) => p.articles.map((a) => a.id)).sort()).toEqual([
      'story-00',
      'story-20',
      'story-40',
      'story-60',
    ])
  })

  it('serves numbered pages for links that work without JavaScript, continuing where page 1 ends', async () => {
    const first = await get<Page>('/api/articles?limit=50')
    const second = await get<Page>('/api/articles?limit=50&page=2')
    expect(second.status).toBe(200)
    expect(second.body.articles).toHaveLength(12)
    expect(second.body.remaining).toBe(0)
    expect(second.body.nextCursor).toBeNull()
    const byCursor = await get<Page>(`/api/articles?limit=50&cursor=${first.body.nextCursor}`)
    expect(second.body.articles.map((a) => a.id)).toEqual(byCursor.body.articles.map((a) => a.id))
    const beyond = await get<Page>('/api/articles?limit=50&page=3')
    expect(beyond.body.articles).toEqual([])
    expect(beyond.body.total).toBe(62)
  })

  it("states the author's real total and reaches every one of the persona's articles", async () => {
    const persona = Array.from({ length: STORIES }, (_, n) => n).filter((n) => n % 7 !== 0)
    const pages = await walk('/api/authors/nova-reyes')
    expect(pages[0]!.total).toBe(persona.length)
    expect(pages[0]!.articles).toHaveLength(50)
    expect(pages[0]!.remaining).toBe(persona.length - 50)
    const ids = pages.flatMap((p) => p.articles.map((a) => a.id))
    expect(ids.sort()).toEqual(persona.map((n) => `story-${String(n).padStart(2, '0')}`))
    const second = await get<Page>('/api/authors/nova-reyes?page=2')
    expect(second.body.articles.map((a) => a.id)).toEqual(pages[1]!.articles.map((a) => a.id))
  })

  it('answers a cursor it did not make, or a bad page, with a 400 JSON error and no articles', async () => {
    const made = (await get<Page>('/api/articles?limit=3')).body.nextCursor!
    const forged = Buffer.from('not-a-key', 'utf8').toString('base64url')
    for (const path of [
      '/api/articles?cursor=%25%25%25',
      `/api/articles?cursor=${forged}`,
      `/api/articles?cursor=${made}x`,
      `/api/articles?cursor=${made}&page=2`,
      '/api/articles?page=0',
      '/api/articles?page=two',
      `/api/authors/nova-reyes?cursor=${forged}`,
    ]) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code, path).toBe('BAD_REQUEST')
      expect(body.error.message, path).toMatch(/cursor|page/)
    }
  })

  it("counts a tag among the selected game's articles only", async () => {
    type Tags = { tags: { slug: string; articleCount: number }[] }
    const all = (await get<Tags>('/api/article-tags')).body.tags
    expect(all.find((tag) => tag.slug === 'roster-changes')?.articleCount).toBe(13)
    const cs2 = (await get<Tags>('/api/article-tags?game=cs2')).body.tags
    expect(cs2.find((tag) => tag.slug === 'roster-changes')?.articleCount).toBe(4)
    expect(cs2.find((tag) => tag.slug === 'lol')?.articleCount).toBe(0)
    expect(cs2.find((tag) => tag.slug === 'cs2')?.articleCount).toBe(16)
  })
})
