import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MatchChange } from '#shared/schemas/match-changes'
import type { MatchDetail } from '#shared/schemas/matches'
import type { ServiceDeps } from '#server/deps'
import { repeatOnOneInstance } from '#server/jobs/repeat'
import { createLogger } from '#server/logger'
import {
  DEMO_MAP_MS,
  demoLiveMatches,
  isDemoLiveMatchId,
  loadDemoLiveData,
} from '#server/providers/pandascore/bundled-live'
import { createPandaScoreClient, type PandaScoreClient } from '#server/providers/pandascore/client'
import { createRateLimiter } from '#server/providers/pandascore/rate-limit'
import { ResponseCache } from '#server/routes/response-cache'
import { pollLiveMatches, seedDemoLiveMatches } from '#server/services/live-poll'
import { claimJobLease } from '#server/storage/job-leases'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { openEventReader } from './support/sse'

const logger = createLogger('silent')
// A minute into a CS2 best-of-5 of the demo clock that lasts three maps (13:00 to 13:07:30).
const NOW = new Date('2026-11-25T13:01:00Z')
const INTERVAL_MS = 30_000
const LIVE_ID = 9_690_001
const demo = loadDemoLiveData()

/** A CS2 series of the demo clock as PandaScore would serve it at `at`, under an id of PandaScore's own. */
function liveRecordAt(at: Date): Record<string, unknown> {
  const series = demoLiveMatches(demo, at, { games: ['cs2'], until: at }).find((m) => m.status === 'running')
  if (!series) throw new Error('the demo clock has no running CS2 series')
  const games = (series.games as Record<string, unknown>[]).map((g) => ({ ...g, match_id: LIVE_ID }))
  return { ...series, id: LIVE_ID, games }
}

