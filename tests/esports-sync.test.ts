import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LiveMatchesSchema,
  type SyncRun,
  SyncRunSchema,
  SyncResultSchema,
  SyncStartResultSchema,
} from '#shared/schemas/esports'
import { startWorker, type Worker } from '#server/jobs/boss'
import { createJobs } from '#server/jobs/index'
import { createLogger } from '#server/logger'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import { createPandaScoreClient, type PandaScoreClient } from '#server/providers/pandascore/client'
import { createRateLimiter } from '#server/providers/pandascore/rate-limit'
import type { Runtime } from '#server/server'
import {
  BUNDLED_PANDASCORE_DIR,
  type EsportsSyncContext,
  executeSyncRun,
  queueSyncRun,
  type SyncOptions,
  syncEsportsData,
} from '#server/services/esports-sync'
import { isWorthAPage, type QualityCandidate, selectQualityTeams } from '#server/services/esports-quality'
import { upsertEsportsRows } from '#server/storage/esports'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { fakePandaScoreClient } from './support/pandascore-client'

const logger = createLogger('silent')
const NOW = new Date('2026-11-21T12:00:00Z')
const DAY = 86_400_000

// Two teams that played one match, in an ungraded (tier d) cup ten days ago: not worth a page.
const BACKYARD = {
  id: 9190001,
  name: 'Backyard Five',
  slug: 'backyard-five',
  acronym: 'BY5',
  location: 'DE',
  image_url: null,
}
const GARAGE = {
  id: 9190002,
  name: 'Garage Kings',
  slug: 'garage-kings',
  acronym: 'GK',
  location: 'DE',
  image_url: null,
}
const CSGO = { id: 3, name: 'CS:GO', slug: 'cs-go' }

function lowTierExtras() {
  const at = new Date(NOW.getTime() - 10 * DAY).toISOString().replace('.000Z', 'Z')
  const team = (ref: typeof BACKYARD) => ({ ...ref, modified_at: at, current_videogame: CSGO, players: [] })
  return {
    teams: [team(BACKYARD), team(GARAGE)],
    matches: [
      {
        id: 9690001,
        name: 'Open Cup: BY5 vs GK',
        status: 'finished',
        match_type: 'best_of',
        number_of_games: 1,
        scheduled_at: at,
        begin_at: at,
        end_at: at,
        draw: false,
        forfeit: false,
        winner_id: BACKYARD.id,
        videogame: CSGO,
        videogame_title: { id: 14, name: 'Counter-Strike 2', slug: 'cs-2' },
        league: { id: 9390001, name: 'Backyard League', slug: 'backyard-league', image_url: null },
        serie: { id: 9490001, name: 'Open', full_name: 'Open 2026', year: 2026, tier: 'd' },
        tournament: { id: 9590001, name: 'Open Cup', tier: 'd', begin_at: at, end_at: at },
        opponents: [
          { type: 'Team', opponent: BACKYARD },
          { type: 'Team', opponent: GARAGE },
        ],
        results: [
          { team_id: BACKYARD.id, score: 1 },
          { team_id: GARAGE.id, score: 0 },
        ],
        games: [],
      },
    ],
  }
}

describe('the quality filter', () => {
  const candidate = (over: Partial<QualityCandidate>): QualityCandidate => ({
    pandascoreId: 1,
    tier: 'unknown',
    recentFinished: 0,
    qualityScore: 20,
    priority: false,
    ...over,
  })

  it('keeps tiered teams, regularly active ones and priority teams only', () => {
    expect(isWorthAPage(candidate({ tier: 'tier-3' }))).toBe(true)
    expect(isWorthAPage(candidate({ recentFinished: 3 }))).toBe(true)
    expect(isWorthAPage(candidate({ recentFinished: 2 }))).toBe(false)
    expect(isWorthAPage(candidate({ priority: true }))).toBe(true)
    expect(isWorthAPage(candidate({}))).toBe(false)
  })

  it('orders priority teams first, then by quality score, and caps the count', () => {
    const result = selectQualityTeams(
      [
        candidate({ pandascoreId: 1, tier: 'tier-1', qualityScore: 90 }),
        candidate({ pandascoreId: 2, tier: 'tier-2', qualityScore: 60 }),
        candidate({ pandascoreId: 3, priority: true, qualityScore: 10 }),
        candidate({ pandascoreId: 4, qualityScore: 99 }),
        candidate({ pandascoreId: 5, tier: 'tier-3', qualityScore: 40 }),
      ],
      3,
    )
    expect(result.selected.map((c) => c.pandascoreId)).toEqual([3, 1, 2])
    expect(result).toMatchObject({ belowBar: 1, overCap: 1 })
  })
})

