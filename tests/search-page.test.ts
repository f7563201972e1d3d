import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, players, teams } from '#server/db/schema/index'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'
import { loadSearchFixture } from './support/search-fixture'

describe.each(testDrivers)('the /search page and old slugs, server-rendered, on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await loadSearchFixture(testDb.database.db)
    app = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => app) }).app
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const get = async (path: string) => {
    const res = await app.request(path)
    return { status: res.status, html: await res.text(), headers: res.headers }
  }
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

  it('renders the results in the server HTML, grouped by kind, marked, and noindex', async () => {
    const { status, html } = await get('/search?q=inaki')
    expect(status).toBe(200)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    const body = main(html)
    // The player and the article, each linking to its page, the searched word marked.
    expect(body).toContain('href="/cs2/players/inaki"')
    expect(body).toContain('href="/news/inaki-signs-with-northwind-wolves"')
    expect(body).toMatch(/<mark[^>]*>Iñaki<\/mark>/)
    const text = body.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')
    expect(text).toContain('Articles (1)')
    expect(text).toContain('Players (1)')
  })

  it('shows a title written like HTML as text, with the term marked', async () => {
    const { html } = await get('/search?q=friends')
    const body = main(html)
    expect(body).not.toContain('<img src=x')
    expect(body).not.toContain('<b>friends</b>')
    expect(body).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Wolves &amp; &lt;b&gt;')
    expect(body).toMatch(/<mark[^>]*>friends<\/mark>&lt;\/b&gt;/)
  })

  it('asks for a query when there is none, and offers the chat when nothing matches', async () => {
    const empty = await get('/search')
    expect(empty.status).toBe(200)
    expect(main(empty.html)).toContain('What are you looking for?')
    expect(empty.html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    const none = await get('/search?q=zzqxv')
    expect(none.status).toBe(200)
    expect(main(none.html)).toMatch(/No results for “(<!-- -->)?zzqxv(<!-- -->)?”/)
    expect(main(none.html)).toContain('href="/chat?question=zzqxv"')
  })

  it('answers a request for an old slug with a 301 to the current page', async () => {
    const db = testDb.database.db
    await db.update(articles).set({ slug: 'inaki-joins-northwind' }).where(eq(articles.id, 'inaki-signs'))
    await db.update(teams).set({ slug: 'northwind-wolves-se' }).where(eq(teams.slug, 'northwind-wolves'))
    await db.update(players).set({ slug: 'inaki-kalnins' }).where(eq(players.slug, 'inaki'))

    const article = await app.request('/news/inaki-signs-with-northwind-wolves')
    expect(article.status).toBe(301)
    expect(article.headers.get('location')).toBe('/news/inaki-joins-northwind')
    const team = await app.request('/cs2/teams/northwind-wolves')
    expect(team.status).toBe(301)
    expect(team.headers.get('location')).toBe('/cs2/teams/northwind-wolves-se')
    const player = await app.request('/cs2/players/inaki')
    expect(player.status).toBe(301)
    expect(player.headers.get('location')).toBe('/cs2/players/inaki-kalnins')
    // The current addresses, and an article read by its id, answer as before.
    expect((await app.request('/news/inaki-joins-northwind')).status).toBe(200)
    expect((await app.request('/news/inaki-signs')).status).toBe(200)
    expect((await app.request('/cs2/teams/northwind-wolves-se')).status).toBe(200)
    expect((await app.request('/news/never-was')).status).toBe(404)
  })
})