async function storedMatch(testDb: TestDatabase, id: number) {
  const result = (await testDb.database.db.execute(
    sql`SELECT status, team1_score, team2_score, winner_pandascore_id, updated_at FROM matches
        WHERE pandascore_id = ${id}`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows[0]
}

describe.each(testDrivers)('live matches ($name)', (driver) => {
  let testDb: TestDatabase
  let fake: FakePandaScore
  let client: PandaScoreClient
  let cache: ResponseCache
  let t: TestApp
  // The fake serves this object: editing it is PandaScore's match moving on.
  const live: Record<string, unknown> = {}
  let deps: Pick<ServiceDeps, 'db' | 'logger' | 'pandascore' | 'env' | 'now'>

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    Object.assign(live, liveRecordAt(NOW), { status: 'not_started' })
    fake = await startFakePandaScore({ now: NOW, extra: { matches: [live] } })
    client = createPandaScoreClient({
      baseUrl: fake.url,
      token: fake.token,
      allowPrivateHosts: true,
      limiter: createRateLimiter({ windows: [{ max: 10_000, windowMs: 60_000 }] }),
      logger,
    })
    cache = new ResponseCache()
    const env = testEnv()
    t = createTestApp(testDb.database, { env, pandascore: client, responseCache: cache })
    await cache.enabledPromise
    deps = { db: testDb.database.db, logger, pandascore: client, env, now: () => NOW }
  }, 60_000)
  afterAll(async () => {
    await client?.close()
    await fake?.close()
    await testDb?.drop()
  })

  const poll = (overrides: Partial<typeof deps> = {}) =>
    pollLiveMatches({ ...deps, ...overrides }, { intervalMs: INTERVAL_MS })
  const detail = async (path: string) => (await (await t.app.request(path)).json()) as MatchDetail

  it('asks PandaScore nothing while no match is running or due, and nothing at all without a token', async () => {
    const before = fake.count()
    expect(await poll()).toMatchObject({ source: 'pandascore', polled: false, requests: 0 })
    expect(await poll({ pandascore: null })).toMatchObject({ source: 'off', polled: false, requests: 0 })
    expect(fake.count()).toBe(before)
  })

  it('polls once a stored match is due, and announces it going live to realtime readers', async () => {
    // The daily sync stored the match as upcoming, starting within the poll interval.
    const scheduled = { ...live, scheduled_at: new Date(NOW.getTime() + 10_000).toISOString() }
    await pollStoreOnly(deps, scheduled)
    const reader = await openEventReader(t.app, '/api/realtime')
    live.status = 'running'
    const before = fake.count()
    const result = await poll()
    expect(result).toMatchObject({ polled: true, requests: 1, running: 1, changed: 1 })
    expect(fake.count() - before).toBe(1)
    const event = await reader.next('match')
    expect(event).toMatchObject({ pandascoreId: LIVE_ID, game: 'cs2', status: 'running', winner: null })
    await reader.close()
  })

  it('writes a changed score, announces it, and the cached match page answers the new score right after', async () => {
    const reader = await openEventReader(t.app, '/api/realtime')
    const first = await storedMatch(testDb, LIVE_ID)
    const { match } = await detail(`/api/matches/cs2/${await currentSlug(testDb)}`)
    const path = `/api/matches/cs2/${match.slug}`
    // Cached: the page's answer is held by the response cache now.
    await detail(path)
    expect(cache.has(path)).toBe(true)

    Object.assign(live, liveRecordAt(new Date(NOW.getTime() + DEMO_MAP_MS + 1000)))
    const result = await poll()
    expect(result).toMatchObject({ polled: true, requests: 1, changed: 1 })
    const event = (await reader.next('match')) as MatchChange
    expect((event.scores[0] ?? 0) + (event.scores[1] ?? 0)).toBe(1)
    // No wait: the event comes after the cache emptied itself, so the very next read has the new score.
    const fresh = await detail(path)
    expect([fresh.match.teams[0].score, fresh.match.teams[1].score]).toEqual(event.scores)
    expect(first?.team1_score ?? 0).toBe(0)

    // The same data again: nothing written, nothing announced (the next event is the next change, not this).
    const updatedAt = (await storedMatch(testDb, LIVE_ID))?.updated_at
    expect(await poll()).toMatchObject({ polled: true, requests: 1, changed: 0 })
    expect((await storedMatch(testDb, LIVE_ID))?.updated_at).toEqual(updatedAt)
    Object.assign(live, liveRecordAt(new Date(NOW.getTime() + 2 * DEMO_MAP_MS + 1000)))
    expect(await poll()).toMatchObject({ changed: 1 })
    const next = (await reader.next('match')) as MatchChange
    expect((next.scores[0] ?? 0) + (next.scores[1] ?? 0)).toBe(2)
    await reader.close()
  })

  it('settles a match that left "running" with one request by id: finished, with its winner', async () => {
    const reader = await openEventReader(t.app, '/api/realtime')
    const final = demoLiveMatches(demo, new Date(NOW.getTime() + 6 * DEMO_MAP_MS), {
      games: ['cs2'],
      finishedSince: NOW,
    }).find((m) => m.id === demoIdOf(live))
    Object.assign(live, { ...final, id: LIVE_ID })
    const before = fake.count()
    const result = await poll()
    expect(result).toMatchObject({ polled: true, requests: 2, running: 0, changed: 1 })
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual(['/matches/running', '/matches'])
    const event = (await reader.next('match')) as MatchChange
    expect(event.status).toBe('finished')
    expect(event.winner === 1 || event.winner === 2).toBe(true)
    expect(await storedMatch(testDb, LIVE_ID)).toMatchObject({ status: 'finished' })
    // Nothing is live any more: the next poll asks nothing.
    expect(await poll()).toMatchObject({ polled: false, requests: 0 })
    await reader.close()
  })

  it('runs the demo clock without a token and without the network: seeded, a score moves, finished series settle', async () => {
    const before = fake.count()
    const demoDeps = { pandascore: null, env: testEnv({ SEED_DEMO: 'true' }) }
    // The demo seed stores the clock's matches as the poller does: a poll right after it writes nothing.
    expect(await seedDemoLiveMatches(testDb.database.db, NOW)).toBeGreaterThan(4)
    const first = await poll(demoDeps)
    expect(first).toMatchObject({ source: 'demo', polled: true, requests: 0, running: 4, changed: 0 })
    const running = await runningDemoMatches(testDb)
    expect(new Set(running.map((m) => m.game))).toEqual(new Set(['cs2', 'lol', 'dota2', 'valorant']))

    const later = new Date(NOW.getTime() + 3 * 60_000)
    expect((await poll({ ...demoDeps, now: () => later })).changed).toBeGreaterThan(0)
    const moved = await runningDemoMatches(testDb)
    expect(JSON.stringify(moved)).not.toBe(JSON.stringify(running))

    // The site was stopped for two hours: the series it held as running are finished at the next poll.
    const back = new Date(NOW.getTime() + 2 * 3_600_000)
    await poll({ ...demoDeps, now: () => back })
    const ids = moved.map((m) => m.pandascore_id)
    const after = (await testDb.database.db.execute(
      sql`SELECT status, winner_pandascore_id FROM matches WHERE pandascore_id IN (${sql.join(ids, sql`, `)})`,
    )) as unknown as { rows: { status: string; winner_pandascore_id: number | null }[] }
    expect(after.rows.map((r) => r.status)).toEqual(ids.map(() => 'finished'))
    expect(after.rows.every((r) => r.winner_pandascore_id !== null)).toBe(true)
    expect(fake.count()).toBe(before)
  })

  it('never asks PandaScore about the demo clock seeded beside a token: one request a poll', async () => {
    const later = new Date(NOW.getTime() + 3 * 3_600_000)
    await seedDemoLiveMatches(testDb.database.db, later)
    expect((await runningDemoMatches(testDb)).length).toBeGreaterThan(0)
    const before = fake.count()
    expect(await poll({ now: () => later })).toMatchObject({
      source: 'pandascore',
      polled: true,
      requests: 1,
    })
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual(['/matches/running'])
  })

  it('lets one instance poll at a time: the lease holder runs the job, the other waits for it to lapse', async () => {
    const db = testDb.database.db
    const lease = { jobId: '0b8e4a1c-6f3d-5e2a-8c71-2d4f6a8b0c13', jobName: 'test-live' }
    expect(await claimJobLease(db, { ...lease, holder: 'a' }, 20_000)).toBe(true)
    expect(await claimJobLease(db, { ...lease, holder: 'b' }, 20_000)).toBe(false)
    expect(await claimJobLease(db, { ...lease, holder: 'a' }, 20_000)).toBe(true)
    expect(await claimJobLease(db, { ...lease, holder: 'a' }, -1)).toBe(true)
    expect(await claimJobLease(db, { ...lease, holder: 'b' }, 20_000)).toBe(true)

    const runs: string[] = []
    let enough: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      enough = resolve
    })
    const job = (holder: string) => ({
      name: 'test-repeat',
      everySeconds: 1,
      leaseId: '5d2b7c90-1e4f-5a63-9b08-7c1e3d5f2a49',
      run: async () => {
        runs.push(holder)
        if (runs.length >= 3) enough()
      },
    })
    const services = { db } as ServiceDeps
    const stopA = repeatOnOneInstance(job('a'), services, logger, 'instance-a')
    const stopB = repeatOnOneInstance(job('b'), services, logger, 'instance-b')
    await done
    await Promise.all([stopA(), stopB()])
    expect(new Set(runs).size).toBe(1)
  })
})

