import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAi } from '../src/server/ai/ai'
import { localEngine } from '../src/server/ai/local/engine'
import { createLogger } from '../src/server/logger'
import { seedDemoData } from '../src/server/services/demo-seed'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { sourceRenderer } from './support/renderer'

// Issue "Readers' fundamentals", sharing and discovery: over the demo data set, every team and player page is in a
// sitemap, every page links its feeds, and every page's preview image is a 1200×630 raster image that answers.

const SITE_URL = 'https://bo5.example'
const logger = createLogger('silent')

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['url', 'sitemap', 'item', 'entry', 'category', 'link', 'atom:link'].includes(name),
})

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by its expected shape in the assertions
type Xml = Record<string, any>

function parseXml(text: string): Xml {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text) as Xml
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
})
