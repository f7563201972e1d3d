import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_OPTIONS } from '#server/db/client'
import {
  childPids,
  findDemoPages,
  runLoadWorker,
  type StartedServer,
  startServer,
  table,
  withBenchDatabase,
} from './support'

// Memory (issue 16 item 5): the resident memory of the built server (`npm run build` first) as `npm start` runs it
// (worker in the process, response cache on, demo data), on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL;
// skipped when neither is set) and on PGlite: idle after the first start (migrations and demo seed), idle after a
// restart on the same database, at the end of --minutes of a mixed load (every page of the sitemaps, searches and
// API reads, in turn on each connection), and idle again after it. RSS and its peak (VmHWM) come from
// /proc/<pid>/status; the JS heap, external memory and the response cache from /metrics (METRICS_TOKEN, as an
// operator would scrape it). PGlite's own share: a process of its own opening the same data directory with the
// server's options (PGLITE_OPTIONS), its RSS before and after, and the Emscripten heap (WebAssembly memory) it holds.
//   node --import tsx bench/memory.ts [--minutes 10] [--connections 10] [--settle 30] [--db postgres,pglite]
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    settle: { type: 'string', default: '30' },
    db: { type: 'string', default: 'postgres,pglite' },
    'pglite-alone': { type: 'string' },
  },
})

const MB = 1024 * 1024

/**
 * VmRSS, RssAnon and VmHWM of a process, in MB, with those of the processes it started that are still running (a
 * primary's server processes, decision 048: their peaks added up, an upper bound of the peak of the whole).
 */
function procStatus(pid: number | undefined | 'self'): { rss: number; anon: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN)
  const own = { rss: kB('VmRSS') / 1024, anon: kB('RssAnon') / 1024, peak: kB('VmHWM') / 1024 }
  if (pid === 'self') return own
  return childPids(pid)
    .map((child) => procStatus(child))
    .reduce(
      (sum, child) => ({
        rss: sum.rss + child.rss,
        anon: sum.anon + child.anon,
        peak: sum.peak + child.peak,
      }),
      own,
    )
}

/** The resident part of the mapping of exactly `bytes` (the WebAssembly memory), from /proc/self/smaps, in MB. */
function residentOfMapping(bytes: number): number {
  const kB = bytes / 1024
  let size = -1
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line)
    if (head) size = (Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16)) / 1024
    else if (size === kB && line.startsWith('Rss:')) return Number(line.split(/\s+/)[1]) / 1024
  }
  return Number.NaN
}

interface PgliteAlone {
  /** RSS (MB) of node with PGlite's module loaded, and after the database is open and read. */
  before: number
  after: number
  /** The Emscripten heap (WebAssembly memory) reserved, and how much of it is resident, MB. */
  heap: number
  heapResident: number
  settings: string
}

if (values['pglite-alone']) {
  // A process of its own: node with PGlite's module loaded, then the database open and read as the site reads it.
  const before = procStatus('self')
  const client = await PGlite.create(values['pglite-alone'], PGLITE_OPTIONS)
  for (const name of ['articles', 'teams', 'players', 'matches', 'tournaments'])
    await client.query(`SELECT * FROM ${name}`)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = procStatus('self')
  const heap = (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? Number.NaN
  const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
    "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'maintenance_work_mem')",
  )
  const output: PgliteAlone = {
    before: before.rss,
    after: after.rss,
    heap: heap / MB,
    heapResident: residentOfMapping(heap),
    settings: settings.rows
      .map((row) => `${row.name}=${row.setting}${row.unit ? ` × ${row.unit}` : ''}`)
      .join(' '),
  }
  await client.close()
  process.stdout.write(`${JSON.stringify(output)}\n`)
  process.exit(0)
}

const minutes = Number(values.minutes)
const connections = Number(values.connections)
const settleMs = Number(values.settle) * 1000
if (!(minutes > 0) || !(connections > 0) || !(settleMs >= 0))
  throw new Error('bad --minutes/--connections/--settle')
const databases = values.db.split(',').map((name) => name.trim())
const METRICS_TOKEN = 'bench-memory-metrics-token'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (value: number) => (Number.isFinite(value) ? Math.round(value) : '-')

/** The gauges of /metrics this bench reads (bytes), by name. */
async function metrics(baseURL: string): Promise<Record<string, number>> {
  const response = await fetch(`${baseURL}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`)
  const gauges: Record<string, number> = {}
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z0-9_]+) ([0-9.e+-]+)$/.exec(line)
    if (match) gauges[match[1]!] = Number(match[2])
  }
  return gauges
}

