import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai'
import { type FakePublisher, startFakePublisher } from '../support/fake-publisher'
import {
  createFaultDatabase,
  faultDrivers,
  freePort,
  killAllProcesses,
  postgresUrl,
  SERVER_ENTRY,
  signIn,
  startProcess,
  until,
} from './support/process'

// Issue "faults", item 5: a feed run killed midway is resumed within a minute of the restart (not after a
// ten-minute feed lease and pg-boss's fifteen-minute job expiry), every item stored exactly once.

const FEEDS = ['frag-report.xml', 'rift-report.xml']
const ITEMS = 20
/** The run is killed while the model is asked about this item: the ones before it are stored. */
const KILL_AT_ITEM = 6

if (!postgresUrl)
  console.warn('kill-feed-run: TEST_DATABASE_URL is unset, so the PostgreSQL variant is skipped')

describe('kill -9 during a feed run', () => {
  let publisher: FakePublisher
  let llm: FakeOpenAI

  beforeAll(async () => {
    publisher = await startFakePublisher()
    llm = await startFakeOpenAI()
  })
  afterAll(async () => {
    await publisher?.close()
    await llm?.close()
  })

  it.each(faultDrivers)(
    'on %s: the run resumes after the restart, each item stored once',
    async (driver) => {
      const db = await createFaultDatabase(driver)
      try {
        const settings = {
          ...db.settings,
          SEED_DEMO: 'false',
          RUN_WORKER: 'true',
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'fault-password',
          ALLOW_PRIVATE_FEED_HOSTS: 'true',
          FEED_SCHEDULE: '0 0 1 1 *',
          // Each of the first items waits for the model until the timeout, so the run is slow enough to kill
          // midway; once the scripted replies run out the model refuses at once and the local engine writes.
          OPENAI_API_KEY: 'sk-fault-test',
          OPENAI_BASE_URL: llm.url,
          AI_TIMEOUT_MS: '1000',
        }
        const asks = () => llm.requests.filter((r) => r.path === '/v1/chat/completions').length
        const asked = asks()
        llm.enqueue(...Array.from({ length: KILL_AT_ITEM }, () => ({ hang: true })))

        const first = startProcess(SERVER_ENTRY, settings, { port: await freePort() })
        await first.ready()
        await first.waitForLog((line) => line.msg === 'job queue started')
        const admin = await signIn(first.url, 'admin@example.com', 'fault-password')
        for (const file of FEEDS) {
          const res = await fetch(`${first.url}/api/admin/feed-sources`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({ name: file, url: `${publisher.url}/fixtures/${file}`, game: null }),
          })
          expect(res.status, await res.clone().text()).toBe(201)
        }
        const queued = await fetch(`${first.url}/api/admin/process-feeds`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ maxPerFeed: 50 }),
        })
        expect(queued.status).toBe(202)
        await until(
          async () => (asks() - asked >= KILL_AT_ITEM ? true : undefined),
          90_000,
          'the run reaching its item',
        )
        await first.kill9()
        const killed = Date.now()

        const stored = async () =>
          (await db.query<{ id: string }>('SELECT id FROM articles')).map((row) => row.id)
        // PGlite: readable once the killed process is gone; PostgreSQL: any time.
        const before = await stored()
        expect(before.length).toBeGreaterThan(0)
        expect(before.length).toBeLessThan(ITEMS)

        const restarted = Date.now()
        const second = startProcess(SERVER_ENTRY, settings, { port: await freePort() })
        await second.ready()
        const up = (Date.now() - restarted) / 1000
        const count = async () => {
          const res = await fetch(`${second.url}/api/admin/articles?limit=1000`, { headers: admin })
          const { articles } = (await res.json()) as { articles: unknown[] }
          return articles.length === ITEMS ? articles.length : undefined
        }
        await until(count, 120_000, 'every item stored after the restart')
        const sinceRestart = (Date.now() - restarted) / 1000
        const sinceKill = (Date.now() - killed) / 1000
        await second.waitForLog((line) => line.msg === 'feeds processed')
        await second.stop()
        if (process.env.FAULT_TIMELINE)
          for (const line of second.logs)
            console.info(
              ((Number(line.time) - restarted) / 1000).toFixed(1),
              line.msg,
              JSON.stringify(line).slice(0, 200),
            )

        const after = await stored()
        expect(after).toHaveLength(ITEMS)
        expect(before.filter((id) => !after.includes(id))).toEqual([])
        const [dupes] = await db.query<{ n: number }>(
          'SELECT count(*) - count(DISTINCT original_url) AS n FROM articles',
        )
        expect(Number(dupes?.n)).toBe(0)
        const [ledger] = await db.query<{ n: number }>('SELECT count(*) AS n FROM feed_entries')
        expect(Number(ledger?.n)).toBe(ITEMS)
        expect(await db.query('SELECT name FROM feed_sources WHERE locked_until IS NOT NULL')).toEqual([])
        expect(
          await db.query(`SELECT state FROM pgboss.job WHERE name = 'process-feeds' ORDER BY created_on`),
        ).toEqual([{ state: 'completed' }])
        console.info(
          `kill-feed-run on ${driver}: recovered in ${sinceRestart.toFixed(1)} s after the restart ` +
            `(${sinceKill.toFixed(1)} s after the kill; the process answered after ${up.toFixed(1)} s); ${before.length} of ${ITEMS} stored before the kill, ` +
            'all kept; rows lost 0, duplicates 0',
        )
      } finally {
        await killAllProcesses()
        await db.drop()
      }
    },
    300_000,
  )
})
