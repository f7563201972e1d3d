import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, openDatabase } from '#server/db/client'
import { LISTENER_APPLICATION_NAME } from '#server/db/listener'
import { ResponseCache, UNHEARD_MAX_AGE_MS } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { capturedLogger, LEVEL, type LogLine } from './support/captured-logger'
import { createTestApp } from './support/app'
import { createTestDatabase, type TestDatabase } from './support/databases'
import { startTcpProxy } from './support/tcp-proxy'

// The LISTEN connection lost under a running app (what a PostgreSQL restart or a managed failover does to it): it
// comes back by itself, the loss and the recovery are logged, /healthz says "degraded" meanwhile, the response
// cache keeps nothing for long while it cannot hear changes, and readers are told to re-read once it hears again.
// PostgreSQL only: PGlite's notifications are in-process and cannot be lost.
//
// The connection is cut with pg_terminate_backend in this test's own database on the shared server (the server
// itself keeps running). To hold the "not listening" state long enough to look at it, the database refuses new
// connections for a while (ALLOW_CONNECTIONS false): the pool keeps the connections it has, the LISTEN cannot
// come back until it is allowed again.

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * Waits for a condition a person would wait for: it returns as soon as the condition holds, so the limit only
 * matters when something is wrong, and it must allow for 5 s backoff steps on a loaded CI machine.
 */
const WAIT = { timeout: 60_000, interval: 25 }