type Snapshot = Record<string, string>

describe.each(testDrivers)('sync-pandascore-data and get-team-matches on $name', (driver) => {
  let fake: FakePandaScore
  let testDb: TestDatabase
  let bundledDb: TestDatabase
  let client: PandaScoreClient
  let worker: Worker
  let t: TestApp
  let admin: Record<string, string>
  let reader: Record<string, string>
  const env = testEnv()

  const ctx = (over: Partial<EsportsSyncContext> = {}): EsportsSyncContext => ({
    db: testDb.database.db,
    logger,
    pandascore: client,
    now: () => NOW,
    ...over,
  })
  /** A recorded run, as the admin route and the job make them (freshness reads the recorded runs). */
  const sync = async (options: Partial<SyncOptions> = {}, over: Partial<EsportsSyncContext> = {}) => {
    const full = { forceRefresh: false, ...options }
    const result = await executeSyncRun(ctx(over), await queueSyncRun(testDb.database.db, full), full)
    if (!result) throw new Error('the run was not executed')
    return result
  }

  const rows = async (db: TestDatabase, sql: string) => (await db.database.execute(sql)).rows
  const count = async (db: TestDatabase, sql: string) => Number((await rows(db, sql))[0]?.n)

  /** Every esports row's id, row version (xmin) and updated_at: equal snapshots mean nothing was written. */
  const snapshot = async (db: TestDatabase): Promise<Snapshot> => {
    const tables = ['events', 'tournaments', 'matches', 'teams', 'players', 'player_stats']
    const keyed = {
      match_games: `match_id || ':' || position`,
      standings: `tournament_id || ':' || team_pandascore_id`,
      tournament_rosters: `tournament_id || ':' || team_pandascore_id`,
    }
    const all = await rows(
      db,
      [
        ...tables.map(
          (table) =>
            `SELECT '${table}:' || id AS key, xmin::text || '@' || updated_at::text AS version FROM ${table}`,
        ),
        ...Object.entries(keyed).map(
          ([table, key]) => `SELECT '${table}:' || ${key} AS key, xmin::text AS version FROM ${table}`,
        ),
      ].join(' UNION ALL '),
    )
    return Object.fromEntries(all.map((r) => [String(r.key), String(r.version)]))
  }

  const call = (path: string, headers: Record<string, string>, body?: unknown) =>
    t.app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  beforeAll(async () => {
    fake = await startFakePandaScore({ now: NOW, extra: lowTierExtras() })
    testDb = await createTestDatabase(driver)
    bundledDb = await createTestDatabase(driver)
    client = fakePandaScoreClient(fake, logger)
    const base = createTestApp(testDb.database, { env })
    const runtime: Runtime = { env, auth: base.auth, ai: base.ai, database: testDb.database, logger }
    worker = await startWorker(runtime, createJobs(env), { work: true })
    // The real app, its esports routes on the fake PandaScore and background runs on the worker.
    t = createTestApp(testDb.database, { env, queue: worker, pandascore: client })

    admin = await signInAs(t, testDb.database, 'admin@example.com', 'admin')
    reader = await signInAs(t, testDb.database, 'reader@example.com', null)
  }, 120_000)
  afterAll(async () => {
    await worker?.stop()
    await client?.close()
    await fake?.close()
    await testDb?.drop()
    await bundledDb?.drop()
  })

  it('syncs teams, players and matches from PandaScore, leaving out teams below the quality bar', async () => {
    fake.requests.length = 0
    const result = await sync()
    expect(SyncResultSchema.parse(result)).toMatchObject({
      success: true,
      teams: 24,
      players: 120,
      errors: [],
    })
    expect(result.message).toContain('from PandaScore')
    expect(result.message).toContain('24 new')
    expect(result.message).toContain('2 teams below the quality bar left out')
    expect(await count(testDb, 'SELECT count(*) AS n FROM teams')).toBe(24)
    expect(await count(testDb, 'SELECT count(*) AS n FROM players WHERE team_id IS NOT NULL')).toBe(120)
    // Every finished or scheduled match between two synced teams gives two rows, one per side (the TBD-vs-TBD
    // final has no sides yet).
    expect(await count(testDb, 'SELECT count(*) AS n FROM team_matches')).toBe(2 * (372 + 91))
    // Every match of the schedule is stored, so the low-tier cup's stage is too (its teams get no page).
    expect(await count(testDb, 'SELECT count(*) AS n FROM tournaments')).toBe(21)
    expect(
      await count(
        testDb,
        `SELECT count(*) AS n FROM teams WHERE pandascore_id IN (${BACKYARD.id}, ${GARAGE.id})`,
      ),
    ).toBe(0)
    // Per game: tournaments, past, running and upcoming matches, teams, players: 6 requests.
    expect(fake.count() - fake.count('/tournaments/')).toBe(4 * 6)
    // Each stage read once: standings and rosters, plus brackets for the 5 bracket stages; the low-tier cup is
    // unknown to /tournaments/{id} (404 on its standings: nothing to store, not an error). 70 requests in all.
    const brackets = fake.requests.filter((r) => r.path.endsWith('/brackets')).length
    expect([fake.count('/tournaments/'), brackets]).toEqual([2 * 20 + 1 + 5, 5])

    // No player-stat endpoint is asked: each rostered player gets their team's record over the synced matches.
    expect(
      await count(testDb, `SELECT count(*) AS n FROM player_stats WHERE stat_type <> 'match_win_rate'`),
    ).toBe(0)
    const records = await rows(
      testDb,
      `SELECT s.stat_value, s.matches_played, s.wins, s.losses,
              (SELECT count(*) FROM team_matches m WHERE m.team_id = p.team_id AND m.result IS NOT NULL) AS played,
              (SELECT count(*) FROM team_matches m WHERE m.team_id = p.team_id AND m.result = 'win') AS won,
              (SELECT count(*) FROM team_matches m WHERE m.team_id = p.team_id AND m.result = 'loss') AS lost
         FROM player_stats s JOIN players p ON p.id = s.player_id`,
    )
    expect(records).toHaveLength(120)
    for (const r of records) {
      expect([r.matches_played, r.wins, r.losses].map(Number)).toEqual([r.played, r.won, r.lost].map(Number))
      const rate = Math.round((Number(r.won) / (Number(r.won) + Number(r.lost))) * 10_000) / 100
      expect(Number(r.stat_value)).toBe(rate)
    }
    // The Dota 2 best-of-2 draw counts as played, not as a win or a loss.
    expect(records.some((r) => Number(r.matches_played) > Number(r.wins) + Number(r.losses))).toBe(true)
    expect(fake.requests.every((r) => r.authorized)).toBe(true)
  })

  it('changes nothing when the same data is synced again', async () => {
    const before = await snapshot(testDb)
    fake.requests.length = 0
    const result = await sync({ freshHours: 0 })
    expect(result).toMatchObject({ success: true, teams: 24, players: 120, errors: [] })
    expect(result.message).toContain('0 new, 0 updated; 0 new matches, 0 changed; 24 PandaScore requests')
    expect(await snapshot(testDb)).toEqual(before)
    // No stage changed, so none is asked for its standings, brackets or rosters again.
    expect(fake.count()).toBe(4 * 6)
  })

  it('skips teams synced in the last hours, unless forced', async () => {
    fake.requests.length = 0
    const result = await sync()
    expect(result).toMatchObject({ success: true, teams: 0, players: 0 })
    expect(result.message).toContain('24 teams synced in the last 6 h skipped')
    // The schedule is still read (the filter needs it), but no team or player is fetched.
    expect(fake.count()).toBe(4 * 4)
  })

  it('rewrites every row on force refresh, and never an admin-owned field', async () => {
    await testDb.database.execute(
      `UPDATE teams SET priority_sync = true, faq_content = '[{"question":"Q?","answer":"A."}]'::jsonb WHERE pandascore_id = 9100001`,
    )
    const before = await snapshot(testDb)
    const result = await sync({ forceRefresh: true, game: 'cs2' })
    expect(result).toMatchObject({ success: true, teams: 6, players: 30 })
    const after = await snapshot(testDb)
    const cs2Teams = await rows(
      testDb,
      `SELECT 'teams:' || id AS key FROM teams WHERE current_videogame = 'cs2'`,
    )
    for (const { key } of cs2Teams) expect(after[String(key)]).not.toBe(before[String(key)])
    const lolTeams = await rows(
      testDb,
      `SELECT 'teams:' || id AS key FROM teams WHERE current_videogame = 'lol'`,
    )
    for (const { key } of lolTeams) expect(after[String(key)]).toBe(before[String(key)])
    const [team] = await rows(
      testDb,
      'SELECT priority_sync, faq_content FROM teams WHERE pandascore_id = 9100001',
    )
    expect(team).toEqual({ priority_sync: true, faq_content: [{ question: 'Q?', answer: 'A.' }] })
  })

  it('syncs a priority team even below the quality bar, asking for its own matches first', async () => {
    await testDb.database.execute(
      `INSERT INTO teams (pandascore_id, name, slug, current_videogame, priority_sync)
       VALUES (${BACKYARD.id}, 'Backyard (added by an admin)', 'backyard-five', 'cs2', true)`,
    )
    fake.requests.length = 0
    const result = await sync({ game: 'cs2', freshHours: 0 })
    expect(result.success).toBe(true)
    expect(fake.requests[0]?.query['filter[opponent_id]']).toContain(String(BACKYARD.id))
    const [team] = await rows(
      testDb,
      `SELECT name, slug, matches_count, tier, priority_sync FROM teams WHERE pandascore_id = ${BACKYARD.id}`,
    )
    expect(team).toEqual({
      name: 'Backyard Five',
      slug: 'backyard-five',
      matches_count: 1,
      tier: 'unknown',
      priority_sync: true,
    })
    // Its opponent is still below the bar: the match row names it without linking it.
    const [match] = await rows(
      testDb,
      `SELECT m.opponent_name, m.opponent_team_id, m.result FROM team_matches m JOIN teams t ON t.id = m.team_id
       WHERE t.pandascore_id = ${BACKYARD.id}`,
    )
    expect(match).toEqual({ opponent_name: 'Garage Kings', opponent_team_id: null, result: 'win' })
  })

  it('skips a malformed record, lists it in errors, and keeps the rest', async () => {
    fake.script('/lol/players', {
      mutate: (records) => records.map((r, i) => (i === 0 ? { ...r, name: '' } : r)),
    })
    const result = await sync({ game: 'lol', forceRefresh: true })
    expect(result.success).toBe(true)
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]).toMatch(/^GET \/lol\/players page 1: player #0 id \d+ is invalid: name:/)
    // The player is still known from the team's roster, so nothing is half-written or lost.
    expect(result.players).toBe(30)
  })

  it('waits out a 429 with Retry-After in the middle of a sync', async () => {
    fake.script('/dota2/matches/past', { status: 429, headers: { 'retry-after': '1' } })
    const started = Date.now()
    const result = await sync({ game: 'dota2', freshHours: 0 })
    expect(result).toMatchObject({ success: true, teams: 6, errors: [] })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('reports a refused token without showing it, and stops asking', async () => {
    const wrong = createPandaScoreClient({
      token: 'not-the-token-7c1d9e',
      baseUrl: fake.url,
      allowPrivateHosts: true,
      limiter: createRateLimiter(),
    })
    fake.requests.length = 0
    try {
      const result = await sync({ freshHours: 0 }, { pandascore: wrong })
      expect(result.success).toBe(false)
      expect(result.message).toContain('Sync failed for cs2, lol, dota2, valorant')
      expect(result.errors).toEqual([expect.stringContaining('PandaScore refused the token (401)')])
      expect(JSON.stringify(result)).not.toContain('not-the-token-7c1d9e')
      expect(fake.count()).toBe(1)
    } finally {
      await wrong.close()
    }
  })

  it('syncs the bundled data set without a token, agreeing with the demo seed', async () => {
    const db = bundledDb.database.db
    await upsertEsportsRows(db, loadBundledPandaScore(BUNDLED_PANDASCORE_DIR, NOW))
    const seeded = await snapshot(bundledDb)
    const result = await syncEsportsData(
      { db, logger, pandascore: null, now: () => NOW },
      { forceRefresh: false },
    )
    expect(result).toMatchObject({ success: true, teams: 24, players: 128, errors: [] })
    expect(result.message).toContain('from the bundled data set (0 new, 0 updated; 0 new matches, 0 changed)')
    expect(await snapshot(bundledDb)).toEqual(seeded)
    expect(await count(bundledDb, 'SELECT count(*) AS n FROM player_stats')).toBe(416)
  })

  it('guards the admin sync API: 401 without a session, 403 without an admin role', async () => {
    const anonymous = await call('/api/admin/sync-pandascore-data', {}, { forceRefresh: false })
    expect(anonymous.status).toBe(401)
    const denied = await call('/api/admin/sync-pandascore-data', reader, { forceRefresh: false })
    expect(denied.status).toBe(403)
    expect((await call('/api/admin/sync-runs/00000000-0000-4000-8000-000000000000', reader)).status).toBe(403)
  })

  it('runs a sync in the request when asked to wait, and records it', async () => {
    const res = await call('/api/admin/sync-pandascore-data', admin, {
      game: 'valorant',
      forceRefresh: true,
      waitForCompletion: true,
    })
    expect(res.status).toBe(200)
    const body = SyncResultSchema.strict().parse(await res.json())
    expect(body).toMatchObject({ success: true, teams: 6, players: 30, errors: [] })
    const audit = await rows(
      testDb,
      `SELECT action, actor_email, target_type FROM audit_log WHERE action = 'esports.sync'`,
    )
    expect(audit).toEqual([
      { action: 'esports.sync', actor_email: 'admin@example.com', target_type: 'sync_run' },
    ])
    expect((await call('/api/admin/sync-pandascore-data', admin, { game: 'apex' })).status).toBe(422)
  })

  it('runs a background sync as a pg-boss job whose progress reaches 100', async () => {
    const res = await call('/api/admin/sync-pandascore-data', admin, { game: 'lol', forceRefresh: true })
    expect(res.status).toBe(202)
    // The answers follow their shared schemas (the admin screen reads them through those types).
    const { success, runId, message } = SyncStartResultSchema.parse(await res.json())
    expect({ success, message }).toEqual({ success: true, message: 'Sync started' })
    const seen: number[] = []
    let run: SyncRun | undefined
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      run = SyncRunSchema.parse(await (await call(`/api/admin/sync-runs/${runId}`, admin)).json())
      seen.push(run!.progress)
      if (run?.status === 'done' || run?.status === 'failed') break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(run).toMatchObject({ status: 'done', progress: 100, stage: 'done' })
    // The job has no token in this environment: the bundled data set, through the same sync.
    expect(SyncResultSchema.parse(run?.result)).toMatchObject({ success: true, teams: 6, players: 32 })
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    const audit = await rows(
      testDb,
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'esports.sync.queued'`,
    )
    expect(audit[0]?.n).toBe(1)
    expect((await call('/api/admin/sync-runs/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404)
    expect((await call('/api/admin/sync-runs/not-a-run', admin)).status).toBe(400)
  }, 90_000)

  it('answers get-team-matches from PandaScore, then from its cache', async () => {
    const body = { game: 'cs2', pandascore_id: 9100001, teamName: 'Northwind Wolves' }
    const before = fake.count()
    const first = await call('/api/get-team-matches', {}, body)
    expect(first.status).toBe(200)
    const live = LiveMatchesSchema.parse(await first.json())
    expect(fake.count()).toBe(before + 2)
    expect(live.upcoming).toHaveLength(3)
    expect(live.recent).toHaveLength(5)
    expect(live.upcoming.every((m) => !m.isFinished && m.result === null)).toBe(true)
    expect(live.recent.every((m) => m.isFinished && m.result !== null)).toBe(true)
    const [team] = await rows(testDb, 'SELECT id FROM teams WHERE pandascore_id = 9100001')
    expect(live.recent[0]?.id).toBe(`${live.recent[0]?.pandascoreMatchId}-${team?.id}`)

    const again = LiveMatchesSchema.parse(await (await call('/api/get-team-matches', {}, body)).json())
    expect(again).toEqual(live)
    expect(fake.count()).toBe(before + 2)

    // The stored matches of the same team say the same: the sync and the live view agree.
    const offline = createTestApp(testDb.database, { env, queue: worker, pandascore: null }).app
    const fromDb = LiveMatchesSchema.parse(
      await (
        await offline.request('/api/get-team-matches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json(),
    )
    expect(fromDb).toEqual(live)
    expect(fake.count()).toBe(before + 2)
  })
})
