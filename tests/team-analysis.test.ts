import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { matches, players, teams, tournaments } from '#server/db/schema/index'
import { createLogger } from '#server/logger'
import {
  generateTeamAnalysis,
  getTeamAnalysis,
  type TeamAnalysisContext,
} from '#server/services/team-analysis'
import { NO_MATCH_DATA_ANALYSIS } from '#shared/domain/team-form'
import { TeamAnalysisSchema, TeamFaqSchema } from '#shared/schemas/esports'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// generate-team-analysis and generate-team-faq end to end: routes → service → AI layer (local engine) → storage,
// on PGlite and on PostgreSQL, through the real app (the public routes at /api/teams, the admin one behind the role
// guard at /api/admin). The AI layer is the local engine, its FAQ call watched.

const DAY = 24 * 60 * 60 * 1000
const UNKNOWN_TEAM = '00000000-0000-4000-8000-000000000000'
const COMETS_PANDASCORE_ID = 7001
const GRANITE_OWLS_PANDASCORE_ID = 7999

const EXPECTED_ANALYSIS =
  'Velvet Comets have won 4 of their last 5 matches (80%). Set against a 63% win rate over their last 8 matches, ' +
  'that points to building momentum. On this evidence Velvet Comets are hitting their stride. ' +
  'They have 2 scheduled matches coming up.'

