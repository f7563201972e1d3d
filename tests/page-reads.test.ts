import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { serverReads } from '#server/app'
import { createLogger } from '#server/logger'
import { seedDemoData } from '#server/services/demo-seed'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// Decision 045: on the server, the pages' loaders read the API's GETs through the routes' read functions. Each
// answer must be what the API sends for the same path once parsed (the page, its dehydrated state and the
// browser's cache are made from it), errors included.

describe.each(testDrivers)("the renderer's direct reads on $name", (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()
  const logger = createLogger('silent')
  const ai: Ai = createAi({ env, logger, local: localEngine })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await seedDemoData(testDb.database.db, { site: env.site, logger, ai, now: new Date() })
    app = createTestApp(testDb.database, { env, ai }).app
  }, 180_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  const viaApi = async (path: string) => {
    const res = await app.request(path)
    return { status: res.status, body: await res.json() }
  }
  const direct = (path: string) => {
    const read = serverReads(app)(path)
    if (!read) throw new Error(`no direct read for ${path}`)
    return read
  }

  it('answers each page read exactly as the API does, images and dates as the JSON has them', async () => {
    const { articles } = (await viaApi('/api/articles?limit=1')).body as {
      articles: { id: string; slug: string }[]
    }
    const { teams } = (await viaApi('/api/teams?limit=3')).body as { teams: { id: string; slug: string }[] }
    const { players } = (await viaApi('/api/players?limit=1')).body as { players: { slug: string }[] }
    const { matches } = (await viaApi('/api/matches?section=results&limit=1')).body as {
      matches: { game: string; slug: string }[]
    }
    const events = (await viaApi('/api/events')).body as Record<string, { game: string; slug: string }[]>
    const event = [...events.ongoing!, ...events.past!, ...events.upcoming!][0]
    const article = articles[0]
    const team = teams[0]
    const match = matches[0]
    expect(article && team && players[0] && match && event).toBeTruthy()
    await testDb.database.db.execute(
      sql`UPDATE teams SET image_url = 'https://cdn.provider.test/team.png' WHERE id = ${team!.id}`,
    )
    await testDb.database.db.execute(
      sql`UPDATE matches SET team1_image_url = 'https://cdn.provider.test/side.png' WHERE slug = ${match!.slug}`,
    )
    // A team's first FAQ read writes its FAQ (then the team's detail holds it): written before comparing.
    await viaApi(`/api/teams/${team!.id}/faq`)
    const paths = [
      '/api/articles?view=card&limit=6',
      '/api/articles?limit=20&game=cs2',
      '/api/articles?view=card&limit=2&page=2&tag=roster',
      '/api/articles/by-game?games=cs2,lol,valorant,dota2&limit=6',
      `/api/articles/lookup?slug=${encodeURIComponent(article!.slug)}`,
      `/api/articles/${article!.id}/summary?stored=true`,
      '/api/article-tags',
      '/api/article-tags?game=lol',
      `/api/teams/by-slug/${team!.slug}`,
      `/api/teams/by-slug/${team!.slug}/page?past=100&upcoming=20&history=100`,
      `/api/teams/${team!.id}/matches?kind=past&limit=10`,
      `/api/teams/${team!.id}/matches?kind=upcoming&limit=5`,
      `/api/teams/${team!.id}/analysis`,
      `/api/teams/${team!.id}/faq`,
      `/api/players/by-slug/${players[0]!.slug}`,
      `/api/transfers?team=${team!.slug}`,
      '/api/matches?section=live&limit=50',
      '/api/matches?section=upcoming&limit=40&game=cs2',
      '/api/matches?section=results&limit=20',
      `/api/matches/${match!.game}/${match!.slug}`,
      `/api/events/${event!.game}/${event!.slug}`,
      `/api/search?q=${encodeURIComponent(team!.slug.split('-')[0]!)}`,
    ]
    for (const path of paths) {
      const api = await viaApi(path)
      expect(api.status, path).toBe(200)
      expect(await direct(path), path).toEqual(api)
    }
    // A provider's image goes through the site's /img proxy in both.
    const detail = (await direct(`/api/teams/by-slug/${team!.slug}`)).body as { team: { imageUrl: string } }
    expect(detail.team.imageUrl).toMatch(/^\/img\?u=https%3A%2F%2Fcdn.provider.test/)
    const page = (await direct(`/api/matches/${match!.game}/${match!.slug}`)).body as {
      match: { teams: { imageUrl: string | null }[] }
    }
    expect(page.match.teams[0]!.imageUrl).toMatch(/^\/img\?u=https%3A%2F%2Fcdn.provider.test/)
    const list = (await direct('/api/matches?section=results&limit=20')).body as {
      matches: { slug: string; teams: { imageUrl: string | null }[] }[]
    }
    const listed = list.matches.find((m) => m.slug === match!.slug)
    expect(listed?.teams[0]?.imageUrl).toMatch(/^\/img\?u=https%3A%2F%2Fcdn.provider.test/)
  })

  it("answers a team page's reads in one, each part what its own read answers", async () => {
    const { teams } = (await viaApi('/api/teams?limit=50')).body as { teams: { id: string; slug: string }[] }
    await testDb.database.db.execute(
      sql`UPDATE teams SET image_url = 'https://cdn.provider.test/team.png' WHERE id = ${teams[0]!.id}`,
    )
    let withChanges = 0
    for (const team of teams) {
      await viaApi(`/api/teams/${team.id}/faq`)
      const page = await viaApi(`/api/teams/by-slug/${team.slug}/page?past=7&upcoming=3&history=2`)
      expect(page.status, team.slug).toBe(200)
      expect(await direct(`/api/teams/by-slug/${team.slug}/page?past=7&upcoming=3&history=2`)).toEqual(page)
      const parts = page.body as Record<string, unknown>
      expect({ team: parts.team }, team.slug).toEqual((await viaApi(`/api/teams/by-slug/${team.slug}`)).body)
      expect(parts.past, team.slug).toEqual(
        (await viaApi(`/api/teams/${team.id}/matches?kind=past&limit=7`)).body,
      )
      expect(parts.upcoming, team.slug).toEqual(
        (await viaApi(`/api/teams/${team.id}/matches?kind=upcoming&limit=3`)).body,
      )
      expect(parts.analysis, team.slug).toEqual((await viaApi(`/api/teams/${team.id}/analysis`)).body)
      expect(parts.faq, team.slug).toEqual((await viaApi(`/api/teams/${team.id}/faq`)).body)
      const history = (await viaApi(`/api/transfers?team=${team.slug}&limit=2`)).body as {
        transfers: unknown[]
      }
      expect(parts.history, team.slug).toEqual(history)
      if (history.transfers.length) withChanges++
    }
    expect(withChanges).toBeGreaterThan(0)
    const missing = await viaApi('/api/teams/by-slug/no-such-team/page')
    expect(missing.status).toBe(404)
    expect(await direct('/api/teams/by-slug/no-such-team/page')).toEqual(missing)
  })

  it('answers a missing or malformed read with the API status and error body', async () => {
    for (const path of [
      '/api/teams/by-slug/no-such-team',
      '/api/players/by-slug/no-such-player',
      '/api/articles/lookup?slug=no-such-story',
      '/api/teams/not-a-uuid/matches?kind=past',
      '/api/articles?limit=0',
      '/api/matches/cs2/no-such-match',
      '/api/matches/cs2/no-such-match-12345678',
      '/api/events/cs2/no-such-event-12345678',
      '/api/matches?section=soon',
      '/api/search?q=',
    ]) {
      const api = await viaApi(path)
      expect(api.status, path).toBeGreaterThanOrEqual(400)
      expect(await direct(path), path).toEqual(api)
    }
  })

  it('leaves every other path and the API itself to the in-process call', () => {
    for (const path of ['/api/events', '/api/following?teams=cs2:x', '/api/teams', '/api/articles/x/y/z'])
      expect(serverReads(app)(path), path).toBeUndefined()
  })
})
