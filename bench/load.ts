import { createServer, type Server } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { LoadResult } from './load-worker'
import {
  cpuMs,
  findDemoPages,
  freePort,
  type Payload,
  rawGet,
  runLoadWorker,
  startServer,
  table,
  withBenchDatabase,
} from './support'

// Load: the home page, /news, an article, a team, a player, a search, /matches, a match and /api/articles?limit=20
// on the built server (`npm run build` first), on PostgreSQL (a throwaway database on BENCH_DATABASE_URL or
// TEST_DATABASE_URL's server; skipped when neither is set) and on PGlite, each with the demo data (the pages are
// picked from it at run time). Each address is measured with the response cache on (the default) and off
// (RESPONSE_CACHE=false: every request renders, as a new address, a page after a content change or a crawler does),
// beside its ceiling: a bare node:http server answering the same bytes from memory, the real server's answer fetched
// once, with its headers, gzip'ed when the client accepts gzip (autocannon does, for both). "/news/{slug} 304"
// revalidates the article with If-None-Match, as a browser or CDN holding a copy does. autocannon runs in a child
// process (bench/load-worker.ts), one address and server at a time; the ratio is req/s over the ceiling's req/s.
// Before the load, each address is asked --requests times one at a time on the idle server: the p50 of those and
// the server process's CPU time per request (from /proc: on PostgreSQL the database's own processes are not in it).
// The targets are issue 16's, for the cache off on PostgreSQL with 50 connections.
//   node --import tsx bench/load.ts [--duration 20] [--connections 50] [--warmup 3] [--db postgres,pglite]
//     [--cache | --no-cache] [--requests 30] [--processes N]
//   (neither --cache nor --no-cache: both tables; --cache: cache on only; --no-cache: off only). --processes sets
//   WEB_CONCURRENCY on PostgreSQL (decision 048); unset, the server's default: one.
const { values } = parseArgs({
  allowNegative: true,
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string' },
    db: { type: 'string', default: 'postgres,pglite' },
    cache: { type: 'boolean' },
    requests: { type: 'string', default: '30' },
    processes: { type: 'string' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const warmup = Number(values.warmup ?? Math.min(3, Math.max(1, Math.round(duration / 5))))
const sequential = Number(values.requests)
if (!(duration > 0) || !(connections > 0) || !(warmup >= 0) || !(sequential > 0))
  throw new Error('bad --duration/--connections/--warmup/--requests')
const databases = values.db.split(',').map((name) => name.trim())
const processes = values.processes === undefined ? undefined : Number(values.processes)
if (processes !== undefined && !(Number.isInteger(processes) && processes >= 1))
  throw new Error('bad --processes')
/** Server processes per database, as the server reads WEB_CONCURRENCY (env.ts): PGlite runs one. */
const serverProcesses = (label: string) => (label === 'PGlite' ? 1 : (processes ?? 1))
type CacheMode = 'on' | 'off'
const modes: CacheMode[] = values.cache === undefined ? ['on', 'off'] : values.cache ? ['on'] : ['off']

const ACCEPT_GZIP: Record<string, string> = { 'accept-encoding': 'gzip' }

interface Target {
  label: string
  path: string
  headers: Record<string, string>
}

// Issue 16's targets, cache off, PostgreSQL, 50 connections: req/s at least, and one request at a time (idle) p50
// at most: 10 ms for the article, 25 ms for the heaviest page (so for every page).
const RPS_TARGETS: Record<string, number> = {
  '/': 150,
  '/news': 150,
  '/news/{slug}': 400,
  '/{game}/teams/{slug}': 150,
  '/{game}/players/{slug}': 200,
  '/api/articles?limit=20': 2000,
}
const idleTarget = (label: string) =>
  label === '/news/{slug}' ? 10 : label.startsWith('/api/') ? undefined : 25

// Hop-by-hop and per-response headers the bare server sets itself.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The ceiling: answers each path from memory with the real server's bytes and headers. */
async function startBareServer(payloads: Map<string, { identity: Payload; gzip: Payload }>) {
  const server: Server = createServer((req, res) => {
    const payload = payloads.get(req.url ?? '')
    if (!payload) return res.writeHead(404).end()
    const chosen = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? payload.gzip : payload.identity
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(chosen.headers))
      if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value
    // Like the real server: a request holding the current ETag gets an empty 304.
    const etag = chosen.headers.etag
    if (etag && req.headers['if-none-match']?.replace(/^W\//, '') === etag.replace(/^W\//, '')) {
      for (const name of ['content-type', 'content-encoding']) delete headers[name]
      return res.writeHead(304, headers).end()
    }
    res.writeHead(chosen.status, { ...headers, 'content-length': chosen.body.length }).end(chosen.body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function runLoad(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['--url', url]
  args.push('--duration', String(duration), '--connections', String(connections), '--warmup', String(warmup))
  for (const [name, value] of Object.entries(headers)) args.push('--header', `${name}:${value}`)
  return runLoadWorker(args)
}

/**
 * What went wrong: answers other than 2xx/3xx by status, socket errors, timeouts; "0" when nothing did. A run in
 * which no answer came back at all (every request slower than the run, none yet a timeout) says so.
 */
const failures = ({ status, requests, failures: { errors, timeouts } }: LoadResult) =>
  [
    requests ? '' : 'no answer within the run',
    ...Object.entries(status)
      .filter(([code]) => !/^[23]/.test(code))
      .map(([code, count]) => `${count} × ${code}`),
    errors ? `${errors} errors` : '',
    timeouts ? `${timeouts} timeouts` : '',
  ]
    .filter(Boolean)
    .join(', ') || '0'
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-')

/** One request at a time on the idle server: latency percentiles, and the server's CPU per request. */
async function idle(baseURL: string, pid: number | undefined, target: Target) {
  for (let i = 0; i < 3; i++) await rawGet(baseURL + target.path, target.headers)
  const times: number[] = []
  const cpuBefore = cpuMs(pid)
  for (let i = 0; i < sequential; i++) {
    const started = performance.now()
    await rawGet(baseURL + target.path, target.headers)
    times.push(performance.now() - started)
  }
  const cpu = (cpuMs(pid) - cpuBefore) / sequential
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { p50: at(0.5), p90: at(0.9), cpu }
}

interface Measured {
  load: LoadResult
  idle: Awaited<ReturnType<typeof idle>>
}

interface DatabaseRun {
  label: string
  targets: Target[]
  payloads: Map<string, { identity: Payload; gzip: Payload }>
  ceiling: Map<string, LoadResult>
  measured: Record<CacheMode, Map<string, Measured>>
  load: { before: number; after: number }
}

async function bench(label: string, env: Record<string, string>): Promise<DatabaseRun> {
  const run: DatabaseRun = {
    label,
    targets: [],
    payloads: new Map(),
    ceiling: new Map(),
    measured: { on: new Map(), off: new Map() },
    load: { before: loadavg()[0]!, after: 0 },
  }
  if (processes !== undefined && env.DATABASE_URL) env = { ...env, WEB_CONCURRENCY: String(processes) }
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined
  try {
    // The same database for both modes: the second start finds it seeded.
    for (const mode of modes) {
      console.log(`${label}, response cache ${mode}: starting the server`)
      // Errors the server logs under load (LOG_LEVEL=error) are shown as they happen.
      const server = await startServer(
        {
          SEED_DEMO: 'true',
          RUN_WORKER: 'false',
          LOG_LEVEL: 'error',
          RESPONSE_CACHE: mode === 'on' ? 'true' : 'false',
          ...env,
        },
        '/',
        'inherit',
      )
      try {
        if (!bare) {
          const pages = await findDemoPages(server.baseURL)
          run.targets = [
            { label: '/', path: '/' },
            { label: '/news', path: '/news' },
            { label: '/news/{slug}', path: pages.article },
            { label: '/{game}/teams/{slug}', path: pages.team },
            { label: '/{game}/players/{slug}', path: pages.player },
            { label: '/search?q=…', path: pages.search },
            { label: '/matches', path: '/matches' },
            { label: '/{game}/matches/{slug}', path: pages.match },
            { label: '/api/articles?limit=20', path: '/api/articles?limit=20' },
          ].map((target) => ({ ...target, headers: ACCEPT_GZIP }))
          for (const target of run.targets) {
            const identity = await rawGet(server.baseURL + target.path, {})
            const gzip = await rawGet(server.baseURL + target.path, ACCEPT_GZIP)
            if (identity.status !== 200 || gzip.status !== 200)
              throw new Error(`${target.path} answered ${identity.status}/${gzip.status}`)
            run.payloads.set(target.path, { identity, gzip })
          }
          bare = await startBareServer(run.payloads)
        }
        // The article's ETag as this server gives it (a revalidation with a stale one would be a 200).
        const article = run.targets.find((target) => target.label === '/news/{slug}')!.path
        const etag = (await rawGet(server.baseURL + article, ACCEPT_GZIP)).headers.etag
        const pages = run.targets.filter((target) => !target.label.endsWith(' 304'))
        const targets = etag
          ? [
              ...pages,
              {
                label: '/news/{slug} 304',
                path: article,
                headers: { ...ACCEPT_GZIP, 'if-none-match': etag },
              },
            ]
          : pages
        // One at a time first, while the server is idle; then the load.
        const idleFigures = new Map<string, Measured['idle']>()
        for (const target of targets)
          idleFigures.set(target.label, await idle(server.baseURL, server.child.pid, target))
        for (const target of targets) {
          const load = await runLoad(server.baseURL + target.path, target.headers)
          run.measured[mode].set(target.label, { load, idle: idleFigures.get(target.label)! })
          if (!run.ceiling.has(target.label))
            run.ceiling.set(target.label, await runLoad(bare.baseURL + target.path, target.headers))
          console.log(`${label}, response cache ${mode}: ${target.label} done`)
        }
        if (etag && !run.targets.some((target) => target.label.endsWith(' 304')))
          run.targets.push(targets.at(-1)!)
      } finally {
        await server.stop()
      }
    }
  } finally {
    await bare?.stop()
  }
  run.load.after = loadavg()[0]!
  return run
}

const runs: DatabaseRun[] = []
for (const database of databases) {
  const run = await withBenchDatabase(database, 'load', bench)
  if (run) runs.push(run)
}

const holds = (ok: boolean) => (ok ? 'yes' : 'NO')
const throughput: Record<string, string | number>[] = []
const oneAtATime: Record<string, string | number>[] = []
for (const run of runs) {
  for (const target of run.targets) {
    const ceiling = run.ceiling.get(target.label)
    const row: Record<string, string | number> = { url: target.label, database: run.label }
    row['ceiling req/s'] = ceiling ? Math.round(ceiling.rps) : '-'
    const failed: string[] = []
    for (const mode of modes) {
      const measured = run.measured[mode].get(target.label)
      if (!measured) continue
      const { load } = measured
      row[`cache ${mode} req/s`] = Math.round(load.rps)
      row[`${mode} p50 ms`] = load.requests ? ms(load.p50) : '-'
      if (mode === 'off') row['off p99 ms'] = load.requests ? ms(load.p99) : '-'
      row[`${mode} vs ceiling`] = ceiling ? percent(load.rps / ceiling.rps) : '-'
      if (failures(load) !== '0') failed.push(`${mode}: ${failures(load)}`)
    }
    const goal = RPS_TARGETS[target.label]
    const off = run.measured.off.get(target.label)
    if (modes.includes('off')) {
      row['target req/s'] = goal ? `≥ ${goal}` : ''
      row.holds = goal && off ? holds(off.load.rps >= goal) : ''
    }
    const payload = run.payloads.get(target.path)
    row.body = target.label.endsWith('304')
      ? '304'
      : `${((payload?.gzip.body.length ?? 0) / 1024).toFixed(1)} KB ${payload?.gzip.headers['content-encoding'] ?? 'identity'}`
    row.failures = failed.join('; ') || '0'
    throughput.push(row)

    const idleRow: Record<string, string | number> = { url: target.label, database: run.label }
    for (const mode of modes) {
      const figures = run.measured[mode].get(target.label)?.idle
      if (!figures) continue
      idleRow[`cache ${mode} p50 ms`] = ms(figures.p50)
      idleRow[`${mode} p90 ms`] = ms(figures.p90)
      idleRow[`${mode} CPU ms/req`] = ms(figures.cpu)
    }
    if (modes.includes('off')) {
      const limit = target.label.endsWith('304') ? undefined : idleTarget(target.label)
      idleRow['target p50 ms'] = limit ? `≤ ${limit}` : ''
      idleRow.holds = limit && off ? holds(off.idle.p50 <= limit) : ''
    }
    oneAtATime.push(idleRow)
  }
}
console.log(
  `\n${connections} connections, ${duration} s per run after ${warmup} s of warm-up, accept-encoding: gzip; ` +
    'ceiling: the same bytes from a bare node:http server. ' +
    'servers with NODE_ENV=production; ' +
    `server processes ${runs.map((run) => `${run.label} ${serverProcesses(run.label)}`).join(', ')}; ` +
    `${cpus().length} CPUs; 1-min load average ` +
    runs
      .map((run) => `${run.label} ${run.load.before.toFixed(1)} before, ${run.load.after.toFixed(1)} after`)
      .join('; ') +
    ' (other processes skew the numbers). Targets (issue 16): cache off, PostgreSQL, 50 connections' +
    (connections === 50 ? '' : ` (this run: ${connections})`) +
    '; PGlite is held to them for comparison.',
)
table(throughput)
console.log(
  `One request at a time on the idle server (${sequential} after 3 of warm-up, before the load): latency, and the ` +
    "server processes' CPU per request (/proc, 10 ms ticks; on PostgreSQL the database processes are not counted).",
)
table(oneAtATime)
