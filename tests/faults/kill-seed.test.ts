import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { createLogger } from '#server/logger'
import { seedDemoData } from '#server/services/demo-seed'
import { testEnv } from '../support/app'
import { createTestDatabase, type TestDatabase } from '../support/databases'
import {
  createFaultDatabase,
  type FaultDatabase,
  faultDrivers,
  freePort,
  killAllProcesses,
  postgresUrl,
  SERVER_ENTRY,
  startProcess,
} from './support/process'

// Issue "faults", item 5: a first start killed (kill -9) during the demo seed finishes seeding on the next start.

const TABLES = ['articles', 'feed_sources', 'feed_entries', 'teams', 'players', 'team_matches', 'tournaments']

async function counts(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const out: Record<string, number> = {}
  for (const table of TABLES) out[table] = Number((await query(`SELECT count(*) AS n FROM ${table}`))[0]?.n)
  return out
}

const DUPLICATES = {
  articles: 'SELECT count(*) - count(DISTINCT original_url) AS n FROM articles',
  teams: 'SELECT count(*) - count(DISTINCT slug) AS n FROM teams',
  players: 'SELECT count(*) - count(DISTINCT slug) AS n FROM players',
  matches: 'SELECT count(*) - count(DISTINCT (pandascore_match_id, team_id)) AS n FROM team_matches',
}

if (!postgresUrl) console.warn('kill-seed: TEST_DATABASE_URL is unset, so the PostgreSQL variant is skipped')

describe('kill -9 during the first-start demo seed', () => {
  let reference: Record<string, number>
  let clean: TestDatabase

  beforeAll(async () => {
    // A clean, uninterrupted seed: what the killed one must end up equal to.
    clean = await createTestDatabase({ name: 'pglite' })
    const env = testEnv()
    const logger = createLogger('silent')
    await seedDemoData(clean.database.db, {
      site: env.site,
      logger,
      ai: createAi({ env, logger, local: localEngine }),
    })
    reference = await counts(async (sql) => (await clean.database.execute(sql)).rows)
  }, 120_000)
  afterAll(async () => {
    await clean?.drop()
  })

  it.each(faultDrivers)(
    'on %s: the next start finishes the seed, equal to a clean one, no duplicates',
    async (driver) => {
      const db: FaultDatabase = await createFaultDatabase(driver)
      try {
        const settings = { ...db.settings, SEED_DEMO: 'true', RUN_WORKER: 'false' }
        const first = startProcess(SERVER_ENTRY, settings, { port: await freePort() })
        // The first bundled feed is in: the seed is mid-way, before any esports data.
        await first.waitForLog((line) => line.msg === 'demo feed loaded', 90_000)
        await first.kill9()

        const partial = await counts(db.query)
        expect(partial.articles).toBeGreaterThan(0)
        expect(partial.articles).toBeLessThan(reference.articles!)
        expect(partial.teams).toBe(0)
        const before = (await db.query<{ id: string }>('SELECT id FROM articles')).map((row) => row.id)

        const restarted = Date.now()
        const second = startProcess(SERVER_ENTRY, settings, { port: await freePort() })
        await second.waitForLog((line) => line.msg === 'loaded the demo data set', 90_000)
        const seconds = (Date.now() - restarted) / 1000
        await second.ready()
        await second.stop()

        const after = await counts(db.query)
        expect(after).toEqual(reference)
        const kept = new Set((await db.query<{ id: string }>('SELECT id FROM articles')).map((row) => row.id))
        expect(before.filter((id) => !kept.has(id))).toEqual([])
        for (const [what, sql] of Object.entries(DUPLICATES)) {
          expect(Number((await db.query(sql))[0]?.n), `duplicate ${what}`).toBe(0)
        }
        expect(await db.query(`SELECT value FROM app_state WHERE name = 'demo-seed'`)).toEqual([
          { value: 'done' },
        ])
        console.info(
          `kill-seed on ${driver}: recovered in ${seconds.toFixed(1)} s (restart to seed done); ` +
            `${partial.articles} articles stored before the kill, all kept; rows lost 0, duplicates 0`,
        )
      } finally {
        await killAllProcesses()
        await db.drop()
      }
    },
    240_000,
  )
})