/** Stores a match record as the sync would (through the same write path), without polling. */
async function pollStoreOnly(deps: Pick<ServiceDeps, 'db'>, record: Record<string, unknown>) {
  const { buildEsportsDataSet } = await import('#server/providers/pandascore/map')
  const { upsertEsportsRows } = await import('#server/storage/esports')
  const data = buildEsportsDataSet(
    { matches: [record], teams: [], players: [], tournaments: [], playerStats: [] },
    { now: NOW },
  )
  await upsertEsportsRows(deps.db, data)
}

async function currentSlug(testDb: TestDatabase): Promise<string> {
  const result = (await testDb.database.db.execute(
    sql`SELECT slug FROM matches WHERE pandascore_id = ${LIVE_ID}`,
  )) as unknown as { rows: { slug: string }[] }
  return result.rows[0]?.slug ?? ''
}

/** The demo series the test's live match was copied from (same start, same game). */
function demoIdOf(record: Record<string, unknown>): number | undefined {
  return demoLiveMatches(demo, NOW, { games: ['cs2'], until: NOW }).find(
    (m) => m.begin_at === record.begin_at && isDemoLiveMatchId(Number(m.id)),
  )?.id as number | undefined
}

async function runningDemoMatches(testDb: TestDatabase) {
  const result = (await testDb.database.db.execute(
    sql`SELECT pandascore_id, game, status, team1_score, team2_score FROM matches
        WHERE status = 'running' AND pandascore_id >= 9800000 ORDER BY pandascore_id`,
  )) as unknown as {
    rows: { pandascore_id: number; game: string; status: string; team1_score: number; team2_score: number }[]
  }
  return result.rows
}
