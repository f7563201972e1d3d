import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { openDatabase } from '#server/db/client'
import { createLogger } from '#server/logger'
import type { Runtime } from '#server/server'
import { seedDemoData } from '#server/services/demo-seed'
import { prepareDatabase } from '#server/services/startup'
import { createTestApp, testEnv } from './support/app'
import { capturedLogger } from './support/captured-logger'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

const logger = createLogger('silent')

describe.each(testDrivers)('the demo data set on $name', (driver) => {
  let testDb: TestDatabase
  const now = new Date('2026-11-21T12:00:00Z')
  const env = testEnv()
  const ai = createAi({ env, logger, local: localEngine })

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
  })
  afterAll(async () => {
    await testDb.drop()
  })

  const count = async (sql: string) => Number((await testDb.database.execute(sql)).rows[0]?.n)

  it('fills an empty database with a living site', async () => {
    const result = await seedDemoData(testDb.database.db, { site: env.site, logger, ai, now })
    expect(result).not.toBeNull()
    expect(await count('SELECT count(*) AS n FROM articles')).toBeGreaterThanOrEqual(40)
    for (const game of ['cs2', 'lol', 'dota2', 'valorant']) {
      expect(
        await count(`SELECT count(*) AS n FROM articles WHERE tags @> ARRAY['${game}']`),
      ).toBeGreaterThanOrEqual(10)
      expect(
        await count(`SELECT count(*) AS n FROM teams WHERE current_videogame = '${game}'`),
      ).toBeGreaterThanOrEqual(4)
    }
    expect(await count('SELECT count(*) AS n FROM teams')).toBeGreaterThanOrEqual(16)
    expect(await count('SELECT count(*) AS n FROM players')).toBeGreaterThanOrEqual(80)
    expect(await count('SELECT count(DISTINCT player_id) AS n FROM player_stats')).toBeGreaterThanOrEqual(80)
    expect(await count('SELECT count(*) AS n FROM tournaments')).toBeGreaterThanOrEqual(8)
    expect(await count('SELECT count(*) AS n FROM feed_sources')).toBeGreaterThanOrEqual(4)
    expect(await count('SELECT count(*) AS n FROM article_tags WHERE article_count > 0')).toBeGreaterThan(4)
  })

  it('has a few past transfers, each ending on the team the data set lists the player on', async () => {
    const rows = (
      await testDb.database.execute(
        `SELECT rc.kind, rc.player_name, rc.to_team_pandascore_id AS to_team, t.pandascore_id AS team, rc.seen_at
           FROM roster_changes rc JOIN players p ON p.pandascore_id = rc.player_pandascore_id
           LEFT JOIN teams t ON t.id = p.team_id`,
      )
    ).rows
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'joined',
      'joined',
      'left',
      'left',
      'left',
      'moved',
      'moved',
    ])
    for (const r of rows) {
      expect(r.to_team === null ? null : Number(r.to_team)).toBe(r.team === null ? null : Number(r.team))
      expect(new Date(String(r.seen_at)).getTime()).toBeLessThan(now.getTime())
    }
  })

  it('has finished matches in the past and upcoming ones in the future, relative to today', async () => {
    const past = await count(
      `SELECT count(*) AS n FROM team_matches WHERE is_finished AND match_date < '${now.toISOString()}'`,
    )
    const upcoming = await count(
      `SELECT count(*) AS n FROM team_matches WHERE NOT is_finished AND match_date > '${now.toISOString()}'`,
    )
    expect(past).toBeGreaterThan(300)
    expect(upcoming).toBeGreaterThan(20)
  })

  it('has matches of every kind a page shows, with their events, standings, rosters and bracket links', async () => {
    const statuses = (await testDb.database.execute('SELECT DISTINCT status FROM matches ORDER BY status'))
      .rows
    expect(statuses.map((r) => r.status)).toEqual(
      expect.arrayContaining(['canceled', 'finished', 'not_started']),
    )
    expect(await count('SELECT count(*) AS n FROM matches WHERE forfeit')).toBeGreaterThan(0)
    expect(await count('SELECT count(*) AS n FROM matches WHERE rescheduled')).toBeGreaterThan(0)
    expect(
      await count('SELECT count(*) AS n FROM matches WHERE team1_pandascore_id IS NULL'),
    ).toBeGreaterThan(0)
    expect(
      await count(`SELECT count(*) AS n FROM matches WHERE previous_matches <> '[]'::jsonb`),
    ).toBeGreaterThan(0)
    expect(await count('SELECT count(*) AS n FROM match_games')).toBeGreaterThan(300)
    expect(await count('SELECT count(*) AS n FROM events')).toBeGreaterThanOrEqual(4)
    expect(await count('SELECT count(*) AS n FROM tournaments WHERE event_id IS NULL')).toBe(0)
    expect(await count('SELECT count(*) AS n FROM standings')).toBeGreaterThan(0)
    expect(await count('SELECT count(*) AS n FROM tournament_rosters')).toBeGreaterThan(0)
  })

  it('dates the articles within the last weeks, newest first, and stores no script', async () => {
    const { rows } = await testDb.database.execute(
      `SELECT max(published_at) AS newest, min(published_at) AS oldest FROM articles`,
    )
    const newest = new Date(rows[0]!.newest as string)
    const oldest = new Date(rows[0]!.oldest as string)
    expect(newest.getTime()).toBeLessThanOrEqual(now.getTime())
    expect(now.getTime() - oldest.getTime()).toBeLessThan(30 * 24 * 3600 * 1000)
    expect(
      await count(`SELECT count(*) AS n FROM articles WHERE content ~* '<script|onerror=|javascript:'`),
    ).toBe(0)
  })

  it('never loads twice', async () => {
    expect(await seedDemoData(testDb.database.db, { site: env.site, logger, ai, now })).toBeNull()
  })

  it('is skipped with SEED_DEMO=false, while the first admin is still made', async () => {
    const other = await createTestDatabase(driver)
    try {
      const offEnv = testEnv({
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'secret-pw',
      })
      const { auth } = createTestApp(other.database, { env: offEnv })
      const runtime: Runtime = { env: offEnv, auth, ai, database: other.database, logger }
      await prepareDatabase(runtime)
      const n = (await other.database.execute('SELECT count(*) AS n FROM articles')).rows[0]?.n
      expect(Number(n)).toBe(0)
      const roles = (await other.database.execute('SELECT role FROM user_roles')).rows
      expect(roles).toEqual([{ role: 'super_admin' }])
    } finally {
      await other.drop()
    }
  })
  it('stores at start-up the detected game of articles written before it was stored (§2.8)', async () => {
    const other = await createTestDatabase(driver)
    try {
      await other.database.execute(
        `INSERT INTO articles (id, slug, title, game) VALUES ('old', 'old', 'ESL One Bangkok: Falcons beat Tundra', 'CS2')`,
      )
      const offEnv = testEnv({ SEED_DEMO: 'false' })
      const { auth } = createTestApp(other.database, { env: offEnv })
      await prepareDatabase({ env: offEnv, auth, ai, database: other.database, logger })
      const rows = (await other.database.execute(`SELECT detected_game FROM articles WHERE id = 'old'`)).rows
      expect(rows).toEqual([{ detected_game: 'dota2' }])
    } finally {
      await other.drop()
    }
  })

  it('finishes on the next start when the first start stopped mid-seed, with no duplicates', async () => {
    const other = await createTestDatabase(driver)
    try {
      // The first start stops for good after a few articles (as a kill would): its seed never returns.
      let rewrites = 0
      const stalling: Ai = {
        ...ai,
        rewriteArticle: (source) => (++rewrites > 5 ? new Promise(() => {}) : ai.rewriteArticle(source)),
      }
      void seedDemoData(other.database.db, { site: env.site, logger, ai: stalling, now })
      const n = async (sql: string) => Number((await other.database.execute(sql)).rows[0]?.n)
      while ((await n('SELECT count(*) AS n FROM articles')) < 5) await new Promise((r) => setTimeout(r, 20))

      const resumed = await seedDemoData(other.database.db, { site: env.site, logger, ai, now })
      expect(resumed).not.toBeNull()
      for (const table of ['articles', 'teams', 'players', 'team_matches', 'feed_sources', 'tournaments']) {
        expect(await n(`SELECT count(*) AS n FROM ${table}`), table).toBe(
          await count(`SELECT count(*) AS n FROM ${table}`),
        )
      }
      expect(await n('SELECT count(*) - count(DISTINCT original_url) AS n FROM articles')).toBe(0)
      expect(await n('SELECT count(*) AS n FROM article_tags WHERE article_count > 0')).toBe(
        await count('SELECT count(*) AS n FROM article_tags WHERE article_count > 0'),
      )
      expect(await seedDemoData(other.database.db, { site: env.site, logger, ai, now })).toBeNull()
    } finally {
      await other.drop()
    }
  }, 60_000)
})

