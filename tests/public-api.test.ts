import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { normalizedQuery } from '#shared/route-queries'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { createLogger } from '#server/logger'
import { NOT_PUBLIC_API, PUBLIC_API } from '#server/routes/public/api/catalog'
import type { OpenApiDocument } from '#server/routes/public/api/openapi'
import { ResponseCache } from '#server/routes/response-cache'
import { seedDemoData } from '#server/services/demo-seed'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// The public read API (decision 033): every public GET route is in the OpenAPI document, every documented answer
// over the demo data matches its schema, and the gate in front of /api/v1 (CORS, reads only, its own budget) holds.

interface Route {
  method: string
  path: string
}
type App = ReturnType<typeof createTestApp>['app']

/** `/teams/:id` → `/teams/{id}`, as the document spells paths. */
const documented = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

/**
 * Public GET routes under /api that the document lacks: a /api/v1 route not in it, an /api route neither in it
 * (as its alias) nor listed as not public, or a documented path with no /api/v1 route behind it.
 */
function undocumentedRoutes(routes: readonly Route[], doc: { paths: Record<string, object> }): string[] {
  // The read API's paths (the chat's POSTs are documented at /api, with a server of their own).
  const inDoc = new Set(Object.keys(doc.paths).filter((path) => !('post' in doc.paths[path]!)))
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path))
  const missing: string[] = []
  for (const path of gets) {
    if (!path.startsWith('/api/') || /^\/api\/(admin|auth)(\/|$)/.test(path)) continue
    const relative = documented(path.replace(/^\/api(\/v1)?/, ''))
    if (inDoc.has(relative) || (!path.startsWith('/api/v1/') && path in NOT_PUBLIC_API)) continue
    missing.push(`GET ${path}`)
  }
  const v1 = new Set([...gets].filter((p) => p.startsWith('/api/v1/')).map((p) => documented(p.slice(7))))
  for (const path of inDoc) if (!v1.has(path)) missing.push(`documented, not routed: /api/v1${path}`)
  return missing.sort()
}

/** The document's schemas, refusing fields they do not name: a field an answer gained must be documented. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict)
  if (!schema || typeof schema !== 'object') return schema
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, strict(value)]))
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false
  return out
}

function validatorOf(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema({ $id: 'openapi.json', components: strict(doc.components) })
  return (ref: string, body: unknown) => {
    const validate = ajv.compile({ $ref: `openapi.json${ref}` })
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }
}

/** A match or event page's path (/cs2/matches/slug) as its API path (/matches/cs2/slug). */
function apiPathOf(pagePath: string): string {
  const [, game, kind, slug] = pagePath.split('/')
  return `/${kind}/${game}/${slug}`
}

describe('the route check', () => {
  const doc = { paths: { '/teams': {}, '/teams/{id}/faq': {} } }
  const routes: Route[] = [
    { method: 'GET', path: '/api/teams' },
    { method: 'GET', path: '/api/v1/teams' },
    { method: 'GET', path: '/api/v1/teams/:id/faq' },
    { method: 'GET', path: '/api/teams/:id/faq' },
    { method: 'GET', path: '/api/me' },
    { method: 'GET', path: '/api/admin/overview' },
    { method: 'POST', path: '/api/v1/teams/:id/auto-sync' },
  ]

  it('passes when every public GET is documented or listed as not public', () => {
    expect(undocumentedRoutes(routes, doc)).toEqual([])
  })

  it('names a public GET route the document lacks, and a documented path nothing answers', () => {
    const added = [...routes, { method: 'GET', path: '/api/v1/teams/:id/secrets' }]
    expect(undocumentedRoutes(added, doc)).toEqual(['GET /api/v1/teams/:id/secrets'])
    const alias = [...routes, { method: 'GET', path: '/api/forgotten' }]
    expect(undocumentedRoutes(alias, doc)).toEqual(['GET /api/forgotten'])
    const unrouted = { paths: { ...doc.paths, '/ghosts': {} } }
    expect(undocumentedRoutes(routes, unrouted)).toEqual(['documented, not routed: /api/v1/ghosts'])
  })
})

