import { Agent, request as httpRequest } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { LoadResult } from './load-worker'
import { runLoadWorker, startServer, table, withBenchDatabase } from './support'

// Abuse: what one client can do to everyone else, on the built server (`npm run build` first), on PostgreSQL (a
// throwaway database on BENCH_DATABASE_URL or TEST_DATABASE_URL's server; skipped when neither is set) and PGlite,
// each with the demo data, behind a "proxy" (TRUST_PROXY=true, the client's address in X-Forwarded-For).
//  (a) Unique-URL floods from one address (autocannon in a child process, every request a new address):
//      junk parameters on /news (?x=1, ?x=2, …) and a parameter the page reads (/chat?question=1, …). Meanwhile a
//      second client reads a cached article one request at a time; its p50/p99 are printed next to the same
//      reader's on an idle server.
//  (b) The parallel sign-in attack: 40 wrong passwords at once against the admin account as JSON, then 40 as a
//      form against another account, each from its own address; then the admin's right password, form-encoded,
//      from a third address while the admin account should be locked. "evaluated" counts the answers that checked a password (not 429).
//   node --import tsx bench/abuse.ts [--duration 10] [--connections 50] [--db postgres,pglite]
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
if (!(duration > 0) || !(connections > 0)) throw new Error('bad --duration/--connections')
const databases = values.db.split(',').map((name) => name.trim())

const ADMIN_EMAIL = 'abuse-bench@example.com'
const ADMIN_PASSWORD = 'abuse-bench-password'
const FLOODER = '198.51.100.66'
const READER = '203.0.113.7'

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/**
 * One GET on a kept-alive socket, as a reader's browser would; its status ("error" when the connection failed)
 * and milliseconds.
 */
function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number | 'error'; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 'error', ms: performance.now() - started })
    httpRequest(url, { headers, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      response.on('error', failed)
    })
      .on('error', failed)
      .end()
  })
}

/** Reads `url` one request after another until `done` resolves; the latencies' p50 and p99. */
async function readWhile(url: string, done: Promise<unknown>) {
  let over = false
  void done.finally(() => {
    over = true
  })
  const times: number[] = []
  const statuses: Record<string, number> = {}
  while (!over) {
    const { status, ms } = await timedGet(url, { 'accept-encoding': 'gzip', 'x-forwarded-for': READER })
    times.push(ms)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN
  return { p50: at(0.5), p99: at(0.99), count: times.length, statuses }
}

function flood(url: string, unique: string): Promise<LoadResult> {
  const args = ['--url', url, '--unique', unique]
  args.push('--duration', String(duration), '--connections', String(connections))
  args.push('--header', `x-forwarded-for:${FLOODER}`, '--header', 'accept-encoding:gzip')
  return runLoadWorker(args)
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-')
const statusList = (status: Record<string, number>) =>
  Object.entries(status)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ')

async function signIn(baseURL: string, email: string, password: string, from: string, as: 'json' | 'form') {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      origin: baseURL,
      'x-forwarded-for': from,
      'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body:
      as === 'json'
        ? JSON.stringify({ email, password })
        : new URLSearchParams({ email, password }).toString(),
  })
  await response.arrayBuffer()
  return response.status
}

async function bench(label: string, env: Record<string, string>) {
  console.log(`${label}: starting the server`)
  const server = await startServer(
    {
      SEED_DEMO: 'true',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
    '/',
    'inherit',
  )
  const floodRows: Record<string, string | number>[] = []
  const signInRows: Record<string, string | number>[] = []
  try {
    const { articles } = (await (await fetch(`${server.baseURL}/api/articles?limit=1`)).json()) as {
      articles: { slug: string }[]
    }
    const slug = articles[0]?.slug
    if (!slug) throw new Error('the demo data has no articles')
    const article = `${server.baseURL}/news/${slug}`
    // Cached before anything starts.
    await timedGet(article, { 'accept-encoding': 'gzip', 'x-forwarded-for': READER })

    const idleDone = new Promise((resolve) => setTimeout(resolve, duration * 1000))
    const idle = await readWhile(article, idleDone)
    floodRows.push({
      db: label,
      flood: 'none (idle)',
      'flood req/s': '-',
      'flood answers': '-',
      'article p50 ms': ms(idle.p50),
      'article p99 ms': ms(idle.p99),
      'article reads': `${idle.count}: ${statusList(idle.statuses)}`,
    })
    for (const [name, path, unique] of [
      ['/news?x={n} (junk)', '/news', 'x'],
      ['/chat?question={n}', '/chat', 'question'],
    ] as const) {
      const running = flood(server.baseURL + path, unique)
      const reader = await readWhile(article, running)
      const result = await running
      floodRows.push({
        db: label,
        flood: name,
        'flood req/s': Math.round(result.rps),
        'flood answers': statusList(result.status) || `${result.failures.errors} errors`,
        'article p50 ms': ms(reader.p50),
        'article p99 ms': ms(reader.p99),
        'article reads': `${reader.count}: ${statusList(reader.statuses)}`,
      })
      console.log(`${label}: ${name} done`)
      // Let the flooder's budget window pass so the next flood starts from nothing.
      await new Promise((resolve) => setTimeout(resolve, 11_000))
    }

    for (const [as, from, email] of [
      ['json', '192.0.2.10', ADMIN_EMAIL],
      // Another account (one no one holds: the password is still hashed), so the admin's lock does not hide it.
      ['form', '192.0.2.11', 'someone-else@example.com'],
    ] as const) {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => signIn(server.baseURL, email, 'wrong-password', from, as)),
      )
      const count: Record<string, number> = {}
      for (const status of statuses) count[status] = (count[status] ?? 0) + 1
      signInRows.push({
        db: label,
        attack: `40 parallel wrong passwords, ${as === 'json' ? 'JSON, admin account' : 'form-encoded, another account'}`,
        evaluated: statuses.filter((status) => status !== 429).length,
        refused: count[429] ?? 0,
        answers: statusList(count),
      })
    }
    const right = await signIn(server.baseURL, ADMIN_EMAIL, ADMIN_PASSWORD, '192.0.2.12', 'form')
    signInRows.push({
      db: label,
      attack: 'then the admin password, form-encoded, from a third address',
      evaluated: right === 429 ? 0 : 1,
      refused: right === 429 ? 1 : 0,
      answers: `${right}${right === 200 ? ' (signed in past the lock)' : ''}`,
    })
  } finally {
    await server.stop()
  }
  return { floodRows, signInRows }
}

const loadBefore = loadavg()[0]!
const floodRows: Record<string, string | number>[] = []
const signInRows: Record<string, string | number>[] = []
for (const database of databases) {
  const result = await withBenchDatabase(database, 'abuse', bench)
  floodRows.push(...(result?.floodRows ?? []))
  signInRows.push(...(result?.signInRows ?? []))
}
agent.destroy()
console.log(
  `(a) ${connections} connections from ${FLOODER} for ${duration} s, each request a new address; one reader at ` +
    `${READER} reads a cached article one request at a time meanwhile (and for ${duration} s on the idle server). ` +
    `${cpus().length} CPUs, 1-min load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after ` +
    '(other processes skew the numbers)',
)
table(floodRows)
console.log('(b) sign-in attacks on the admin account; evaluated = answers that checked a password (not 429)')
table(signInRows)
