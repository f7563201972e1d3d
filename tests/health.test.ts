import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type JobDefinition, startWorker, type Worker } from '#server/jobs/boss'
import { deferredQueue } from '#server/jobs/queue'
import { createLogger } from '#server/logger'
import type { Runtime } from '#server/server'
import type { Readiness } from '#shared/schemas/admin'
import { createTestApp } from './support/app'
import { signedInHeaders } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// Decision 032: /healthz is liveness (the process answers, no database call); /readyz is readiness and answers
// 503 naming each failing check; the admin dashboard shows the same checks.

/** A job with a cron schedule, so the schedules check has something to find. */
const nightly: JobDefinition = { name: 'readiness-nightly', schedule: '0 3 * * *', run: async () => null }

const readyz = async (app: { request: (path: string) => Response | Promise<Response> }) => {
  const res = await app.request('/readyz')
  return { status: res.status, body: (await res.json()) as Readiness }
}

describe.each(testDrivers)('health and readiness on $name', { timeout: 120_000 }, (driver) => {
  let testDb: TestDatabase
  let worker: Worker
  let runtime: Runtime

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    const { env, auth, ai } = createTestApp(testDb.database)
    runtime = { env, auth, ai, database: testDb.database, logger: createLogger('silent') }
    worker = await startWorker(runtime, [nightly])
  }, 120_000)
  afterAll(async () => {
    await worker?.stop()
    await testDb?.drop()
  })

  it('is ready with the database, the migrations, the LISTEN, the queue and its schedules all in order', async () => {
    const { app } = createTestApp(testDb.database, { queue: worker })
    const res = await app.request('/readyz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      status: 'ready',
      failing: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        listen: { ok: true },
        jobQueue: { ok: true },
        schedules: { ok: true },
      },
    })
    const live = await app.request('/healthz')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
  })

  it('is not ready while the job queue is starting, and says so', async () => {
    const { app } = createTestApp(testDb.database, { queue: deferredQueue(new Promise(() => {})) })
    const { status, body } = await readyz(app)
    expect(status).toBe(503)
    expect(body.failing).toEqual(['jobQueue', 'schedules'])
    expect(body.checks.jobQueue).toEqual({ ok: false, detail: 'starting' })
  })

  it('is not ready when the job queue failed to start, naming the cause; sends fail at once', async () => {
    // A queue schema pg-boss cannot migrate from: its start fails, as it would on a damaged database.
    const broken = await createTestDatabase(driver)
    try {
      await broken.database.execute(
        'CREATE SCHEMA pgboss; CREATE TABLE pgboss.version (version int, maintained_on timestamptz, cron_on timestamptz); INSERT INTO pgboss.version VALUES (1, null, null)',
      )
      const started = startWorker({ ...runtime, database: broken.database }, [nightly])
      const queue = deferredQueue(started)
      await expect(started).rejects.toThrow()
      const { app } = createTestApp(broken.database, { queue })
      const { status, body } = await readyz(app)
      expect(status).toBe(503)
      expect(body.status).toBe('not ready')
      expect(body.failing).toEqual(['jobQueue', 'schedules'])
      expect(body.checks.jobQueue.detail).toMatch(/^failed: \S/)
      // The failed start leaves the database usable: the site keeps serving.
      expect(body.checks.database).toEqual({ ok: true })
      await expect(queue.send(nightly.name, {})).rejects.toThrow(/The job queue failed to start/)
      // Liveness is not readiness: the process answers, so it is not restarted for a queue it cannot start.
      expect((await app.request('/healthz')).status).toBe(200)
    } finally {
      await broken.drop()
    }
  })

  it('is not ready when a schedule is missing or a migration is pending', async () => {
    const { app } = createTestApp(testDb.database, { queue: worker })
    await worker.boss.unschedule(nightly.name)
    try {
      const { status, body } = await readyz(app)
      expect(status).toBe(503)
      expect(body.failing).toEqual(['schedules'])
      expect(body.checks.schedules).toEqual({ ok: false, detail: `not registered: ${nightly.name}` })
    } finally {
      await worker.boss.schedule(nightly.name, nightly.schedule!, {}, { tz: 'UTC' })
    }

    const { rows } = await testDb.database.execute(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
    )
    try {
      const { status, body } = await readyz(app)
      expect(status).toBe(503)
      expect(body.failing).toEqual(['migrations'])
      expect(body.checks.migrations).toEqual({ ok: false, detail: '1 pending' })
    } finally {
      await testDb.database.execute(
        'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)',
        [rows[0]!.hash, rows[0]!.created_at],
      )
    }
    expect((await readyz(app)).status).toBe(200)
  })

  it('shows the same checks on the admin dashboard', async () => {
    const { app, auth, env } = createTestApp(testDb.database)
    const headers = await signedInHeaders(app, auth, testDb.database.db, env.SITE_URL, {
      email: 'health-admin@example.com',
      role: 'admin',
    })
    const res = await app.request('/api/admin/overview', { headers })
    expect(res.status).toBe(200)
    const { health } = (await res.json()) as { health: Readiness }
    // This app was built without a queue: the dashboard says so, as /readyz does.
    expect(health).toEqual((await readyz(app)).body)
    expect(health.failing).toEqual(['jobQueue', 'schedules'])
  })

  it('answers liveness without the database, and readiness 503 naming the database', async () => {
    const other = await createTestDatabase(driver)
    const { app } = createTestApp(other.database, { queue: worker })
    await other.drop()
    const live = await app.request('/healthz')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    const { status, body } = await readyz(app)
    expect(status).toBe(503)
    expect(body.failing).toEqual(['database', 'migrations', 'schedules'])
    expect(body.checks.migrations).toEqual({ ok: false, detail: 'unknown: the database does not answer' })
  })
})
