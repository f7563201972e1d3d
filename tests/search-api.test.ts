import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, players, teams } from '#server/db/schema/index'
import { respellArticleSlugs } from '#server/services/article-slugs'
import { createArticles } from '#server/storage/articles'
import type { ArticleDetail } from '#shared/schemas/article'
import type { PlayerDetail, TeamDetail } from '#shared/schemas/esports'
import type { SearchResults } from '#shared/schemas/search'
import { createTestApp, getJson } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { loadSearchFixture } from './support/search-fixture'

describe.each(testDrivers)('site search API on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await loadSearchFixture(testDb.database.db)
    t = createTestApp(testDb.database)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = <T>(path: string) => getJson<T>(t.app, path)
  const search = async (q: string, limit?: number) =>
    (
      await get<SearchResults>(
        `/api/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`,
      )
    ).body
  const titles = (results: SearchResults, kind: string) =>
    results.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? []

  it('finds "Iñaki" when the reader types "inaki" (player and article), accents or not', async () => {
    for (const q of ['inaki', 'INAKI', 'Iñaki', 'kalnins']) {
      const results = await search(q)
      expect(titles(results, 'player'), q).toContain('Iñaki')
    }
    expect(titles(await search('inaki'), 'article')).toContain('Iñaki signs with Northwind Wolves')
  })

  it('finds a story by a name its text writes with accents, typed with them or without (the text, not the title)', async () => {
    await createArticles(testDb.database.db, [
      {
        id: 'release',
        slug: 'sandpiper-release-their-controller',
        title: 'Sandpiper release their controller',
        summary: "Sandpiper have released Noémie 'Vireo' Lacroix ahead of the off-season.",
        content: "<p>Noémie 'Vireo' Lacroix leaves after two seasons.</p>",
        publishedAt: new Date('2026-11-19T08:00:00Z'),
      },
    ])
    for (const q of ['Noémie Lacroix', 'noemie lacroix', 'NOEMIE', 'Vireo']) {
      expect(titles(await search(q), 'article'), q).toContain('Sandpiper release their controller')
    }
  })

  it('finds a team whose name the reader misspelt by one letter', async () => {
    for (const q of ['Cobalt Tibe', 'nortwind wolves', 'Northwimd']) {
      expect(titles(await search(q), 'team')[0], q).toMatch(/Cobalt Tide|Northwind Wolves/)
    }
    expect(titles(await search('Cobalt Tibe'), 'team')[0]).toBe('Cobalt Tide')
    expect(titles(await search('Northwimd'), 'team')[0]).toBe('Northwind Wolves')
  })

  it('groups results by kind with how many match in all, and links each to its page', async () => {
    const results = await search('wolves', 1)
    expect(results.groups.map((g) => g.kind)).toEqual(['article', 'team', 'player'])
    const articleGroup = results.groups[0]!
    expect(articleGroup.count).toBe(3)
    expect(articleGroup.hits).toHaveLength(1)
    const team = results.groups[1]!.hits[0]!
    expect(team).toMatchObject({
      kind: 'team',
      title: 'Northwind Wolves',
      slug: 'northwind-wolves',
      game: 'cs2',
    })
    expect(results.total).toBe(results.groups.reduce((sum, g) => sum + g.count, 0))
    expect(results.suggestions).toEqual([])
    const player = (await search('inaki')).groups[2]!.hits[0]!
    expect(player).toMatchObject({ slug: 'inaki', game: 'cs2' })
    expect(player.description).toContain('Northwind Wolves')
  })

  it("labels an article with the game its page names, whatever the feed called it ('Dota 2')", async () => {
    const [heron] = (await search('obsidian heron')).groups[0]!.hits
    expect(heron).toMatchObject({ kind: 'article', slug: 'obsidian-heron-top-their-group', game: 'dota2' })
    const [signing] = (await search('inaki')).groups[0]!.hits
    expect(signing).toMatchObject({ slug: 'inaki-signs-with-northwind-wolves', game: 'cs2' })
  })

  it('finds nothing for a word no page has, and suggests close names', async () => {
    const none = await search('zzqxv')
    expect(none.total).toBe(0)
    expect(none.groups.every((g) => g.count === 0 && g.hits.length === 0)).toBe(true)
    // Too far from any name to match (word similarity 0.33), close enough to suggest.
    const close = await search('Cobolt Tyde')
    expect(close.total).toBe(0)
    expect(close.suggestions[0]).toBe('Cobalt Tide')
  })

  it('returns titles as they are stored: the page, not the API, marks the terms', async () => {
    const hit = (await search('friends')).groups[0]!.hits.find((h) => h.id === 'html-title')
    expect(hit?.title).toBe('<img src=x onerror="alert(1)"> Wolves & <b>friends</b>')
  })

  it('answers 400 with the error shape for a missing, blank, too long or badly limited query', async () => {
    for (const path of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20%20',
      `/api/search?q=${'a'.repeat(101)}`,
      '/api/search?q=wolves&limit=0',
      '/api/search?q=wolves&limit=500',
      '/api/search?q=wolves&limit=many',
    ]) {
      const { status, body } = await get<{ error: { code: string; message: string } }>(path)
      expect(status, path).toBe(400)
      expect(body.error.code, path).toBe('BAD_REQUEST')
    }
  })

  it('takes tsquery and LIKE syntax as plain text', async () => {
    for (const q of ["wolves' & !", '%_\\', 'a | b <-> c', '"unclosed']) {
      const { status } = await get<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`)
      expect(status, q).toBe(200)
    }
  })
})

describe.each(testDrivers)('old slugs on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await loadSearchFixture(testDb.database.db)
    t = createTestApp(testDb.database)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = <T>(path: string) => getJson<T>(t.app, path)

  it('finds an article, a team and a player by the slug they had before a rename', async () => {
    const db = testDb.database.db
    await db.update(articles).set({ slug: 'inaki-joins-wolves' }).where(eq(articles.id, 'inaki-signs'))
    await db.update(articles).set({ slug: 'inaki-joins-northwind' }).where(eq(articles.id, 'inaki-signs'))
    await db.update(teams).set({ slug: 'northwind-wolves-se' }).where(eq(teams.slug, 'northwind-wolves'))
    await db.update(players).set({ slug: 'inaki-kalnins' }).where(eq(players.slug, 'inaki'))

    for (const old of ['inaki-signs-with-northwind-wolves', 'inaki-joins-wolves', 'inaki-joins-northwind']) {
      const { status, body } = await get<ArticleDetail>(`/api/articles/lookup?slug=${old}`)
      expect(status, old).toBe(200)
      expect(body.article.slug).toBe('inaki-joins-northwind')
    }
    const team = await get<TeamDetail>('/api/teams/by-slug/northwind-wolves')
    expect(team.status).toBe(200)
    expect(team.body.team.slug).toBe('northwind-wolves-se')
    const player = await get<PlayerDetail>('/api/players/by-slug/inaki')
    expect(player.status).toBe(200)
    expect(player.body.player.slug).toBe('inaki-kalnins')
    expect((await get('/api/players/by-slug/never-was')).status).toBe(404)
  })

  it('respells the slugs the old rule made unreadable, once, and the old ones still find their article', async () => {
    const db = testDb.database.db
    const day = new Date('2026-11-02T08:00:00Z')
    await createArticles(db, [
      { id: 'cafe', slug: 'caf-mlaut', title: 'Café ümlaut', publishedAt: day },
      { id: 'korean', slug: 'article', title: '페이커 재계약 발표', publishedAt: day },
      { id: 'chinese', slug: 'article-2', title: '中国战队夺冠', publishedAt: day },
      { id: 'score', slug: 'navi-win-21', title: 'NAVI win 2:1', publishedAt: day },
      { id: 'chosen', slug: 'an-admins-choice', title: 'Café chosen by hand', publishedAt: day },
      { id: 'plain', slug: 'plain-title', title: 'Plain title', publishedAt: day },
    ])
    expect(await respellArticleSlugs(db)).toBe(4)
    expect(await respellArticleSlugs(db)).toBe(0)
    const slugOf = async (old: string) =>
      (await get<ArticleDetail>(`/api/articles/lookup?slug=${old}`)).body.article
    expect((await slugOf('caf-mlaut')).slug).toBe('cafe-umlaut')
    expect((await slugOf('navi-win-21')).slug).toBe('navi-win-2-1')
    const korean = await slugOf('article')
    const chinese = await slugOf('article-2')
    expect(korean.id).toBe('korean')
    expect(korean.slug).toMatch(/^2026-11-02-[0-9a-z]{7}$/)
    expect(chinese.slug).toMatch(/^2026-11-02-[0-9a-z]{7}$/)
    expect(chinese.slug).not.toBe(korean.slug)
    expect((await slugOf('an-admins-choice')).slug).toBe('an-admins-choice')
    expect((await slugOf('plain-title')).slug).toBe('plain-title')
  })
})
