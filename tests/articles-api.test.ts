import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backfillDetectedGames, backfillSpoilers } from '#server/services/articles'
import { createArticleTags, recountArticleTags } from '#server/storage/article-tags'
import { createArticles, updateArticle } from '#server/storage/articles'
import { createTestApp } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

const long = 'northwind-wolves-complete-the-comeback-against-aur' // 50 characters, ends in "aur"

describe.each(testDrivers)('public article API on $name', (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database)
    const day = (n: number) => new Date(Date.UTC(2026, 10, n))
    await createArticles(testDb.database.db, [
      {
        id: 'a-1',
        slug: 'cs2-one',
        title: 'CS2 one',
        tags: ['cs2', 'roster-changes'],
        createdAt: day(1),
        publishedAt: day(1),
      },
      { id: 'a-2', slug: 'cs2-two', title: 'CS2 two', tags: ['cs2'], createdAt: day(2), publishedAt: day(2) },
      {
        id: 'a-3',
        slug: 'lol-one',
        title: 'LoL one',
        tags: ['lol', 'roster-changes'],
        createdAt: day(3),
        publishedAt: day(3),
      },
      {
        id: 'with space',
        slug: 'spaced',
        title: 'Spaced id',
        tags: [],
        createdAt: day(4),
        publishedAt: day(4),
      },
      {
        id: 'long-one',
        slug: `${long}-extra`,
        title: 'Long one',
        tags: [],
        createdAt: day(5),
        publishedAt: day(5),
      },
      {
        id: 'persona',
        slug: 'persona',
        title: 'By us',
        author: 'BO5 Newsroom',
        createdAt: day(6),
        publishedAt: day(6),
      },
      {
        id: 'guest',
        slug: 'guest',
        title: 'By a guest',
        author: 'Someone Else',
        createdAt: day(7),
        publishedAt: day(7),
      },
    ])
    await createArticleTags(testDb.database.db, [
      { slug: 'roster-changes', name: 'Roster Changes', category: 'content' },
      { slug: 'cs2', name: 'CS2', category: 'games' },
    ])
    await recountArticleTags(testDb.database.db)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const json = async <T>(path: string) => {
    const res = await t.app.request(path)
    return { status: res.status, body: (await res.json()) as T }
  }
  type List = { articles: { id: string }[] }

  it('lists newest first with the limit, by game, by tag, and by both', async () => {
    expect((await json<List>('/api/articles?limit=2')).body.articles.map((a) => a.id)).toEqual([
      'guest',
      'persona',
    ])
    expect((await json<List>('/api/articles?game=cs2')).body.articles.map((a) => a.id)).toEqual([
      'a-2',
      'a-1',
    ])
    expect((await json<List>('/api/articles?tag=roster-changes')).body.articles.map((a) => a.id)).toEqual([
      'a-3',
      'a-1',
    ])
    expect(
      (await json<List>('/api/articles?game=cs2&tag=roster-changes')).body.articles.map((a) => a.id),
    ).toEqual(['a-1'])
  })

  it('sends the card view on request (no body, no source), and the whole article by default', async () => {
    const full = (await json<{ articles: Record<string, unknown>[] }>('/api/articles?game=cs2')).body
    expect(Object.keys(full.articles[0]!)).toEqual(
      expect.arrayContaining(['content', 'originalUrl', 'author']),
    )
    const cards = (
      await json<{ articles: Record<string, unknown>[]; total: number }>('/api/articles?game=cs2&view=card')
    ).body
    expect(cards.articles.map((a) => a.id)).toEqual(['a-2', 'a-1'])
    expect(cards.total).toBe(2)
    expect(Object.keys(cards.articles[0]!).sort()).toEqual(
      [
        'game',
        'id',
        'imageUrl',
        'insights',
        'publishedAt',
        'slug',
        'spoilers',
        'summary',
        'tags',
        'title',
      ].sort(),
    )
    expect((await t.app.request('/api/articles?view=full')).status).toBe(400)
  })

  it("answers several games' first pages in one read, each as the game's own card list answers it", async () => {
    const { status, body } = await json<{ games: Record<string, unknown> }>(
      '/api/articles/by-game?games=cs2,lol,dota2&limit=1',
    )
    expect(status).toBe(200)
    expect(Object.keys(body.games)).toEqual(['cs2', 'lol', 'dota2'])
    // cs2 has two (a cursor to the second), lol one, dota2 none.
    for (const game of ['cs2', 'lol', 'dota2'])
      expect(body.games[game], game).toEqual(
        (await json(`/api/articles?view=card&game=${game}&limit=1`)).body,
      )
    expect(body.games.cs2).toMatchObject({ total: 2, remaining: 1, nextCursor: expect.any(String) })
    expect(body.games.dota2).toEqual({ articles: [], nextCursor: null, remaining: 0, total: 0 })
    expect((await t.app.request('/api/articles/by-game?limit=1')).status).toBe(400)
  })

  it('looks an article up by slug, then id, then decoded id', async () => {
    expect(
      (await json<{ article: { id: string } }>('/api/articles/lookup?slug=cs2-two')).body.article.id,
    ).toBe('a-2')
    expect((await json<{ article: { id: string } }>('/api/articles/lookup?slug=a-3')).body.article.id).toBe(
      'a-3',
    )
    expect(
      (await json<{ article: { id: string } }>('/api/articles/lookup?slug=with%2520space')).body.article.id,
    ).toBe('with space')
    expect(
      (await json<{ article: { id: string } }>('/api/articles/lookup?slug=x&articleId=a-1')).body.article.id,
    ).toBe('a-1')
  })

  it('falls back to a slug prefix only for long slugs that do not end like a word (§5)', async () => {
    const hit = await json<{ article: { id: string } }>(`/api/articles/lookup?slug=${long}`)
    expect(hit.body.article.id).toBe('long-one')
    // Same prefix, but ending in "ing": no fallback.
    const missing = await json<{ error: { code: string; message: string } }>(
      `/api/articles/lookup?slug=${long.slice(0, 47)}ing`,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Article not found' })
    // Short prefixes never fall back.
    expect((await json('/api/articles/lookup?slug=cs2')).status).toBe(404)
  })

  it('answers 400 when neither slug nor id is given', async () => {
    expect((await json('/api/articles/lookup')).status).toBe(400)
  })

  it('lists tags by name with their article counts', async () => {
    const { body } = await json<{ tags: { slug: string; articleCount: number }[] }>('/api/article-tags')
    expect(body.tags.map((tag) => [tag.slug, tag.articleCount])).toEqual([
      ['cs2', 2],
      ['roster-changes', 2],
    ])
  })

  it("serves the persona's author page with the newsroom's articles only", async () => {
    const { body } = await json<{
      author: { displayName: string; jobTitle: string }
      articles: { id: string }[]
    }>('/api/authors/nova-reyes')
    expect(body.author).toMatchObject({ displayName: 'Nova Reyes', jobTitle: 'AI Esports Analyst' })
    const ids = body.articles.map((a) => a.id)
    expect(ids).toContain('persona')
    expect(ids).toContain('a-1')
    expect(ids).not.toContain('guest')
    expect((await json('/api/authors/someone-else')).status).toBe(404)
  })

  it('sends each article with its §2.8 detected game and what spoiler-free mode hides', async () => {
    const old = new Date(Date.UTC(2026, 9, 1))
    await createArticles(testDb.database.db, [
      { id: 'result', slug: 'result', title: 'Solar Flare beat Nightjar 13-9 on Lotus', createdAt: old },
      {
        id: 'body-result',
        slug: 'body-result',
        title: 'Frostline Masters day two recap',
        summary: '<p>A long day on Nuke.</p>',
        content: '<p>Granite Harbor were <em>eliminated</em> at IEM.</p>',
        game: 'Esports',
        createdAt: old,
      },
    ])
    type Flagged = { id: string; detectedGame: string; spoilers: Record<string, boolean> }
    const { body } = await json<{ articles: Flagged[] }>('/api/articles?limit=100')
    const byId = new Map(body.articles.map((article) => [article.id, article]))
    expect(byId.get('result')?.spoilers).toEqual({ headline: true, summary: true, text: true })
    // A result in the body only: the article page hides its text, a news card shows its summary.
    expect(byId.get('body-result')).toMatchObject({
      detectedGame: 'cs2',
      spoilers: { headline: false, summary: false, text: true },
    })
    expect(byId.get('a-3')).toMatchObject({
      detectedGame: 'lol',
      spoilers: { headline: false, summary: false, text: false },
    })
    const detail = await json<{ article: Flagged }>('/api/articles/lookup?slug=body-result')
    expect(detail.body.article).toMatchObject({ detectedGame: 'cs2', spoilers: { text: true } })
    const author = await json<{ articles: Flagged[] }>('/api/authors/nova-reyes')
    expect(author.body.articles.find((article) => article.id === 'result')?.spoilers.headline).toBe(true)
  })

  it('streams article changes to realtime readers', async () => {
    const res = await t.app.request('/api/realtime')
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000
      while (!text.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value)
      }
    }
    await readUntil('event: ready')
    await createArticles(testDb.database.db, [{ id: 'live-1', slug: 'live-1', title: 'Breaking' }])
    await readUntil('live-1')
    await reader.cancel()
    expect(text).toContain('event: articles')
    expect(text).toContain('data: {"op":"INSERT","id":"live-1"}')
  })

  it('stores the detected game with the article, works it out again on an edit, and fills older rows', async () => {
    const db = testDb.database.db
    const stored = async (id: string) => {
      const result = (await db.execute(
        sql`SELECT detected_game FROM articles WHERE id = ${id}`,
      )) as unknown as {
        rows: { detected_game: string | null }[]
      }
      return result.rows[0]?.detected_game
    }
    const detected = async (slug: string) =>
      (await json<{ article: { detectedGame: string } }>(`/api/articles/lookup?slug=${slug}`)).body.article
        .detectedGame
    // Filed under CS2 by a feed, but ESL One is a Dota 2 event: the page and the stored row both say Dota 2.
    await createArticles(db, [
      { id: 'esl-one', slug: 'esl-one', title: 'ESL One Bangkok: Falcons beat Tundra', game: 'CS2' },
    ])
    expect(await stored('esl-one')).toBe('dota2')
    expect(await detected('esl-one')).toBe('dota2')
    // An edit of the title detects again; an edit of the tags leaves it be.
    const edited = await updateArticle(db, 'esl-one', { title: 'IEM Katowice: Vitality lift the trophy' })
    expect(edited?.detectedGame).toBe('cs2')
    expect(await stored('esl-one')).toBe('cs2')
    expect(await detected('esl-one')).toBe('cs2')
    // The API reads the stored game.
    await db.execute(sql`UPDATE articles SET detected_game = 'valorant' WHERE id = 'esl-one'`)
    expect(await detected('esl-one')).toBe('valorant')
    await updateArticle(db, 'esl-one', { tags: ['news'] })
    expect(await stored('esl-one')).toBe('valorant')
    // Rows from before the column are filled at start-up, without touching updated_at.
    await db.execute(sql`UPDATE articles SET detected_game = NULL WHERE id IN ('esl-one', 'a-3')`)
    const before = await json<{ article: { updatedAt: string } }>('/api/articles/lookup?slug=lol-one')
    expect(await backfillDetectedGames(db)).toBe(2)
    expect(await stored('esl-one')).toBe('cs2')
    expect(await stored('a-3')).toBe('lol')
    const after = await json<{ article: { updatedAt: string } }>('/api/articles/lookup?slug=lol-one')
    expect(after.body.article.updatedAt).toBe(before.body.article.updatedAt)
    expect(await backfillDetectedGames(db)).toBe(0)
  })

  it('stores the spoiler flags with the article, judges them again on an edit of its text, and fills older rows', async () => {
    const db = testDb.database.db
    const stored = async (id: string) => {
      const result = (await db.execute(sql`SELECT spoilers FROM articles WHERE id = ${id}`)) as unknown as {
        rows: { spoilers: Record<string, boolean> | null }[]
      }
      return result.rows[0]?.spoilers
    }
    const flags = async (slug: string) =>
      (await json<{ article: { spoilers: Record<string, boolean> } }>(`/api/articles/lookup?slug=${slug}`))
        .body.article.spoilers
    const none = { headline: false, summary: false, text: false }
    await createArticles(db, [
      {
        id: 'quiet-week',
        slug: 'quiet-week',
        title: 'Harbor Pro Series announces its winter venue',
        summary: 'The league moves to a new arena.',
        content: '<p>Tickets go on sale on Monday.</p>',
      },
    ])
    expect(await stored('quiet-week')).toEqual(none)
    // A body that now tells a result hides the article's text, not its card; a tag edit leaves the flags be.
    await updateArticle(db, 'quiet-week', {
      content: '<p>Northwind Wolves beat Vistula Owls 2-1 in the opener.</p>',
    })
    const bodyOnly = { headline: false, summary: false, text: true }
    expect(await stored('quiet-week')).toEqual(bodyOnly)
    expect(await flags('quiet-week')).toEqual(bodyOnly)
    await updateArticle(db, 'quiet-week', { tags: ['cs2'] })
    expect(await stored('quiet-week')).toEqual(bodyOnly)
    // The API reads the stored flags.
    await db.execute(
      sql`UPDATE articles SET spoilers = '{"headline":true,"summary":true,"text":true}' WHERE id = 'quiet-week'`,
    )
    expect((await flags('quiet-week')).headline).toBe(true)
    // Rows without them (from before the column, or a body replaced in place) are read afresh, then filled at
    // start-up without touching updated_at.
    await db.execute(sql`UPDATE articles SET spoilers = NULL WHERE id = 'quiet-week'`)
    expect(await flags('quiet-week')).toEqual(bodyOnly)
    const before = await json<{ article: { updatedAt: string } }>('/api/articles/lookup?slug=quiet-week')
    expect(await backfillSpoilers(db)).toBe(1)
    expect(await stored('quiet-week')).toEqual(bodyOnly)
    const after = await json<{ article: { updatedAt: string } }>('/api/articles/lookup?slug=quiet-week')
    expect(after.body.article.updatedAt).toBe(before.body.article.updatedAt)
    expect(await backfillSpoilers(db)).toBe(0)
  })
})