describe.skipIf(!postgresUrl)('LISTEN across a lost connection on PostgreSQL', { timeout: 180_000 }, () => {
  let testDb: TestDatabase
  let database: Database
  let admin: pg.Client
  let name: string
  const { logger, lines } = capturedLogger()

  beforeAll(async () => {
    testDb = await createTestDatabase({ name: 'postgres' })
    if (!testDb.url) throw new Error('no database URL')
    name = new URL(testDb.url).pathname.slice(1)
    database = await openDatabase({ url: testDb.url, dataDir: 'unused', logger })
    admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {})
    await admin?.end()
    await database?.close()
    await testDb?.drop()
  })

  /** Ends this database's LISTEN connection, as a restart would; returns how many were ended. */
  const cutListen = async () => {
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND (application_name = $2 OR query ILIKE 'LISTEN%')`,
      [name, LISTENER_APPLICATION_NAME],
    )
    return rows.filter((r) => r.ended).length
  }
  const allowConnections = (allow: boolean) =>
    admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allow}`)
  const logged = (level: number, text: string) =>
    lines.filter((l: LogLine) => l.level === level && l.msg.includes(text))

  it('hears notifications again after its connection is ended, and logs the loss and the recovery', async () => {
    const received: (string | null)[] = []
    const unlisten = await database.listen('articles_changed', (payload) => received.push(payload))
    expect(await cutListen()).toBeGreaterThan(0)

    // Told that changes may have been missed, then hears the next change.
    await vi.waitFor(() => expect(received).toContain(null), WAIT)
    await createArticles(database.db, [{ id: 'after-cut', slug: 'after-cut', title: 'After the cut' }])
    await vi.waitFor(
      () => expect(received.map((p) => p && JSON.parse(p))).toContainEqual({ op: 'INSERT', id: 'after-cut' }),
      WAIT,
    )
    await unlisten()

    expect(logged(LEVEL.warn, 'database notifications lost')).toHaveLength(1)
    expect(logged(LEVEL.info, 'database notifications restored')).toHaveLength(1)
    expect(logged(LEVEL.info, 'database notifications restored')[0]).toMatchObject({
      channels: ['articles_changed'],
    })
  })

  it('reports degraded health, keeps cached answers briefly, then clears the cache and tells readers', async () => {
    lines.length = 0
    await createArticles(database.db, [{ id: 'story', slug: 'the-story', title: 'Original title' }])
    let clock = Date.now()
    const cache = new ResponseCache({ now: () => clock })
    const { app } = createTestApp(database, { responseCache: cache })
    await cache.enabledPromise
    const path = '/api/articles/lookup?slug=the-story'
    const title = async () =>
      ((await (await app.request(path)).json()) as { article: { title: string } }).article.title
    const health = async () => {
      const res = await app.request('/healthz')
      return { status: res.status, body: await res.json() }
    }

    expect(await title()).toBe('Original title')
    expect(cache.has(path)).toBe(true)
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })

    const live = await app.request('/api/realtime')
    const reader = live.body!.getReader()
    const decoder = new TextDecoder()
    let events = ''
    const readUntil = async (needle: string) => {
      while (!events.includes(needle)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`the stream ended before "${needle}"`)
        events += decoder.decode(value)
      }
    }
    await readUntil('event: ready')

    await allowConnections(false)
    try {
      expect(await cutListen()).toBeGreaterThan(0)
      await vi.waitFor(
        async () =>
          expect(await health()).toEqual({
            status: 200,
            body: { status: 'degraded', notify: 'down' },
          }),
        WAIT,
      )
      // Not ready meanwhile (decision 032): the 503 names the LISTEN among the failing checks.
      const ready = await app.request('/readyz')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({
        failing: expect.arrayContaining(['listen']),
        checks: { listen: { ok: false, detail: 'not listening for changes; reconnecting' } },
      })
      expect(logged(LEVEL.warn, 'database notifications lost')).toHaveLength(1)

      // A correction nobody hears about: the entry still stands in the cache, well within its 60 s max-age.
      await database.execute(`UPDATE articles SET title = 'Corrected title' WHERE id = 'story'`)
      expect(cache.has(path)).toBe(true)
      clock += UNHEARD_MAX_AGE_MS + 1_000
      expect(await title()).toBe('Corrected title')
      // Answers are still cached meanwhile, for a short while.
      const before = cache.stats().hits
      expect(await title()).toBe('Corrected title')
      expect(cache.stats().hits).toBe(before + 1)
    } finally {
      await allowConnections(true)
    }

    await vi.waitFor(
      async () => expect(await health()).toEqual({ status: 200, body: { status: 'ok' } }),
      WAIT,
    )
    // Whatever was cached while deaf is gone, and open pages are told to re-read.
    expect(cache.has(path)).toBe(false)
    await readUntil('event: resync')
    await database.execute(`UPDATE articles SET title = 'Live again' WHERE id = 'story'`)
    await readUntil('"id":"story"')
    await reader.cancel()
    expect(events).toContain('data: {"op":"UPDATE","id":"story"}')
    expect(await title()).toBe('Live again')
    expect(logged(LEVEL.info, 'database notifications restored')).toHaveLength(1)
  })

  it('notices a connection that went silent (a failover dropping packets) and listens on a new one', async () => {
    lines.length = 0
    const direct = new URL(testDb.url ?? '')
    const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432))
    const proxied = new URL(direct)
    proxied.host = `127.0.0.1:${proxy.port}`
    const viaProxy = await openDatabase({
      url: proxied.toString(),
      dataDir: 'unused',
      logger,
      listenTiming: { heartbeatMs: 200, timeoutMs: 1_000 },
    })
    try {
      const received: (string | null)[] = []
      await viaProxy.listen('articles_changed', (payload) => received.push(payload))
      proxy.freezeOpenConnections()

      // No error, no end: only the heartbeat can tell. Then a new connection listens again.
      await vi.waitFor(() => expect(received).toContain(null), WAIT)
      await createArticles(database.db, [
        { id: 'after-freeze', slug: 'after-freeze', title: 'After the freeze' },
      ])
      await vi.waitFor(
        () =>
          expect(received.map((p) => p && JSON.parse(p))).toContainEqual({
            op: 'INSERT',
            id: 'after-freeze',
          }),
        WAIT,
      )
      const [lost] = logged(LEVEL.warn, 'database notifications lost')
      expect(lost?.err).toMatchObject({ message: expect.stringContaining('heartbeat') })
    } finally {
      await viaProxy.close()
      await proxy.close()
    }
  })

  it('starts listening once the database accepts connections when it did not at first (a failover at startup)', async () => {
    lines.length = 0
    await allowConnections(false)
    let later: Database | undefined
    try {
      later = await openDatabase({ url: testDb.url, dataDir: 'unused', logger })
      const received: (string | null)[] = []
      // Subscribing does not fail: the subscription waits for the database, reported as not listening.
      await later.listen('articles_changed', (payload) => received.push(payload))
      expect(later.isListening()).toBe(false)
      expect(logged(LEVEL.warn, 'database notifications lost')).toHaveLength(1)
      await allowConnections(true)
      await vi.waitFor(() => expect(later?.isListening()).toBe(true), WAIT)
      await createArticles(database.db, [{ id: 'late', slug: 'late', title: 'Late listener' }])
      await vi.waitFor(
        () => expect(received.map((p) => p && JSON.parse(p))).toContainEqual({ op: 'INSERT', id: 'late' }),
        WAIT,
      )
    } finally {
      await allowConnections(true)
      await later?.close()
    }
  })
})
