import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '#server/logger'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import type { PandaScoreClient } from '#server/providers/pandascore/client'
import { buildEsportsDataSet } from '#server/providers/pandascore/map'
import { ResponseCache } from '#server/routes/response-cache'
import { pollLiveMatches } from '#server/services/live-poll'
import { upsertEsportsRows } from '#server/storage/esports'
import { createTestApp, type TestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { fakePandaScoreClient } from './support/pandascore-client'

// The database announces a write to what public pages show on the channel content_changed (migrations 0008,
// 0015, 0020), which empties the response cache of every instance; a write that changed no row announces
// nothing, so a quiet re-sync and a live poll with nothing new keep every cached page.

const logger = createLogger('silent')
const NOW = new Date('2026-11-21T12:00:00Z')
const data = loadBundledPandaScore('fixtures/pandascore', NOW)
const MARKER = 'content_changed_test_marker'

/**
 * The content_changed notices of the writes `write` makes: a marker notice on another channel follows them,
 * and notices arrive in the order they were sent, so every notice of the writes has arrived with the marker.
 */
async function noticesOf(testDb: TestDatabase, write: () => Promise<unknown>): Promise<string[]> {
  const received: (string | null)[] = []
  let markerHeard = false
  const stopNotices = await testDb.database.listen('content_changed', (payload) => received.push(payload))
  const stopMarker = await testDb.database.listen(MARKER, () => {
    markerHeard = true
  })
  try {
    await write()
    await testDb.database.execute(`SELECT pg_notify('${MARKER}', 'done')`)
    await vi.waitFor(() => expect(markerHeard).toBe(true), { timeout: 5_000, interval: 10 })
  } finally {
    await stopNotices()
    await stopMarker()
  }
  return received.map(String)
}

describe.each(testDrivers)('content_changed notices ($name)', (driver) => {
  let testDb: TestDatabase

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
  }, 60_000)
  afterAll(async () => {
    await testDb?.drop()
  })

  it('announces a sync that writes rows, and nothing for the same sync again', async () => {
    const first = await noticesOf(testDb, () => upsertEsportsRows(testDb.database.db, data))
    expect(first).toEqual(expect.arrayContaining(['teams', 'players', 'tournaments', 'matches']))

    expect(await noticesOf(testDb, () => upsertEsportsRows(testDb.database.db, data))).toEqual([])
  })

  it('announces an update, a delete and a truncate once each, and stays quiet for one that matches no row', async () => {
    const team = data.teams[0]
    if (!team?.slug) throw new Error('the bundled data has no team')
    const db = testDb.database.db
    expect(
      await noticesOf(testDb, () =>
        db.execute(sql`UPDATE teams SET name = 'Renamed' WHERE slug = 'no-such-team'`),
      ),
    ).toEqual([])
    expect(
      await noticesOf(testDb, () =>
        db.execute(sql`UPDATE teams SET name = 'Renamed' WHERE slug = ${team.slug}`),
      ),
    ).toEqual(['teams'])
    expect(await noticesOf(testDb, () => db.execute(sql`DELETE FROM team_rankings WHERE false`))).toEqual([])
    expect(await noticesOf(testDb, () => db.execute(sql`DELETE FROM match_games`))).toEqual(['match_games'])
    expect(await noticesOf(testDb, () => db.execute(sql`TRUNCATE team_analysis`))).toEqual(['team_analysis'])
  })

  it('announces a roster change the sync records, and nothing for the same one again or for a story draft (0021)', async () => {
    const db = testDb.database.db
    const change = sql`INSERT INTO roster_changes (game, kind, player_pandascore_id, player_name, seen_at)
      VALUES ('cs2', 'left', 1, 'someone', '2026-11-21T12:00:00Z') ON CONFLICT DO NOTHING RETURNING id`
    let id = ''
    expect(
      await noticesOf(testDb, async () => {
        id = String(((await db.execute(change)) as unknown as { rows: { id: string }[] }).rows[0]?.id)
      }),
    ).toEqual(['roster_changes'])
    expect(await noticesOf(testDb, () => db.execute(change))).toEqual([])
    // Drafts are for the admin: nothing public reads them, so writing one empties no cache.
    const draft = sql`INSERT INTO story_drafts (roster_change_id, game, title, summary, content)
      VALUES (${id}, 'cs2', 'A draft', 'Its summary', '<p>Text</p>')`
    expect(await noticesOf(testDb, () => db.execute(draft))).toEqual([])
  })
})

describe.each(testDrivers)('live poll and the response cache ($name)', (driver) => {
  let testDb: TestDatabase
  let fake: FakePandaScore
  let client: PandaScoreClient
  let cache: ResponseCache
  let t: TestApp
  let matchId = 0
  let winnerId = 0

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    fake = await startFakePandaScore({ now: NOW })
    client = fakePandaScoreClient(fake, logger)
    cache = new ResponseCache()
    t = createTestApp(testDb.database, { env: testEnv(), pandascore: client, responseCache: cache })
    await cache.enabledPromise
    // A CS2 match the daily sync stored as upcoming goes live on PandaScore's side.
    const upcoming = fake.data.matches.find(
      (m) => m.status === 'not_started' && (m.videogame as { slug?: string })?.slug === 'cs-go',
    )
    if (!upcoming) throw new Error('the bundled data has no upcoming CS2 match')
    matchId = upcoming.id as number
    winnerId = (upcoming.opponents as { opponent: { id: number } }[])[0]?.opponent.id ?? 0
    const running = fake.live.start(matchId)
    const stored = buildEsportsDataSet(
      { matches: [running], teams: [], players: [], tournaments: [], playerStats: [] },
      { now: NOW },
    )
    // Through noticesOf: its notices have all arrived (and emptied the cache) before the test starts.
    await noticesOf(testDb, () => upsertEsportsRows(testDb.database.db, stored))
  }, 60_000)
  afterAll(async () => {
    await client?.close()
    await fake?.close()
    await testDb?.drop()
  })

  const poll = () =>
    pollLiveMatches(
      { db: testDb.database.db, logger, pandascore: client, env: testEnv(), now: () => NOW },
      { intervalMs: 30_000 },
    )

  it('keeps the cached match page through a poll with nothing new, and forgets it when the score moves', async () => {
    const slug = (
      (await testDb.database.db.execute(
        sql`SELECT slug FROM matches WHERE pandascore_id = ${matchId}`,
      )) as unknown as {
        rows: { slug: string }[]
      }
    ).rows[0]?.slug
    const path = `/api/matches/cs2/${slug}`
    expect((await t.app.request(path)).status).toBe(200)
    expect(cache.has(path)).toBe(true)

    const quiet = await noticesOf(testDb, async () =>
      expect(await poll()).toMatchObject({ polled: true, running: 1, changed: 0 }),
    )
    expect(quiet).toEqual([])
    expect(cache.has(path)).toBe(true)

    fake.live.advance(matchId, { gameWonBy: winnerId })
    const moved = await noticesOf(testDb, async () => expect(await poll()).toMatchObject({ changed: 1 }))
    expect(moved).toContain('matches')
    expect(cache.has(path)).toBe(false)
  })
})
