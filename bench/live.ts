import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { createApp } from '#server/app'
import { createAuth } from '#server/auth/auth'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { demoLiveMatches, loadDemoLiveData } from '#server/providers/pandascore/bundled-live'
import { buildEsportsDataSet } from '#server/providers/pandascore/map'
import { createPandaScoreClient } from '#server/providers/pandascore/client'
import { createRateLimiter } from '#server/providers/pandascore/rate-limit'
import type { JobQueue } from '#server/jobs/queue'
import { ResponseCache } from '#server/routes/response-cache'
import { pollLiveMatches } from '#server/services/live-poll'
import { upsertEsportsRows } from '#server/storage/esports'
import { startFakePandaScore } from '../tests/support/fake-pandascore'
import { openEventReader } from '../tests/support/sse'
import { table, withThrowawayPostgres } from './support'

// The live poller's figures (issue #14 item 3):
// 1. PandaScore requests one hour of live polling costs while one match is live (it finishes at the hour's end),
//    at 30 s and 60 s, counted by the fake PandaScore server the real client talks to.
// 2. Poll → page: a poll sees a changed score (real client, fake PandaScore over HTTP), writes it, and an open
//    /api/realtime stream (the app, in process, response cache on) receives the "match" event; the page then
//    refetches the match and gets the new score. Times per round: the poll's own duration, poll start → event at
//    the reader, and poll start → the page holding the new score.
//
//   node --import tsx bench/live.ts [--db pglite|postgres] [--rounds 30]

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, rounds: { type: 'string', default: '30' } },
})
const ROUNDS = Number(values.rounds)
const logger = createLogger('silent')
const demo = loadDemoLiveData()
// A minute into a CS2 best-of-5 of the demo clock that lasts three maps.
const T0 = Date.parse('2026-11-25T13:01:00Z')
const LIVE_ID = 9_690_001

/** The demo's running CS2 series at `at`, under an id of PandaScore's own, its first side's score up by `bump`. */
function liveRecord(at: number, bump = 0): Record<string, unknown> {
  const series = demoLiveMatches(demo, new Date(at), { games: ['cs2'], until: new Date(at) }).find(
    (m) => m.status === 'running',
  )
  if (!series) throw new Error('no running CS2 series')
  const results = (series.results as { team_id: number; score: number }[]).map((r, i) =>
    i === 0 ? { ...r, score: r.score + bump } : r,
  )
  return { ...series, id: LIVE_ID, results, modified_at: new Date(at + bump * 1000).toISOString() }
}

/** The match as the daily sync leaves it: scheduled, starting now (through the same write path). */
async function storeAsSynced(database: Database, record: Record<string, unknown>) {
  const data = buildEsportsDataSet(
    {
      matches: [{ ...record, status: 'not_started' }],
      teams: [],
      players: [],
      tournaments: [],
      playerStats: [],
    },
    { now: new Date(T0) },
  )
  await upsertEsportsRows(database.db, data)
}

/** The fake PandaScore serving `live` (edit it to move the match on), and the real client talking to it. */
async function fakePandaScoreWithLiveMatch() {
  const live: Record<string, unknown> = liveRecord(T0)
  const fake = await startFakePandaScore({ now: new Date(T0), extra: { matches: [live] } })
  const client = createPandaScoreClient({
    baseUrl: fake.url,
    token: fake.token,
    allowPrivateHosts: true,
    // An hour of polls in a few seconds: the plan's minute limit is not what is measured here.
    limiter: createRateLimiter({ windows: [{ max: 100_000, windowMs: 60_000 }] }),
    logger,
  })
  return { live, fake, client }
}

async function requestsPerHour(everySeconds: number) {
  const { live, fake, client } = await fakePandaScoreWithLiveMatch()
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' })
  const deps = { db: database.db, logger, pandascore: client, env }
  await storeAsSynced(database, live)
  const before = fake.count()
  let polls = 0
  for (let t = 0; t < 3600; t += everySeconds) {
    // Live all hour; it finishes during the last period.
    Object.assign(live, { status: t + everySeconds >= 3600 ? 'finished' : 'running' })
    const result = await pollLiveMatches(
      { ...deps, now: () => new Date(T0 + t * 1000) },
      {
        intervalMs: everySeconds * 1000,
      },
    )
    if (result.polled) polls++
  }
  const quiet = await pollLiveMatches({ ...deps, now: () => new Date(T0 + 3700_000) }, { intervalMs: 30_000 })
  const row = {
    'poll every': `${everySeconds} s`,
    polls,
    'PandaScore requests / hour': fake.count() - before,
    'requests of a poll with nothing live': quiet.requests,
  }
  await client.close()
  await fake.close()
  await database.close()
  return row
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function pollToPage(label: string, database: Database) {
  await migrateDatabase(database)
  const { live, fake, client } = await fakePandaScoreWithLiveMatch()
  const env = parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' })
  const auth = createAuth({ db: database.db, env, secret: randomBytes(32).toString('base64url') })
  const ai = createAi({ env, logger, local: localEngine })
  const cache = new ResponseCache()
  const queue: JobQueue = {
    send: async () => null,
    status: () => ({ state: 'running' }),
    missingSchedules: async () => [],
  }
  const app = createApp({ env, logger, database, auth, ai, queue, responseCache: cache, pandascore: client })
  await cache.enabledPromise
  const deps = { db: database.db, logger, pandascore: client, env, now: () => new Date(T0) }
  await storeAsSynced(database, live)
  await pollLiveMatches(deps, { intervalMs: 30_000 })
  const reader = await openEventReader(app, '/api/realtime')
  const samples = { poll: [] as number[], event: [] as number[], page: [] as number[] }
  for (let round = 1; round <= ROUNDS; round++) {
    Object.assign(live, liveRecord(T0, round))
    const started = performance.now()
    const polled = pollLiveMatches(deps, { intervalMs: 30_000 }).then(() => performance.now())
    const { data, at } = await reader.nextTimed('match')
    const path = `/api/matches/cs2/${(data as { slug: string }).slug}`
    const answer = (await (await app.request(path)).json()) as { match: { teams: { score: number }[] } }
    const pageAt = performance.now()
    const expected = (data as { scores: number[] }).scores
    if (answer.match.teams[0]?.score !== expected[0]) throw new Error('the page read an old score')
    samples.poll.push((await polled) - started)
    samples.event.push(at - started)
    samples.page.push(pageAt - started)
  }
  await reader.close()
  await client.close()
  await fake.close()
  const stat = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}`
  }
  return {
    database: label,
    rounds: ROUNDS,
    'poll ms p50 / p99': stat(samples.poll),
    'poll start → SSE event ms p50 / p99': stat(samples.event),
    'poll start → page has new score ms p50 / p99': stat(samples.page),
  }
}

console.log('PandaScore requests, one match live for an hour:')
table([await requestsPerHour(30), await requestsPerHour(60)])

console.log(`Poll → page (${values.db}):`)
if (values.db === 'pglite') {
  const database = await openDatabase({ dataDir: 'memory://' })
  table([await pollToPage('PGlite', database)])
  await database.close()
} else {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!serverUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
  else
    await withThrowawayPostgres(serverUrl, 'live', async (url) => {
      const database = await openDatabase({ url, dataDir: 'unused' })
      try {
        table([await pollToPage('PostgreSQL', database)])
      } finally {
        await database.close()
      }
    })
}
