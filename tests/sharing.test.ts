import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { createLogger } from '#server/logger'
import { seedDemoData } from '#server/services/demo-seed'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'
import { parseXml, type Xml } from './support/xml'

// Issue "Readers' fundamentals", sharing and discovery: over the demo data set, every team and player page is in a
// sitemap, every page links its feeds, and every page's preview image is a 1200×630 raster image that answers.

const SITE_URL = 'https://bo5.example'
// These walk every public page (server-rendered, then its card or feeds): ~10 s alone, several times that on a
// loaded CI machine, so the default 30 s is not enough.
const PAGE_WALK_TIMEOUT = 180_000
const logger = createLogger('silent')

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'))
}

/** The content of the head's first <meta {attr}="{key}">, as the HTML has it (attributes in any order). */
function metaContent(head: string, attr: 'name' | 'property', key: string): string | undefined {
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    if (!tag.includes(`${attr}="${key}"`)) continue
    const content = /content="([^"]*)"/.exec(tag)?.[1]
    return content?.replace(/&amp;/g, '&')
  }
  return undefined
}

/** The head's <link rel="alternate"> feeds, in order. */
function alternateLinks(head: string): { type: string; href: string }[] {
  return (head.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? []).map((tag) => ({
    type: /type="([^"]*)"/.exec(tag)![1]!,
    href: /href="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, '&'),
  }))
}

