import { existsSync } from 'node:fs'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImageProxy } from '#server/services/image-proxy'
import { TINY_PNG } from '../support/fake-publisher'
import { type FakeServer, startFakeServer } from '../support/fake-server'
import { openEventReader } from '../support/sse'
import {
  createFaultDatabase,
  faultDrivers,
  freePort,
  killAllProcesses,
  postgresUrl,
  SERVER_ENTRY,
  type ServerProcess,
  startProcess,
  until,
  WORKER_ENTRY,
} from './support/process'

// Issue #19 item 1 (decision 029): SIGTERM while requests are in flight and a reader follows /api/realtime. Every
// request is answered, the reader is told to reconnect, the database closes, the process logs "stopped" and exits 0.
// The slow requests are real ones: images through the image proxy from a publisher that takes its time to answer.

const AUTH_SECRET = 'shutdown-test-secret-0123456789abcdef'
const SLOW_REQUESTS = 20
/** How long the fake publisher takes to send each image: the requests are still in flight at SIGTERM. */
const UPSTREAM_DELAY_MS = 2_000

if (!postgresUrl) console.warn('shutdown: TEST_DATABASE_URL is unset, so the PostgreSQL variants are skipped')

/** A publisher whose images take `delayMs` to arrive (or never, with Infinity). */
function slowImages(delayMs: number): Promise<FakeServer> {
  return startFakeServer(async (_req, res) => {
    if (delayMs === Number.POSITIVE_INFINITY) return
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(TINY_PNG.length) })
    res.end(TINY_PNG)
  })
}

/** The signed /img address of image `n` of the publisher, as the site's own pages carry it. */
function imagePath(server: ServerProcess, publisher: FakeServer, n: number): string {
  return createImageProxy(AUTH_SECRET, server.url).url(`${publisher.url}/slow/${n}.png`)
}

/** The exit code once the process has exited AND its output is read to the end ('close', not 'exit': a log line
 * written just before the exit, through `npm run`'s pipe, can still be in flight at 'exit'). A process killed by
 * a signal answers the signal's name, so a failure says which. */
async function exitCode(server: ServerProcess): Promise<number | string | null> {
  const { child } = server
  if (
    child.stdout?.readable ||
    child.stderr?.readable ||
    (child.exitCode === null && child.signalCode === null)
  )
    await once(child, 'close')
  return child.exitCode ?? child.signalCode
}

/**
 * The process logged "stopped" and nothing after it. By the lines' times, not their order on the pipe: pino writes
 * asynchronously, and a line written in the same millisecond as the one before it has arrived first (CI, the
 * worker: "stopped" read before "shutting down").
 */
function expectStoppedLast(process: ServerProcess) {
  const stopped = process.logs.find((line) => line.msg === 'stopped')
  expect(stopped, JSON.stringify(process.logs.slice(-4))).toBeDefined()
  const later = process.logs.filter((line) => Number(line.time) > Number(stopped?.time))
  expect(later).toEqual([])
}

function settingsFor(db: { settings: Record<string, string> }, more: Record<string, string> = {}) {
  return {
    ...db.settings,
    SEED_DEMO: 'false',
    AUTH_SECRET,
    ALLOW_PRIVATE_FEED_HOSTS: 'true',
    LIVE_POLL_SECONDS: '0',
    ...more,
  }
}