describe.each(testDrivers)('the public API over the demo data on $name', (driver) => {
  let testDb: TestDatabase
  let app: App
  let doc: OpenApiDocument
  const env = testEnv()
  const logger = createLogger('silent')
  const ai: Ai = createAi({ env, logger, local: localEngine })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await seedDemoData(testDb.database.db, { site: env.site, logger, ai, now: new Date() })
    app = createTestApp(testDb.database, { env, ai }).app
    doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
  }, 180_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  const json = async <T>(path: string) => {
    const res = await app.request(path)
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }

  it('documents every public GET route the app registers, at /api/v1', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers[0]?.url).toBe(`${env.SITE_URL}/api/v1`)
    expect(undocumentedRoutes(app.routes, doc)).toEqual([])
  })

  it('describes the chat at /api: its request with the conversation so far, and its answer', async () => {
    const chat = doc.paths['/chat'] as { servers: { url: string }[]; post: Record<string, unknown> }
    expect(chat.servers[0]?.url).toBe(`${env.SITE_URL}/api`)
    expect(doc.paths['/chat/stream']).toHaveProperty('post')
    const validate = validatorOf(doc)
    const request = {
      message: 'who plays for them?',
      history: [
        { role: 'user', content: 'Tell me about Northwind Wolves' },
        { role: 'assistant', content: 'Northwind Wolves are a Counter-Strike 2 team.' },
      ],
    }
    expect(validate('#/components/schemas/ChatRequest', request)).toEqual([])
    expect(validate('#/components/schemas/ChatRequest', { message: 'hi' })).toEqual([])
    expect(
      validate('#/components/schemas/ChatRequest', {
        ...request,
        history: [{ role: 'system', content: 'x' }],
      }),
    ).not.toEqual([])
    const res = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    expect(res.status).toBe(200)
    expect(validate('#/components/schemas/ChatResponse', await res.json())).toEqual([])
    expect(await (await app.request('/api/docs')).text()).toContain(
      '<span class="m">POST</span> <code>/api/chat</code>',
    )
  })

  it("answers each documented GET, called with the demo's names, as its schema says", async () => {
    type Named = { id: string; slug: string; name: string }
    const { articles } = await json<{ articles: Named[] }>('/api/v1/articles?limit=3')
    const { teams } = await json<{ teams: Named[] }>('/api/v1/teams?game=cs2&limit=3')
    const { players } = await json<{ players: Named[] }>('/api/v1/players?game=cs2&limit=3')
    const { matches } = await json<{ matches: { path: string }[] }>('/api/v1/matches?section=results&limit=3')
    const events = await json<Record<string, { path: string }[]>>('/api/v1/events')
    const [article, team, player, match] = [articles[0]!, teams[0]!, players[0]!, matches[0]!]
    const event = [...events.ongoing!, ...events.upcoming!, ...events.past!][0]!
    // One call per operation; an operation added to the document without one here fails below.
    const calls: Record<string, string[]> = {
      listArticles: ['/articles', '/articles?game=cs2&limit=5', '/articles?page=2&limit=5'],
      lookupArticle: [`/articles/lookup?slug=${encodeURIComponent(article.slug)}`],
      getArticleSummary: [`/articles/${encodeURIComponent(article.id)}/summary`],
      listArticleTags: ['/article-tags', '/article-tags?game=lol'],
      getAuthor: [`/authors/${env.site.personaSlug}`],
      listTeams: ['/teams', '/teams?game=dota2&sort=name'],
      getTeam: [`/teams/by-slug/${team.slug}`],
      listTeamMatches: [`/teams/${team.id}/matches`, `/teams/${team.id}/matches?kind=upcoming`],
      getTeamAnalysis: [`/teams/${team.id}/analysis`],
      getTeamFaq: [`/teams/${team.id}/faq`],
      listPlayers: ['/players?limit=50'],
      getPlayer: [`/players/by-slug/${player.slug}`],
      getGameStats: ['/games/valorant/stats'],
      listMatches: [
        '/matches?section=live',
        '/matches?section=upcoming',
        '/matches?section=results&game=lol',
      ],
      getMatch: [apiPathOf(match.path)],
      listEvents: ['/events', '/events?status=past&game=cs2'],
      getEvent: [apiPathOf(event.path)],
      search: [`/search?q=${encodeURIComponent(team.name)}`],
      listTransfers: ['/transfers', `/transfers?game=cs2&team=${team.slug}&from=2026-01-01`],
      getFollowing: ['/following', `/following?teams=cs2:${team.slug}&players=cs2:${player.slug}`],
    }
    const validate = validatorOf(doc)
    const operations = Object.values(doc.paths).flatMap((item) => ('get' in item ? [item.get] : []))
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(calls).sort())
    for (const op of operations) {
      const ok = (op.responses as Record<string, { content?: Record<string, { schema: { $ref: string } }> }>)[
        '200'
      ]
      const ref = ok!.content!['application/json']!.schema.$ref
      for (const call of calls[String(op.operationId)]!) {
        const body = await json(`/api/v1${call}`)
        expect(validate(ref, body), `GET /api/v1${call}`).toEqual([])
      }
    }
    // The check has teeth: a field the document does not name, or one of the wrong type, fails it.
    const listed = await json<{ teams: Record<string, unknown>[] }>('/api/v1/teams')
    expect(validate('#/components/schemas/ListTeamsResponse', { ...listed, surprise: 1 })).not.toEqual([])
    const wrong = { teams: [{ ...listed.teams[0], qualityScore: 'high' }] }
    expect(validate('#/components/schemas/ListTeamsResponse', wrong)).not.toEqual([])
    // Failures answer the documented error shape.
    const missing = await app.request('/api/v1/teams/by-slug/no-such-team')
    expect(missing.status).toBe(404)
    expect(validate('#/components/schemas/Error', await missing.json())).toEqual([])
    const bad = await app.request('/api/v1/matches?section=sideways')
    expect(bad.status).toBe(400)
    expect(validate('#/components/schemas/Error', await bad.json())).toEqual([])
  }, 120_000)

  it('answers the aliases with the same handlers as v1', async () => {
    for (const path of ['/teams?game=lol', '/article-tags', '/events?game=cs2']) {
      expect(await json(`/api${path}`)).toEqual(await json(`/api/v1${path}`))
    }
  })
})