async function sample(label: string, when: string, server: StartedServer, peakDuringLoad?: number) {
  const status = procStatus(server.child.pid)
  const gauges = await metrics(server.baseURL)
  return {
    database: label,
    when,
    'RSS MB': mb(status.rss),
    'anon MB': mb(status.anon),
    'peak RSS MB': mb(peakDuringLoad ?? status.peak),
    'JS heap used MB': mb((gauges.nodejs_heap_size_used_bytes ?? Number.NaN) / MB),
    'heap total MB': mb((gauges.nodejs_heap_size_total_bytes ?? Number.NaN) / MB),
    'external MB': mb((gauges.nodejs_external_memory_bytes ?? Number.NaN) / MB),
    'response cache': `${gauges.bo5_response_cache_entries ?? '-'} / ${mb((gauges.bo5_response_cache_bytes ?? Number.NaN) / MB)} MB`,
  }
}

/** Every page the sitemaps list (their paths), a few searches and API reads: what crawlers and readers ask for. */
async function mixedPaths(baseURL: string): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await fetch(baseURL + path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname,
    )
  const pages: string[] = []
  for (const sitemap of await locs('/sitemap.xml')) pages.push(...(await locs(sitemap)))
  const demo = await findDemoPages(baseURL)
  return [
    ...pages,
    demo.search,
    '/search?q=major',
    '/api/articles?limit=20',
    '/api/search?q=wolves&limit=8',
    '/api/matches?section=upcoming',
    '/news?page=2',
  ]
}

const rows: Record<string, string | number>[] = []
const loadBefore = loadavg()[0]!

async function bench(label: string, env: Record<string, string>) {
  // As `npm start` runs: the worker in the process, the response cache on.
  const serverEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'error', METRICS_TOKEN, NODE_ENV: 'production', ...env }
  console.log(`${label}: first start (migrations, demo seed)`)
  let server = await startServer(serverEnv)
  await sleep(settleMs)
  rows.push(await sample(label, 'idle after the first start', server))
  await server.stop()

  console.log(`${label}: restart`)
  server = await startServer(serverEnv)
  try {
    await sleep(settleMs)
    rows.push(await sample(label, 'idle after a restart', server))
    const paths = await mixedPaths(server.baseURL)
    console.log(
      `${label}: ${minutes} min of mixed load over ${paths.length} addresses, ${connections} connections`,
    )
    let peak = 0
    const pid = server.child.pid
    const watch = setInterval(() => {
      peak = Math.max(peak, procStatus(pid).rss)
    }, 1000)
    const args = [
      '--url',
      server.baseURL,
      '--duration',
      String(minutes * 60),
      '--connections',
      String(connections),
    ]
    for (const path of paths) args.push('--path', path)
    const load = await runLoadWorker(args).finally(() => clearInterval(watch))
    const answered = Object.entries(load.status)
      .map(([code, count]) => `${count} × ${code}`)
      .join(', ')
    rows.push({ ...(await sample(label, `end of ${minutes} min of load`, server, peak)), requests: answered })
    await sleep(settleMs)
    rows.push(await sample(label, `idle ${settleMs / 1000} s after the load`, server))
  } finally {
    await server.stop()
  }

  if (env.DATA_DIR) rows.push(await pgliteAlone(env.DATA_DIR))
}

/** PGlite's own share: a process of its own (this file with --pglite-alone) opening the same data directory. */
async function pgliteAlone(dataDir: string): Promise<Record<string, string | number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/memory.ts', '--pglite-alone', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`bench/memory.ts --pglite-alone exited with ${code}`)
  const alone = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as PgliteAlone
  return {
    database: 'PGlite alone',
    when: 'open, main tables read',
    'RSS MB': mb(alone.after),
    'PGlite share MB': mb(alone.after - alone.before),
    'WASM heap MB': `${mb(alone.heap)} (${mb(alone.heapResident)} resident)`,
    settings: alone.settings,
  }
}

for (const database of databases) await withBenchDatabase(database, 'memory', bench)
console.log(
  `\nServer as npm start runs it (worker in process, response cache on); load: ${connections} connections for ` +
    `${minutes} min; idle samples ${settleMs / 1000} s after each step. ${cpus().length} CPUs, 1-min load ` +
    `average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after.`,
)
table(rows)