describe('graceful shutdown', () => {
  let publisher: FakeServer
  beforeAll(async () => {
    publisher = await slowImages(UPSTREAM_DELAY_MS)
  })
  afterAll(async () => {
    await killAllProcesses()
    await publisher?.close()
  })

  it.each(faultDrivers)(
    'on %s: SIGTERM during 20 slow requests and an open event stream answers them all, then exits 0',
    async (driver) => {
      const db = await createFaultDatabase(driver)
      try {
        const server = startProcess(SERVER_ENTRY, settingsFor(db), { port: await freePort() })
        await server.ready()
        await server.waitForLog((line) => line.msg === 'job queue started')
        const stream = await openEventReader(
          { request: (path) => fetch(`${server.url}${path}`) },
          '/api/realtime',
        )
        publisher.requests.length = 0
        const answers = Array.from({ length: SLOW_REQUESTS }, (_, n) =>
          fetch(`${server.url}${imagePath(server, publisher, n)}`).then(
            async (res) => ({ status: res.status, bytes: (await res.arrayBuffer()).byteLength }),
            (error: unknown) => ({ status: 0, bytes: 0, error: String(error) }),
          ),
        )
        // Every request has reached the publisher: all 20 are in flight.
        await until(
          async () => (publisher.requests.length >= SLOW_REQUESTS ? true : undefined),
          30_000,
          'requests',
        )
        const reconnect = stream.next('reconnect')
        const signalled = performance.now()
        server.child.kill('SIGTERM')
        const code = await exitCode(server)
        const exitMs = Math.round(performance.now() - signalled)
        const results = await Promise.all(answers)
        const answered = results.filter((r) => r.status === 200 && r.bytes === TINY_PNG.length).length
        const reconnectEvent = await reconnect.then(
          () => true,
          () => false,
        )
        console.log(
          `shutdown on ${driver}: ${answered}/${SLOW_REQUESTS} answered 200, reconnect event ${reconnectEvent ? 'received' : 'missing'}, exit code ${code}, ${exitMs} ms from SIGTERM to exit`,
        )
        expect(results).toEqual(results.map(() => ({ status: 200, bytes: TINY_PNG.length })))
        expect(reconnectEvent).toBe(true)
        expect(code).toBe(0)
        const messages = server.logs.map((line) => line.msg)
        expect(messages).toContain('shutting down')
        expectStoppedLast(server)
        // Closed and unlocked: the data is readable by another process at once.
        expect(await db.query('SELECT count(*)::int AS n FROM articles')).toEqual([{ n: 0 }])
      } finally {
        await killAllProcesses()
        await db.drop()
      }
    },
    180_000,
  )

  it('cuts what is still unanswered at SHUTDOWN_GRACE_MS and still exits 0; a second signal exits at once', async () => {
    const stalled = await slowImages(Number.POSITIVE_INFINITY)
    const db = await createFaultDatabase('pglite')
    try {
      const settings = settingsFor(db, { SHUTDOWN_GRACE_MS: '1000' })
      const first = startProcess(SERVER_ENTRY, settings, { port: await freePort() })
      await first.ready()
      const hanging = fetch(`${first.url}${imagePath(first, stalled, 1)}`).catch(() => 'cut')
      await until(async () => (stalled.requests.length ? true : undefined), 30_000, 'request')
      first.child.kill('SIGTERM')
      expect(await exitCode(first)).toBe(0)
      expect(await hanging).toBe('cut')
      expect(first.logs.find((line) => line.msg?.startsWith('grace period over'))).toMatchObject({
        unanswered: 1,
      })
      expectStoppedLast(first)

      // The same data directory, restarted: the lock was released. Now a long grace and two signals.
      const second = startProcess(
        SERVER_ENTRY,
        { ...settings, SHUTDOWN_GRACE_MS: '60000' },
        { port: await freePort() },
      )
      await second.ready()
      const stuck = fetch(`${second.url}${imagePath(second, stalled, 2)}`).catch(() => 'cut')
      await until(async () => (stalled.requests.length >= 2 ? true : undefined), 30_000, 'request')
      second.child.kill('SIGTERM')
      await second.waitForLog((line) => line.msg === 'shutting down')
      second.child.kill('SIGTERM')
      expect(await exitCode(second)).toBe(1)
      expect(await stuck).toBe('cut')
      expect(second.logs.map((line) => line.msg)).toContain('second signal during shutdown: exiting at once')
    } finally {
      await killAllProcesses()
      await stalled.close()
      await db.drop()
    }
  }, 180_000)

  it.skipIf(!postgresUrl)(
    'npm run worker passes SIGTERM to node: the worker logs "stopped" and exits 0',
    async () => {
      const db = await createFaultDatabase('postgres')
      try {
        // npm run worker runs the build (decision 030): `npm run validate` builds before the tests.
        if (!existsSync('dist/node/worker.js'))
          throw new Error('dist/node/worker.js is missing: run npm run build')
        const worker = startProcess(WORKER_ENTRY, settingsFor(db), { npmScript: 'worker' })
        await worker.waitForLog((line) => line.msg === 'worker started', 90_000)
        worker.child.kill('SIGTERM')
        expect(await exitCode(worker)).toBe(0)
        expectStoppedLast(worker)
      } finally {
        await killAllProcesses()
        await db.drop()
      }
    },
    180_000,
  )
})