describe.each(testDrivers)('team analysis and FAQ on $name', (driver) => {
  let testDb: TestDatabase
  let t: TestApp
  let app: TestApp['app']
  let ai: Ai
  let ctx: TeamAnalysisContext
  let admin: Record<string, string>
  let noRole: Record<string, string>
  let comets: string
  let foxes: string

  const rows = async (sql: string, params: unknown[] = []) =>
    (await testDb.database.execute(sql, params)).rows
  const post = (path: string, headers: Record<string, string>, body?: unknown) =>
    app.request(path, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const json = { 'content-type': 'application/json' }

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    const base = createAi({ env: testEnv(), logger: createLogger('silent'), local: localEngine })
    ai = { ...base, generateTeamFaq: vi.fn(base.generateTeamFaq) }
    t = createTestApp(testDb.database, { ai })
    app = t.app
    const db = testDb.database.db
    ctx = { db, ai, logger: t.logger }

    const [cometsRow, foxesRow] = await db
      .insert(teams)
      .values([
        {
          name: 'Velvet Comets',
          slug: 'velvet-comets',
          acronym: 'VLC',
          location: 'Portugal',
          currentVideogame: 'cs2',
          tier: 'tier-2',
          pandascoreId: COMETS_PANDASCORE_ID,
        },
        { name: 'Lantern Foxes', slug: 'lantern-foxes', currentVideogame: 'cs2' },
      ])
      .returning({ id: teams.id })
    comets = cometsRow!.id
    foxes = foxesRow!.id
    await db.insert(players).values(
      ['brambleshot', 'emberly', 'Norrow', 'Quillon', 'saltmarsh'].map((name) => ({
        name,
        slug: name.toLowerCase(),
        teamId: comets,
        nationality: 'Portugal',
      })),
    )
    const now = Date.now()
    const [coastlineRow, ashfallRow] = await db
      .insert(tournaments)
      .values([
        { name: 'Coastline Cup 2026', game: 'cs2' },
        { name: 'Ashfall Series Season 3', game: 'cs2' },
      ])
      .returning({ id: tournaments.id })
    const coastline = coastlineRow?.id
    const ashfall = ashfallRow?.id
    // The team's match rows (team_matches, a view) come from matches naming its PandaScore id.
    const side = { team1PandascoreId: COMETS_PANDASCORE_ID, team1Name: 'Velvet Comets', game: 'cs2' }
    const finished = [...'WWLWWLWL'].map((letter, i) => ({
      ...side,
      pandascoreId: 500 + i,
      slug: `velvet-comets-vs-granite-owls-${500 + i}`,
      name: 'VLC vs Granite Owls',
      status: 'finished' as const,
      beginAt: new Date(now - (i + 1) * DAY),
      winnerPandascoreId: letter === 'W' ? COMETS_PANDASCORE_ID : GRANITE_OWLS_PANDASCORE_ID,
      team1Score: letter === 'W' ? 2 : 1,
      team2Score: letter === 'W' ? 1 : 2,
      team2PandascoreId: GRANITE_OWLS_PANDASCORE_ID,
      team2Name: 'Granite Owls',
      tournamentId: coastline,
    }))
    const upcoming = [1, 2].map((i) => ({
      ...side,
      pandascoreId: 600 + i,
      slug: `velvet-comets-vs-tidebreak-${600 + i}`,
      name: 'VLC vs Tidebreak',
      status: 'not_started' as const,
      scheduledAt: new Date(now + i * DAY),
      team2Name: 'Tidebreak',
      tournamentId: ashfall,
    }))
    await db.insert(matches).values([...finished, ...upcoming])

    admin = await signInAs(t, testDb.database, 'admin@example.com', 'admin')
    noRole = await signInAs(t, testDb.database, 'reader@example.com', null)
  }, 120_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('has no analysis before one is generated', async () => {
    const res = await app.request(`/api/teams/${comets}/analysis`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ analysis: null })
  })

  it('generates the §9 analysis, stores it as the current row and serves it', async () => {
    const res = await post(`/api/teams/${comets}/analysis`, json, { analysisType: 'current_form' })
    expect(res.status).toBe(200)
    const body = TeamAnalysisSchema.parse(await res.json())
    expect(body.analysis).toMatchObject({ content: EXPECTED_ANALYSIS, engine: 'local' })

    const stored = await rows(
      'SELECT analysis_type, is_current, content, engine FROM team_analysis WHERE team_id = $1',
      [comets],
    )
    expect(stored).toEqual([
      { analysis_type: 'current_form', is_current: true, content: EXPECTED_ANALYSIS, engine: 'local' },
    ])
    const read = await app.request(`/api/teams/${comets}/analysis`)
    expect(read.headers.get('cache-control')).toBe('no-cache')
    expect(await read.json()).toEqual(body)
  })

  it('answers a second click within 60 s with the same analysis (cooldown), without an empty body failing', async () => {
    const [before] = await rows('SELECT count(*)::int AS n FROM team_analysis')
    const first = TeamAnalysisSchema.parse(await (await app.request(`/api/teams/${comets}/analysis`)).json())
    const again = await post(`/api/teams/${comets}/analysis`, {})
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(first)
    expect(await rows('SELECT count(*)::int AS n FROM team_analysis')).toEqual([before])
  })

  it('generates again once the current analysis is a minute old, keeping one current row', async () => {
    await rows(`UPDATE team_analysis SET created_at = created_at - interval '2 minutes' WHERE team_id = $1`, [
      comets,
    ])
    const old = (await rows('SELECT id FROM team_analysis WHERE team_id = $1 AND is_current', [comets]))[0]
      ?.id
    const res = await post(`/api/teams/${comets}/analysis`, json, {})
    const body = TeamAnalysisSchema.parse(await res.json())
    expect(Date.now() - Date.parse(body.analysis!.createdAt)).toBeLessThan(30_000)

    const stored = await rows(
      'SELECT id, is_current FROM team_analysis WHERE team_id = $1 ORDER BY created_at',
      [comets],
    )
    expect(stored).toEqual([
      { id: old, is_current: false },
      { id: expect.any(String), is_current: true },
    ])
  })

  it('runs concurrent generations for one team one after the other, each stored', async () => {
    const results = await Promise.all([1, 2, 3].map(() => generateTeamAnalysis(ctx, comets)))
    expect(results.map((r) => r.content)).toEqual([EXPECTED_ANALYSIS, EXPECTED_ANALYSIS, EXPECTED_ANALYSIS])
    expect(
      await rows('SELECT count(*)::int AS n FROM team_analysis WHERE team_id = $1 AND is_current', [comets]),
    ).toEqual([{ n: 1 }])
  })

  it('keeps one current row and a bounded history when the service regenerates repeatedly', async () => {
    for (let i = 0; i < 13; i++) await generateTeamAnalysis(ctx, comets)
    const [counts] = await rows(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE is_current)::int AS current FROM team_analysis WHERE team_id = $1',
      [comets],
    )
    expect(counts).toEqual({ total: 11, current: 1 })
    expect((await getTeamAnalysis(ctx, comets))?.content).toBe(EXPECTED_ANALYSIS)
  })

  it('gives the fixed text to a team with no match data', async () => {
    const res = await post(`/api/teams/${foxes}/analysis`, json, { analysisType: 'current_form' })
    expect(TeamAnalysisSchema.parse(await res.json()).analysis?.content).toBe(NO_MATCH_DATA_ANALYSIS)
  })

  it('returns the §8 failure text, storing nothing, when generation fails unexpectedly', async () => {
    const failing = createAi({
      env: t.env,
      logger: t.logger,
      local: {
        ...localEngine,
        analyzeTeam: async () => {
          throw new Error('engine down')
        },
      },
    })
    const [before] = await rows('SELECT count(*)::int AS n FROM team_analysis')
    const result = await generateTeamAnalysis({ ...ctx, ai: failing }, comets)
    expect(result.content).toBe(
      "Velvet Comets's recent record shows 5 wins and 3 losses over 8 matches. Analysis based on available match data.",
    )
    expect(await rows('SELECT count(*)::int AS n FROM team_analysis')).toEqual([before])
  })

  it('generates the FAQ on the first read, stores it, then serves the stored items', async () => {
    const generate = vi.mocked(ai.generateTeamFaq)
    generate.mockClear()
    const first = await app.request(`/api/teams/${comets}/faq`)
    expect(first.status).toBe(200)
    const body = TeamFaqSchema.parse(await first.json())
    expect(body.items.length).toBeGreaterThanOrEqual(5)
    expect(body.items.length).toBeLessThanOrEqual(8)
    // The roster in the database's name order, which depends on the collation.
    expect(body.items[0]?.question).toBe('Who plays for Velvet Comets?')
    expect(body.items[0]?.answer).toMatch(
      /^Velvet Comets' active roster lists 5 players: \w+, \w+, \w+, \w+ and \w+\.$/,
    )
    for (const name of ['brambleshot', 'emberly', 'Norrow', 'Quillon', 'saltmarsh']) {
      expect(body.items[0]?.answer).toContain(name)
    }
    expect(body.generatedAt).not.toBeNull()

    const [stored] = await rows('SELECT faq_content, faq_generated_at FROM teams WHERE id = $1', [comets])
    expect(stored?.faq_content).toEqual(body.items)

    const second = TeamFaqSchema.parse(await (await app.request(`/api/teams/${comets}/faq`)).json())
    expect(second).toEqual(body)
    expect(generate).toHaveBeenCalledTimes(1)
  })

  it('refreshes the FAQ for an admin only, and audits it', async () => {
    const path = '/api/admin/generate-team-faq'
    expect((await post(path, json, { teamId: comets })).status).toBe(401)
    const reader = await post(path, noRole, { teamId: comets })
    expect(reader.status).toBe(403)

    const generate = vi.mocked(ai.generateTeamFaq)
    generate.mockClear()
    const [before] = await rows('SELECT faq_generated_at FROM teams WHERE id = $1', [comets])
    const res = await post(path, admin, { teamId: comets })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { success: boolean; message: string; items: unknown[] }
    expect(body).toMatchObject({ success: true, message: 'FAQ refreshed successfully', engine: 'local' })
    expect(TeamFaqSchema.shape.items.parse(body.items)).toHaveLength(body.items.length)
    expect(generate).toHaveBeenCalledTimes(1)

    const [after] = await rows('SELECT faq_content, faq_generated_at FROM teams WHERE id = $1', [comets])
    expect(after?.faq_content).toEqual(body.items)
    expect(new Date(after?.faq_generated_at as string).getTime()).toBeGreaterThan(
      new Date(before?.faq_generated_at as string).getTime(),
    )
    expect(
      await rows('SELECT action, actor_email, target_type, target_id FROM audit_log WHERE action = $1', [
        'team.faq.generate',
      ]),
    ).toEqual([
      {
        action: 'team.faq.generate',
        actor_email: 'admin@example.com',
        target_type: 'team',
        target_id: comets,
      },
    ])
  })

  it('answers 404 "Team not found" for an unknown team and 400 for an id that is not a uuid', async () => {
    const notFound = [
      await app.request(`/api/teams/${UNKNOWN_TEAM}/analysis`),
      await post(`/api/teams/${UNKNOWN_TEAM}/analysis`, json, {}),
      await app.request(`/api/teams/${UNKNOWN_TEAM}/faq`),
      await post('/api/admin/generate-team-faq', admin, { teamId: UNKNOWN_TEAM }),
    ]
    for (const res of notFound) {
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } })
    }
    for (const res of [
      await app.request('/api/teams/velvet-comets/analysis'),
      await post('/api/teams/velvet-comets/analysis', json, {}),
      await app.request('/api/teams/velvet-comets/faq'),
    ]) {
      expect(res.status).toBe(400)
    }
    // A body that parses but breaks its schema is 422, as for every JSON body (routes/validate.ts).
    const badBody = await post('/api/admin/generate-team-faq', admin, { teamId: 'velvet-comets' })
    expect(badBody.status).toBe(422)
    expect(((await badBody.json()) as { error: { fields: object } }).error.fields).toHaveProperty('teamId')
    const badType = await post(`/api/teams/${comets}/analysis`, json, { analysisType: 'season_review' })
    expect(badType.status).toBe(422)
  })
})