describe.runIf(testDrivers.some((d) => d.name === 'postgres'))('the demo data set on PostgreSQL', () => {
  it('is loaded once, with one first admin, when two instances start on the same empty database at once', async () => {
    const env = testEnv({ SEED_DEMO: 'true', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret-pw' })
    const ai = createAi({ env, logger, local: localEngine })
    const first = await createTestDatabase({ name: 'postgres' })
    const second = await openDatabase({ url: first.url, dataDir: 'unused' })
    const { logger: watching, lines } = capturedLogger()
    try {
      await Promise.all(
        [first.database, second].map((database) => {
          const { auth } = createTestApp(database, { env })
          return prepareDatabase({ env, auth, ai, database, logger: watching })
        }),
      )
      // One instance loads the set; the other finds it loaded.
      expect(lines.filter((l) => l.msg === 'loaded the demo data set')).toHaveLength(1)
      const count = async (sql: string) => Number((await first.database.execute(sql)).rows[0]?.n)
      expect(await count('SELECT count(*) - count(DISTINCT slug) AS n FROM articles')).toBe(0)
      expect(await count(`SELECT count(*) AS n FROM user_roles WHERE role = 'super_admin'`)).toBe(1)
    } finally {
      await second.close()
      await first.drop()
    }
  }, 180_000)
})