/** Width and height from a PNG's IHDR chunk; fails when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe.each(testDrivers)('sharing and discovery over the demo data on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv({ SITE_URL, SOCIAL_HANDLE: 'bo5esports' })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    const ai = createAi({ env, logger, local: localEngine })
    await seedDemoData(testDb.database.db, { site: env.site, logger, ai })
    app = createTestApp(testDb.database, { env, ai, renderer: sourceRenderer(env.site, () => app) }).app
  }, 120_000)
  afterAll(async () => {
    await testDb.drop()
  })

  /** The public pages of the demo site, one of each kind. */
  async function publicPages(): Promise<string[]> {
    const [article] = await rows('SELECT slug FROM articles ORDER BY published_at DESC LIMIT 1')
    // A tag the CS2 listing has stories for.
    const [tag] = await rows(
      "SELECT tag FROM (SELECT unnest(tags) AS tag FROM articles WHERE tags @> ARRAY['cs2']) t WHERE tag <> 'cs2' GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 1",
    )
    const [team] = await rows(
      "SELECT slug, current_videogame AS game FROM teams WHERE current_videogame = 'lol' LIMIT 1",
    )
    const [player] = await rows(
      "SELECT p.slug, t.current_videogame AS game FROM players p JOIN teams t ON t.id = p.team_id WHERE t.current_videogame = 'valorant' LIMIT 1",
    )
    return [
      '/',
      '/news',
      '/news/articles-latest',
      '/news/cs2',
      `/news/cs2/${tag!.tag}`,
      `/news/${article!.slug}`,
      '/dota2',
      '/cs2/teams',
      '/lol/players',
      `/${team!.game}/teams/${team!.slug}`,
      `/${player!.game}/players/${player!.slug}`,
      '/chat',
      '/author/nova-reyes',
      '/terms',
      '/privacy',
      '/contact',
      '/no-such-page',
    ]
  }

  const rows = async (sql: string) => (await testDb.database.execute(sql)).rows as Record<string, string>[]
  const getXml = async (path: string) => {
    const res = await app.request(path)
    expect(res.status, path).toBe(200)
    return parseXml(await res.text())
  }

  it('lists every team and player page of the four games in the sitemaps, each with a lastmod', async () => {
    const index = await getXml('/sitemap.xml')
    const files = index.sitemapindex.sitemap.map((s: Xml) => new URL(s.loc).pathname)
    const urls = new Map<string, string>()
    for (const file of files) {
      const xml = await getXml(file)
      for (const url of xml.urlset.url ?? []) urls.set(url.loc, url.lastmod)
    }
    const teams = await rows('SELECT t.slug, t.current_videogame AS game FROM teams t ORDER BY t.slug')
    const players = await rows(
      'SELECT p.slug, coalesce(t.current_videogame, p.current_videogame) AS game FROM players p LEFT JOIN teams t ON t.id = p.team_id',
    )
    expect(new Set(teams.map((t) => t.game))).toEqual(new Set(['cs2', 'lol', 'dota2', 'valorant']))
    expect(players.length).toBeGreaterThanOrEqual(80)
    for (const team of teams) {
      const loc = `${SITE_URL}/${team.game}/teams/${team.slug}`
      expect(urls.get(loc), loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    }
    for (const player of players) {
      const loc = `${SITE_URL}/${player.game}/players/${player.slug}`
      expect(urls.get(loc), loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    }
    // Each listed page answers.
    const team = teams[0]!
    expect((await app.request(`/${team.game}/teams/${team.slug}`)).status).toBe(200)
    const player = players[0]!
    expect((await app.request(`/${player.game}/players/${player.slug}`)).status).toBe(200)
  })

  it(
    'gives every public page a 1200×630 PNG preview image that answers, for X, Facebook and Discord',
    async () => {
      const seen = new Set<string>()
      for (const path of await publicPages()) {
        const res = await app.request(path)
        expect([200, 404], path).toContain(res.status)
        const head = headOf(await res.text())
        const ogImage = metaContent(head, 'property', 'og:image')
        expect(ogImage, path).toMatch(/^https:\/\/bo5\.example\/og\/.+\.png$/)
        expect(metaContent(head, 'name', 'twitter:image'), path).toBe(ogImage)
        expect(metaContent(head, 'name', 'twitter:card'), path).toBe('summary_large_image')
        expect(metaContent(head, 'property', 'og:image:type'), path).toBe('image/png')
        expect(metaContent(head, 'property', 'og:image:width'), path).toBe('1200')
        expect(metaContent(head, 'property', 'og:image:height'), path).toBe('630')
        expect(metaContent(head, 'property', 'og:image:alt'), path).toBeTruthy()
        seen.add(ogImage!)

        const image = await app.request(new URL(ogImage!).pathname)
        expect(image.status, ogImage).toBe(200)
        expect(image.headers.get('content-type'), ogImage).toBe('image/png')
        expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
        expect(pngSize(new Uint8Array(await image.arrayBuffer())), ogImage).toEqual({
          width: 1200,
          height: 630,
        })
      }
      // Teams, players and articles get cards of their own; game pages share their game's card.
      expect(seen.size).toBeGreaterThanOrEqual(6)
    },
    PAGE_WALK_TIMEOUT,
  )

  it(
    "links the site's RSS and Atom feeds, and the listing's own, from every page's head and footer",
    async () => {
      const pages = await publicPages()
      for (const path of pages) {
        const html = await (await app.request(path)).text()
        const feeds = alternateLinks(headOf(html))
        // The site's feeds on every page; a game or tag page offers its own first.
        expect(feeds, path).toContainEqual({ type: 'application/rss+xml', href: `${SITE_URL}/rss.xml` })
        expect(feeds, path).toContainEqual({ type: 'application/atom+xml', href: `${SITE_URL}/atom.xml` })
        for (const feed of feeds) {
          const res = await app.request(new URL(feed.href).pathname)
          expect(res.status, feed.href).toBe(200)
          expect(res.headers.get('content-type'), feed.href).toBe(`${feed.type}; charset=utf-8`)
          parseXml(await res.text())
        }
        const footer = html.slice(html.lastIndexOf('<footer'))
        expect(footer, path).toMatch(/<a [^>]*href="\/rss\.xml"[^>]*>.*?RSS feed<\/a>/)
        expect(footer, path).toMatch(/<a [^>]*href="\/atom\.xml"[^>]*>.*?Atom feed<\/a>/)
      }
      const tagPage = pages.find((path) => /^\/news\/cs2\/[^/]+$/.test(path))!
      const tag = tagPage.split('/').at(-1)!
      expect(alternateLinks(headOf(await (await app.request(tagPage)).text()))[0]).toEqual({
        type: 'application/rss+xml',
        href: `${SITE_URL}/news/cs2/${tag}/rss.xml`,
      })
      expect(alternateLinks(headOf(await (await app.request('/news/lol')).text()))[0]).toEqual({
        type: 'application/rss+xml',
        href: `${SITE_URL}/news/lol/rss.xml`,
      })
    },
    PAGE_WALK_TIMEOUT,
  )

  it('serves a feed per game and per tag that a feed reader can follow', async () => {
    const [{ tag } = { tag: '' }] = await rows(
      "SELECT tag FROM (SELECT unnest(tags) AS tag FROM articles) t WHERE tag NOT IN ('cs2','lol','dota2','valorant') GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 1",
    )
    const tagged = await rows(`SELECT title, tags FROM articles WHERE tags @> ARRAY['${tag}']`)
    let tagFeedItems = 0
    for (const game of ['cs2', 'lol', 'dota2', 'valorant']) {
      const gameTagged = tagged.filter((row) => (row.tags as unknown as string[]).includes(game))
      const scopes: string[] = [`/news/${game}`, ...(gameTagged.length ? [`/news/${game}/${tag}`] : [])]
      for (const scope of scopes) {
        const rss = parseXml(await (await app.request(`${scope}/rss.xml`)).text()).rss.channel
        expect(rss.title, scope).toMatch(/News \| BO5$/)
        expect(rss.link).toEqual([`${SITE_URL}${scope}`])
        expect(rss['atom:link'][0]['@_href']).toBe(`${SITE_URL}${scope}/rss.xml`)
        expect(rss.item.length, scope).toBeGreaterThan(0)
        for (const item of rss.item as Xml[]) {
          expect(item.link[0]).toMatch(/^https:\/\/bo5\.example\/news\/[^/]+$/)
          expect(item.guid['#text']).toBe(item.link[0])
          expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
          expect(item.category).toContain(game)
          if (scope.endsWith(tag)) {
            expect(item.category).toContain(tag)
            tagFeedItems++
          }
        }
        const atom = parseXml(await (await app.request(`${scope}/atom.xml`)).text()).feed
        expect(atom.entry.length).toBe(rss.item.length)
      }
    }
    // At least one game's feed of the tag was read, so its items' categories were checked.
    expect(tagFeedItems).toBeGreaterThan(0)
    // A tag in every game, at its listing's path.
    const all = parseXml(await (await app.request(`/news/articles-latest/all/${tag}/rss.xml`)).text()).rss
    expect(all.channel.item).toHaveLength(Math.min(tagged.length, 50))
    expect(all.channel.link).toEqual([`${SITE_URL}/news/articles-latest/all/${tag}`])
    // No story carries the tag: no listing, no feed.
    for (const path of ['/news/cs2/no-such-tag/rss.xml', '/news/articles-latest/all/no-such-tag/atom.xml']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })

  it('revalidates a card with its ETag, and answers 404 for the card of a page that does not exist', async () => {
    const first = await app.request('/og/cs2.png')
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await app.request('/og/cs2.png', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    for (const path of [
      '/og/fifa.png',
      '/og/cs2/teams/no-such-team.png',
      '/og/news/no-such-story.png',
      '/og/lol/players/nobody.png',
      // A bad percent-escape once decoded (%25 is "%") is a card that does not exist, not a server error.
      '/og/news/%25E0%25A4%25A.png',
      '/og/cs2/teams/%25ZZ.png',
      '/og/lol/players/%25.png',
    ]) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })
})
