import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import { createImageProxy, type ImageProxy } from '#server/services/image-proxy'
import { createArticles } from '#server/storage/articles'
import { insertEsportsRows } from '#server/storage/esports'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher, TINY_PNG } from './support/fake-publisher'
import { sourceRenderer } from './support/renderer'

// An article's images never make a reader's browser call another host: the hero and body images are served
// through /img on our origin, signed so it is not an open proxy, fetched with the feed fetcher's guards.

const TRACKER = 'https://tracker.example.net/pixel.gif?id=42&reader=1'
const TEAM_LOGO = 'https://cdn.pandascore.co/images/team/image/1/logo.png'
const PLAYER_PHOTO = 'https://cdn.pandascore.co/images/player/image/2/photo.png'

type TestApp = ReturnType<typeof createTestApp>

describe.each(testDrivers)('images from other hosts on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  // The site as run with ALLOW_PRIVATE_FEED_HOSTS (the fake publisher is on 127.0.0.1), and as by default.
  let local: TestApp
  let guarded: TestApp
  let localProxy: ImageProxy
  let guardedProxy: ImageProxy
  let teamSlug: string
  let playerSlug: string
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })

  beforeAll(async () => {
    publisher = await startFakePublisher()
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'img1',
        title: 'Wolves lift the trophy',
        slug: 'wolves-lift-the-trophy',
        tags: ['cs2'],
        imageUrl: `${publisher.url}/image.png`,
        content: `<p>Final day.</p><p><img src="${TRACKER.replace('&', '&amp;')}" alt="The stage"></p><p><img src="/images/news/cs2-trophy.svg" alt="Trophy"></p>`,
      },
    ])
    // The esports data with the provider's CDN images, as a real PandaScore sync stores them.
    const esports = loadBundledPandaScore('fixtures/pandascore', new Date('2026-11-21T12:00:00Z'))
    const team = esports.teams[0]!
    const player = esports.players.find((p) => p.teamId === team.id)!
    team.imageUrl = TEAM_LOGO
    player.imageUrl = PLAYER_PHOTO
    teamSlug = team.slug
    playerSlug = player.slug
    await insertEsportsRows(testDb.database.db, esports)
    local = createTestApp(testDb.database, { env, renderer: sourceRenderer(env.site, () => local.app) })
    guarded = createTestApp(testDb.database)
    localProxy = createImageProxy(local.auth.options.secret!, env.SITE_URL)
    guardedProxy = createImageProxy(guarded.auth.options.secret!, env.SITE_URL)
  })
  afterAll(async () => {
    await publisher?.close()
    await testDb?.drop()
  })

  const srcs = (html: string) => [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!)

  it('serves an article with its hero and body images on our own origin, leaving our own paths alone', async () => {
    const res = await local.app.request('/api/articles/lookup?slug=wolves-lift-the-trophy')
    const { article } = (await res.json()) as { article: { imageUrl: string; content: string } }
    expect(article.imageUrl).toMatch(/^\/img\?u=/)
    expect(new URL(article.imageUrl, env.SITE_URL).searchParams.get('u')).toBe(`${publisher.url}/image.png`)
    const body = srcs(article.content)
    expect(body).toHaveLength(2)
    expect(body[0]).toMatch(/^\/img\?u=/)
    // The stored &amp; was an ampersand of the URL; the proxy is asked for that URL.
    expect(new URL(body[0]!.replace(/&amp;/g, '&'), env.SITE_URL).searchParams.get('u')).toBe(TRACKER)
    expect(body[1]).toBe('/images/news/cs2-trophy.svg')
  })

  it('renders the article page with no image on another host, and a CSP that allows none', async () => {
    const res = await local.app.request('/news/wolves-lift-the-trophy')
    expect(res.status).toBe(200)
    const html = await res.text()
    const images = srcs(html)
    expect(images.length).toBeGreaterThanOrEqual(2)
    for (const src of images) expect(src, src).toMatch(/^\/(?!\/)/)
    expect(html).not.toMatch(/<img\b[^>]*\ssrc="https?:/)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/img-src 'self' data:(;|$)/)
    // The listing's cards as well.
    for (const src of srcs(await (await local.app.request('/news')).text()))
      expect(src, src).toMatch(/^\/(?!\/)/)
  })

  it('streams the image from the publisher with long cache headers', async () => {
    const before = publisher.hits['/image.png'] ?? 0
    const res = await local.app.request(localProxy.url(`${publisher.url}/image.png`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=2592000/)
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true)
    expect(publisher.hits['/image.png']).toBe(before + 1)
  })

  it('refuses an unsigned, tampered or foreign-signed URL without fetching it', async () => {
    const good = new URL(localProxy.url(`${publisher.url}/image.png`), env.SITE_URL)
    const u = good.searchParams.get('u')!
    const s = good.searchParams.get('s')!
    const before = publisher.hits['/image.png'] ?? 0
    const cases: [string, number][] = [
      [`/img?u=${encodeURIComponent(u)}`, 400],
      [`/img?u=${encodeURIComponent(u)}&s=${s.slice(0, -2)}xx`, 403],
      [`/img?u=${encodeURIComponent(`${u}?x=1`)}&s=${s}`, 403],
      // Signed by another site's secret.
      [guardedProxy.url(`${publisher.url}/image.png`), 403],
    ]
    for (const [path, status] of cases) {
      const res = await local.app.request(path)
      expect(res.status, path).toBe(status)
      expect((await res.json()).error.code).toBe(status === 400 ? 'BAD_REQUEST' : 'FORBIDDEN')
    }
    expect(publisher.hits['/image.png'] ?? 0).toBe(before)
  })

  it('refuses a private or metadata address (SSRF), even with a valid signature', async () => {
    const before = publisher.hits['/image.png'] ?? 0
    const privateHost = await guarded.app.request(guardedProxy.url(`${publisher.url}/image.png`))
    expect(privateHost.status).toBe(403)
    expect(publisher.hits['/image.png'] ?? 0).toBe(before)
    for (const url of ['http://169.254.169.254/latest/meta-data/', `${publisher.url}/to-metadata`]) {
      const res = await local.app.request(localProxy.url(url))
      expect(res.status, url).toBe(403)
    }
  })

  it('refuses what is not a raster image: an HTML page, an SVG, and a body past the size cap', async () => {
    for (const path of ['/html-page.html', '/image.svg', '/huge-image.png', '/status/404']) {
      const res = await local.app.request(localProxy.url(`${publisher.url}${path}`))
      expect(res.status, path).toBe(502)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
    // The oversized body was cut off, not read to its end.
    expect(publisher.cutOff['/huge-image.png']).toBeGreaterThanOrEqual(1)
  })

  it("serves team and player images from the data provider's hosts through our origin as well", async () => {
    const json = async (path: string) => JSON.stringify(await (await local.app.request(path)).json())
    for (const path of [
      '/api/teams?limit=500',
      `/api/teams/by-slug/${teamSlug}`,
      `/api/players/by-slug/${playerSlug}`,
    ]) {
      const text = await json(path)
      expect(text, path).toContain('"imageUrl":"/img?u=')
      expect(text, path).not.toContain('"imageUrl":"https:')
    }
    expect(await json(`/api/players/by-slug/${playerSlug}`)).toContain(
      `u=${encodeURIComponent(PLAYER_PHOTO)}`,
    )
  })

  it("lets the admin's screens preview an image URL from anywhere", async () => {
    const csp = (await local.app.request('/admin')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("img-src 'self' data: https:")
  })
})