describe.each(testDrivers)('the gate in front of /api/v1 on $name', (driver) => {
  let testDb: TestDatabase
  const BUDGET = 4
  const env = testEnv({ TRUST_PROXY: 'true', API_RATE_LIMIT: String(BUDGET), RENDER_BUDGET: '2' })
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    app = createTestApp(testDb.database, { env }).app
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await testDb?.drop()
  })

  const from = (address: string, headers: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-for': address, ...headers },
  })

  it('lets any origin read v1 and the document, and no other part of the API', async () => {
    const origin = { origin: 'https://elsewhere.example' }
    const read = await app.request('/api/v1/article-tags', { headers: origin })
    expect(read.status).toBe(200)
    expect(read.headers.get('access-control-allow-origin')).toBe('*')
    expect(read.headers.get('access-control-expose-headers')).toContain('ETag')
    expect(read.headers.get('access-control-allow-credentials')).toBeNull()
    const document = await app.request('/api/openapi.json', { headers: origin })
    expect(document.headers.get('access-control-allow-origin')).toBe('*')

    const preflight = await app.request('/api/v1/teams', {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,OPTIONS')

    for (const [method, path] of [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/me'],
      ['GET', '/api/article-tags'],
      ['OPTIONS', '/api/chat'],
      ['POST', '/api/chat'],
      ['OPTIONS', '/api/auth/sign-in/email'],
    ] as const) {
      const res = await app.request(path, { method, headers: origin })
      expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull()
    }
  })

  it('refuses writes under /api/v1', async () => {
    const res = await app.request(`/api/v1/teams/${crypto.randomUUID()}/auto-sync`, { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('answers 304 to an If-None-Match that names the current ETag', async () => {
    const first = await app.request('/api/v1/teams?game=cs2')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request('/api/v1/teams?game=cs2', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('gives each address its own budget of v1 reads, then 429 with Retry-After; loopback is never counted', async () => {
    // A fixed-window count: start at a window's start, so no reset falls inside the test.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000))
    const remaining: (string | null)[] = []
    for (let i = 0; i < BUDGET; i++) {
      const res = await app.request('/api/v1/article-tags', from('203.0.113.7'))
      expect(res.status).toBe(200)
      expect(res.headers.get('ratelimit-policy')).toBe(`"api";q=${BUDGET};w=60`)
      remaining.push(res.headers.get('ratelimit'))
    }
    // Past the render budget (2) already: v1 reads count against their own budget only.
    expect(remaining).toEqual([3, 2, 1, 0].map((r) => `"api";r=${r};t=60`))
    const refused = await app.request(
      '/api/v1/article-tags',
      from('203.0.113.7', { origin: 'https://x.example' }),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED')

    expect((await app.request('/api/v1/article-tags', from('203.0.113.8'))).status).toBe(200)
    for (let i = 0; i < BUDGET + 2; i++) {
      const local = await app.request('/api/v1/article-tags', from('127.0.0.1'))
      expect(local.status).toBe(200)
      expect(local.headers.get('ratelimit')).toBeNull()
    }
    vi.useRealTimers()
  })

  it('leaves /api/v1 to the render budget when its own budget is off', async () => {
    const off = testEnv({ TRUST_PROXY: 'true', API_RATE_LIMIT: '0', RENDER_BUDGET: '2' })
    const unlimited = createTestApp(testDb.database, { env: off }).app
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 180_000))
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await unlimited.request('/api/v1/article-tags', from('192.0.2.55'))).status)
    vi.useRealTimers()
    expect(statuses).toEqual([200, 200, 429])
  })

  it("counts cache hits too, and never replays another client's budget from the cache", async () => {
    const cache = new ResponseCache()
    const cached = createTestApp(testDb.database, { env, responseCache: cache }).app
    await cache.enabledPromise
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 120_000))
    const first = await cached.request('/api/v1/events', from('198.51.100.1'))
    const second = await cached.request('/api/v1/events', from('198.51.100.1'))
    const other = await cached.request('/api/v1/events', from('198.51.100.2'))
    vi.useRealTimers()
    expect(cache.stats().hits).toBe(2)
    expect([first, second, other].map((res) => res.headers.get('ratelimit'))).toEqual(
      [3, 2, 3].map((r) => `"api";r=${r};t=60`),
    )
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('what crawlers and caches are told', () => {
  // The document and robots.txt touch no table: the database is there only to build the app.
  let testDb: TestDatabase
  let app: App
  beforeAll(async () => {
    testDb = await createTestDatabase(testDrivers[0]!)
    app = createTestApp(testDb.database).app
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('robots.txt keeps /api/ out of search engines, but not the reference page', async () => {
    const lines = (await (await app.request('/robots.txt')).text()).split('\n')
    expect(lines).toContain('Disallow: /api/')
    expect(lines.indexOf('Allow: /api/docs')).toBeGreaterThan(-1)
    expect(lines.indexOf('Allow: /api/docs')).toBeLessThan(lines.indexOf('Disallow: /api/'))
  })

  it('serves a reference page with every operation, and no script', async () => {
    const res = await app.request('/api/docs')
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).not.toMatch(/<script/i)
    for (const op of PUBLIC_API) expect(html).toContain(`/api/v1${op.path.replace(/:([A-Za-z]+)/g, '{$1}')}`)
  })

  it('keys cached answers on every documented query parameter, at v1 and its alias', () => {
    for (const op of PUBLIC_API) {
      for (const name of Object.keys(op.query?.shape ?? {})) {
        for (const prefix of ['/api/v1', '/api']) {
          const path = `${prefix}${op.path.replace(/:[A-Za-z]+/g, 'x')}`
          expect(normalizedQuery(path, `${name}=1`), `${path} ?${name}`).toBe(`${name}=1`)
        }
      }
    }
  })
})
