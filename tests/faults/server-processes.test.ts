import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createFaultDatabase,
  type FaultDatabase,
  freePort,
  killAllProcesses,
  type LogLine,
  postgresUrl,
  SERVER_ENTRY,
  type ServerProcess,
  startProcess,
  until,
} from './support/process'

// Decision 048: WEB_CONCURRENCY server processes under one primary, on one PostgreSQL database. Both answer on the
// one port, one runs the jobs, /metrics counts what each answered, a process killed with -9 is replaced while the
// other serves, SIGTERM stops them all cleanly, and a first process that cannot start ends the primary.

if (!postgresUrl) {
  console.warn(
    'server-processes: TEST_DATABASE_URL is unset; several server processes need PostgreSQL, skipped',
  )
}

const METRICS_TOKEN = 'a-metrics-token-for-the-fault-test'

/** One GET on a new connection (no keep-alive), so the primary hands each to the next process. */
function getOnce(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject).end()
  })
}

const listening = (line: LogLine) => typeof line.msg === 'string' && line.msg.includes(' is listening on ')
const pidsListening = (server: ServerProcess) => server.logs.filter(listening).map((line) => Number(line.pid))

describe.skipIf(!postgresUrl)('several server processes on one PostgreSQL database', () => {
  let db: FaultDatabase
  let server: ServerProcess

  beforeAll(async () => {
    db = await createFaultDatabase('postgres')
    server = startProcess(
      SERVER_ENTRY,
      { ...db.settings, SEED_DEMO: 'false', WEB_CONCURRENCY: '2', METRICS_TOKEN, SHUTDOWN_GRACE_MS: '5000' },
      { port: await freePort() },
    )
    await until(async () => (pidsListening(server).length === 2 ? true : undefined), 90_000, 'two processes')
  })
  afterAll(async () => {
    await killAllProcesses()
    await db?.drop()
  })

  it('answers from both processes on one port, runs the jobs in one, and counts both in /metrics', async () => {
    const pids = pidsListening(server)
    expect(new Set(pids).size).toBe(2)
    const queues = await until(
      async () => {
        const lines = server.logs.filter((line) => line.msg === 'job queue started')
        return lines.length === 2 ? lines : undefined
      },
      30_000,
      'both job queues',
    )
    // Every process can send jobs; only the first works on them.
    expect(queues.value.map((line) => (line.jobs as string[]).length > 0).sort()).toEqual([false, true])

    // Which process accepts a connection is the kernel's choice: ask in fours until both have answered.
    const before = server.logs.length
    const servedBy = () =>
      new Set(
        server.logs
          .slice(before)
          .filter((line) => line.path === '/api/articles')
          .map((line) => line.pid),
      )
    let sent = 0
    while (servedBy().size < 2 && sent < 200) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => getOnce(`${server.url}/api/articles?limit=1`)),
      )
      sent += answers.length
      for (const answer of answers) expect(answer.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(servedBy()).toEqual(new Set(pids))

    // A scrape reaches one process; it counts the requests both answered.
    const scrape = await getOnce(`${server.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` })
    expect(scrape.status).toBe(200)
    const counted =
      /^bo5_http_requests_total\{method="GET",route="\/api\/articles",status="200"\} (\d+)$/m.exec(
        scrape.body,
      )
    expect(Number(counted?.[1])).toBe(sent)
  }, 60_000)

  it('replaces a process killed with -9 while the other keeps answering', async () => {
    const jobsLine = server.logs.find(
      (line) => line.msg === 'job queue started' && (line.jobs as string[]).length,
    )
    const victim = Number(jobsLine?.pid)
    const [survivor] = pidsListening(server).filter((pid) => pid !== victim)
    process.kill(victim, 'SIGKILL')
    for (let i = 0; i < 6; i++) expect((await getOnce(`${server.url}/healthz`)).status).toBe(200)
    await server.waitForLog(
      (line) => line.msg === 'a server process exited: starting another' && line.pid === victim,
    )
    const replaced = await until(
      async () => {
        const fresh = pidsListening(server).filter((pid) => pid !== victim && pid !== survivor)
        return fresh.length === 1 ? fresh[0] : undefined
      },
      60_000,
      'a new process listening',
    )
    // The replacement takes the jobs over.
    const queue = await server.waitForLog(
      (line) => line.msg === 'job queue started' && line.pid === replaced.value,
    )
    expect((queue.jobs as string[]).length).toBeGreaterThan(0)
    expect((await getOnce(`${server.url}/api/articles?limit=1`)).status).toBe(200)
  }, 120_000)

  it('stops every process cleanly on SIGTERM and exits 0', async () => {
    const alive = pidsListening(server).slice(-2)
    await server.stop()
    expect(server.child.exitCode).toBe(0)
    const stopped = server.logs.filter((line) => line.msg === 'stopped').map((line) => Number(line.pid))
    expect(stopped.sort()).toEqual([...alive].sort())
  }, 60_000)
})

describe.skipIf(!postgresUrl)('a primary whose first server process cannot start', () => {
  afterEach(killAllProcesses)

  it('exits with that process’s failure instead of starting it again and again', async () => {
    const closed = await freePort()
    const server = startProcess(
      SERVER_ENTRY,
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/bo5`,
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        WEB_CONCURRENCY: '2',
      },
      { port: await freePort() },
    )
    await new Promise((resolve) => server.child.once('exit', resolve))
    expect(server.child.exitCode).toBe(1)
    expect(server.logs.filter((line) => line.msg === 'a server process exited: starting another')).toEqual([])
    expect(server.logs.filter(listening)).toEqual([])
  }, 90_000)
})
