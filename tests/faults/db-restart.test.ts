import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { ResponseCache } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from '../support/app'
import { capturedLogger, LEVEL } from '../support/captured-logger'
import { sourceRenderer } from '../support/renderer'
import { type PgCluster, pgClusterUnavailable, startPgCluster } from './support/pg-cluster'

// Fault: PostgreSQL restarts under a running server (as on an upgrade, a crash, or a managed failover). The server
// keeps answering, and cache invalidation and the live stream come back by themselves within seconds: the next
// readers see a change made right after the restart, an open /api/realtime stream gets events again, /healthz
// says "degraded" until the LISTEN is back, then "ok".
//
// On a THROWAWAY cluster this test starts itself (tests/faults/support/pg-cluster.ts), never the shared server.
// Runs in CI, where TEST_DATABASE_URL says PostgreSQL is part of the run.

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set: fault tests run with PostgreSQL (CI)'
  : pgClusterUnavailable()
if (skipReason) console.warn(`tests/faults/db-restart.test.ts skipped: ${skipReason}`)

// vi.waitFor returns as soon as its condition holds: the limit matters only when something is wrong, and must
// allow for a loaded CI machine.
const WAIT_MS = 60_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(skipReason)('PostgreSQL restart under a running server', () => {
  let cluster: PgCluster
  let database: Database
  let server: ServerType
  let base: string
  const { logger, lines } = capturedLogger()
  const cache = new ResponseCache()

  beforeAll(async () => {
    cluster = await startPgCluster()
    // The first reconnect comes 1-2 s after the loss, later than the restart itself (~0.5 s): the "degraded" window
    // between the server being back and the LISTEN being back is then long enough for /healthz to be seen in it.
    database = await openDatabase({
      url: cluster.url,
      dataDir: 'unused',
      logger,
      listenTiming: { minDelayMs: 2_000, maxDelayMs: 5_000 },
    })
    await migrateDatabase(database)
    await createArticles(database.db, [
      { id: 'story', slug: 'the-story', title: 'Original headline', content: 'Text of the story.' },
    ])
    const env = testEnv()
    const t = createTestApp(database, {
      env,
      responseCache: cache,
      renderer: sourceRenderer(env.site, () => t.app),
    })
    await cache.enabledPromise
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 180_000)

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await database?.close()
    await cluster?.destroy()
  })

  it('resumes invalidation, the live stream and a healthy /healthz by itself', async () => {
    const page = `${base}/news/the-story`
    // The page's <title>: the headline, short enough for a failure message.
    const read = async () => /<title>(.*?)<\/title>/.exec(await (await fetch(page)).text())?.[1] ?? ''
    expect(await read()).toContain('Original headline')
    expect(await read()).toContain('Original headline')
    expect(cache.has('/news/the-story', new URL(base).host)).toBe(true)

    // An open live stream, read in the background.
    const live = await fetch(`${base}/api/realtime`)
    const reader = live.body!.getReader()
    const decoder = new TextDecoder()
    let events = ''
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
        if (done) return
        events += decoder.decode(value)
      }
    })()
    await vi.waitFor(() => expect(events).toContain('event: ready'), { timeout: WAIT_MS })

    // Readers and a health probe keep asking throughout.
    let running = true
    const statuses = new Map<number, number>()
    const health: string[] = []
    const readers = Array.from({ length: 3 }, async () => {
      while (running) {
        const res = await fetch(page).catch(() => undefined)
        statuses.set(res?.status ?? 0, (statuses.get(res?.status ?? 0) ?? 0) + 1)
        await res?.arrayBuffer()
        await sleep(10)
      }
    })
    const probe = (async () => {
      while (running) {
        const res = await fetch(`${base}/healthz`).catch(() => undefined)
        const body = res ? ((await res.json()) as { status: string }) : undefined
        const seen = `${res?.status ?? 0} ${body?.status ?? 'none'}`
        if (health.at(-1) !== seen) health.push(seen)
        await sleep(20)
      }
    })()

    try {
      await vi.waitFor(() => expect(health).toEqual(['200 ok']), { timeout: WAIT_MS })
      const restartStarted = performance.now()
      await cluster.restart('fast')
      const restarted = performance.now()

      // A correction made as soon as the database is back: the announcement may be lost, the reader must not be.
      for (;;) {
        try {
          await database.execute(`UPDATE articles SET title = 'Corrected headline' WHERE id = 'story'`)
          break
        } catch {
          await sleep(50)
        }
      }
      const changed = performance.now()
      await vi.waitFor(async () => expect(await read()).toContain('Corrected headline'), {
        timeout: WAIT_MS,
        interval: 50,
      })
      const seen = performance.now()
      await vi.waitFor(() => expect(health.at(-1)).toBe('200 ok'), { timeout: WAIT_MS, interval: 50 })
      const healthy = performance.now()

      // The live stream says "re-read" once listening again, then carries changes as before.
      await vi.waitFor(() => expect(events).toContain('event: resync'), { timeout: WAIT_MS, interval: 50 })
      await database.execute(`UPDATE articles SET title = 'Second correction' WHERE id = 'story'`)
      await vi.waitFor(() => expect(events).toContain('data: {"op":"UPDATE","id":"story"}'), {
        timeout: WAIT_MS,
        interval: 50,
      })
      const streaming = performance.now()
      // And invalidation by announcement works again: the next reader sees the second correction at once.
      await vi.waitFor(async () => expect(await read()).toContain('Second correction'), {
        timeout: WAIT_MS,
        interval: 50,
      })

      const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(2)} s`
      console.log(
        [
          `db-restart: pg_ctl restart -m fast took ${s(restartStarted, restarted)}`,
          `  correction visible to readers ${s(changed, seen)} after it was committed`,
          `  /healthz ok again ${s(restarted, healthy)} after the restart (sequence: ${health.join(' → ')})`,
          `  live stream carrying changes ${s(restarted, streaming)} after the restart`,
          `  readers' answers during the test: ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
        ].join('\n'),
      )
      expect(health).toContain('200 degraded')
      expect(health.indexOf('200 degraded')).toBeLessThan(health.lastIndexOf('200 ok'))
      expect(
        lines.filter((l) => l.level === LEVEL.warn && l.msg.includes('notifications lost')),
      ).toHaveLength(1)
      expect(
        lines.filter((l) => l.level === LEVEL.info && l.msg.includes('notifications restored')),
      ).toHaveLength(1)
    } finally {
      running = false
      await Promise.all([...readers, probe])
      await reader.cancel().catch(() => {})
    }
    // The server itself never went away.
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
  }, 300_000)
})
