import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakePublisher, startFakePublisher } from '../support/fake-publisher'
import {
  createFaultDatabase,
  type FaultDatabase,
  freePort,
  postgresUrl,
  SERVER_ENTRY,
  type ServerProcess,
  signIn,
  startProcess,
  until,
  WORKER_ENTRY,
} from './support/process'

// Issue "faults", item 7: two web instances (RUN_WORKER=false) and one worker process on one PostgreSQL
// database. Both serve; what one instance (or the worker) writes empties the other's response cache at once
// (NOTIFY); the scheduled job runs once per schedule, not once per process.

if (!postgresUrl) {
  console.warn(
    'two-instances: TEST_DATABASE_URL is unset; several processes on one database need PostgreSQL, skipped',
  )
}

interface ArticleItem {
  id: string
  title: string
}

describe.skipIf(!postgresUrl)('two web instances and a worker on one PostgreSQL database', () => {
  let publisher: FakePublisher
  let db: FaultDatabase
  const processes: ServerProcess[] = []

  beforeAll(async () => {
    publisher = await startFakePublisher()
    db = await createFaultDatabase('postgres')
  })
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()))
    await db?.drop()
    await publisher?.close()
  })

  it('both serve, each sees the other’s changes at once, and the scheduled job runs once', async () => {
    const common = {
      ...db.settings,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'fault-password',
      ALLOW_PRIVATE_FEED_HOSTS: 'true',
      FEED_SCHEDULE: '* * * * *',
    }
    const web = { ...common, RUN_WORKER: 'false' }
    const a = startProcess(SERVER_ENTRY, web, { port: await freePort() })
    processes.push(a)
    await a.ready()
    const b = startProcess(SERVER_ENTRY, web, { port: await freePort() })
    const worker = startProcess(WORKER_ENTRY, common, { port: await freePort() })
    processes.push(b, worker)
    await b.ready()
    await worker.waitForLog((line) => line.msg === 'worker started', 90_000)
    const workerStarted = Date.now()

    const list = async (instance: ServerProcess) => {
      const res = await fetch(`${instance.url}/api/articles?limit=50`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { articles: ArticleItem[] }).articles
    }
    // Both serve; B has the empty list in its cache.
    expect(await list(a)).toEqual([])
    expect(await list(b)).toEqual([])
    expect(await list(b)).toEqual([])

    // Through A: a feed source and a run, which the worker does.
    const admin = await signIn(a.url, 'admin@example.com', 'fault-password')
    const added = await fetch(`${a.url}/api/admin/feed-sources`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Frag', url: `${publisher.url}/fixtures/frag-report.xml`, game: null }),
    })
    expect(added.status).toBe(201)
    const queued = await fetch(`${a.url}/api/admin/process-feeds`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ maxPerFeed: 50 }),
    })
    expect(queued.status).toBe(202)
    await worker.waitForLog((line) => line.msg === 'feeds processed', 60_000)
    const feedRun = await until(
      async () => ((await list(b)).length === 10 ? true : undefined),
      30_000,
      "the worker's articles on B",
    )

    // An edit through A, on an article B has in its cache.
    const [first] = await list(b)
    expect(first).toBeDefined()
    const edited = await fetch(`${a.url}/api/admin/articles/${first!.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ title: 'Edited through instance A' }),
    })
    expect(edited.status).toBe(200)
    const edit = await until(
      async () =>
        (await list(b)).some((article) => article.title === 'Edited through instance A') ? true : undefined,
      30_000,
      "A's edit on B",
    )

    // The schedule (every minute) makes one job per minute, done once, by the worker alone.
    const scheduled = () =>
      db.query<{ minute: string; jobs: number }>(
        `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS jobs
         FROM pgboss.job WHERE name = 'process-feeds' AND data = '{}'::jsonb GROUP BY 1 ORDER BY 1`,
      )
    await until(
      async () => ((await scheduled()).length > 0 ? true : undefined),
      Math.max(5_000, 100_000 - (Date.now() - workerStarted)),
      'a scheduled run',
    )
    await until(
      async () =>
        worker.logs.filter((line) => line.msg === 'feeds processed').length >= 2 ? true : undefined,
      60_000,
      'the scheduled run done',
    )
    for (const row of await scheduled()) expect(row.jobs, row.minute).toBe(1)
    const jobs = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'process-feeds' AND state = 'completed'`,
    )
    const runs = worker.logs.filter((line) => line.msg === 'feeds processed').length
    expect(runs).toBe(jobs[0]?.n)
    for (const instance of [a, b]) {
      expect(
        instance.logs.filter((line) => line.msg === 'feeds processed' || line.msg === 'job done'),
      ).toEqual([])
    }
    const [dupes] = await db.query<{ n: number }>(
      'SELECT count(*) - count(DISTINCT original_url) AS n FROM articles',
    )
    expect(Number(dupes?.n)).toBe(0)
    console.info(
      `two-instances: the worker's feed run seen on B in ${feedRun.seconds.toFixed(1)} s, A's edit on B in ` +
        `${edit.seconds.toFixed(1)} s; scheduled runs ${runs - 1} (one per minute), duplicates 0`,
    )
  }, 300_000)
})
