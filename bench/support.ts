import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { paths } from '#shared/paths'
import type { LoadResult } from './load-worker'

/** One answer of the real server, byte for byte, per accept-encoding. */
export interface Payload {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A raw GET: the body as sent (compressed when the server compressed it) and the headers. */
export function rawGet(url: string, headers: Record<string, string>): Promise<Payload> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface StartedServer {
  child: ChildProcess
  baseURL: string
  /** Milliseconds from spawn to the first 200 of `path`. */
  msToFirst200: number
  /** CPU milliseconds (user + system) the server had used by then: the start's cost apart from other load. */
  cpuMsToFirst200: number
  stop(): Promise<void>
}

/** The compiled server as `npm run serve` runs it, or (for comparisons) the sources through tsx. */
export const SERVER_COMMANDS = {
  compiled: ['dist/node/main.js'],
  source: ['--import', 'tsx', 'src/server/main.ts'],
} as const

/**
 * Starts the built server (`npm run build` first) and times it until `path` answers 200. Its log (stdout) is
 * dropped unless `log` is 'inherit'; its stderr is always shown.
 */
export async function startServer(
  env: Record<string, string>,
  path = '/',
  log: 'ignore' | 'inherit' = 'ignore',
  command: keyof typeof SERVER_COMMANDS = 'compiled',
): Promise<StartedServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, SERVER_COMMANDS[command], {
    // NODE_ENV=production as `npm run serve` sets it: without it the server runs React's development build and
    // logs in the pretty format, and a page costs twice the CPU.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(baseURL + path)).status === 200) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  const msToFirst200 = performance.now() - started
  return {
    child,
    baseURL,
    msToFirst200,
    cpuMsToFirst200: cpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The processes a process started that are still running, from /proc (Linux). */
export function childPids(pid: number | undefined): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
}

/**
 * CPU time of a process and the processes it started that are still running (a primary's server processes,
 * decision 048) from /proc (Linux; NaN elsewhere): utime + stime, in clock ticks of 10 ms.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const own = (Number(fields[11]) + Number(fields[12])) * 10
    return childPids(pid).reduce((sum, child) => sum + cpuMs(child), own)
  } catch {
    return Number.NaN
  }
}

export function table(rows: Record<string, string | number>[]): void {
  console.table(rows)
}

/**
 * Runs `run` with the settings of a fresh database of the kind named (`--db pglite|postgres`): a temporary PGlite
 * directory, or a new database on BENCH_DATABASE_URL / TEST_DATABASE_URL, removed afterwards. Undefined when
 * PostgreSQL is asked for and no server is given.
 */
export async function withBenchDatabase<T>(
  kind: string,
  prefix: string,
  run: (label: string, env: Record<string, string>) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T | undefined> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), `bo5-${prefix}-`))
    try {
      return await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  if (kind !== 'postgres') throw new Error(`--db ${kind}: expected postgres or pglite`)
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!pgUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
    return undefined
  }
  return withThrowawayPostgres(pgUrl, prefix, (url) => run('PostgreSQL', { DATABASE_URL: url }), options)
}

/**
 * Runs `run` with the URL of a new database on the PostgreSQL server at `serverUrl`, dropped afterwards (kept, and
 * its name printed, with `keep`: for EXPLAIN ANALYZE by hand).
 */
export async function withThrowawayPostgres<T>(
  serverUrl: string,
  prefix: string,
  run: (url: string) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T> {
  const name = `bo5_${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await run(url.toString())
  } finally {
    if (options.keep) console.log(`kept database ${name}`)
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

/** Runs bench/load-worker.ts (autocannon in a process of its own) with `args`; its last line is the result. */
export function runLoadWorker(args: string[]): Promise<LoadResult> {
  const url = args[args.indexOf('--url') + 1]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-worker.ts', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load worker exited with ${code} on ${url}`))
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult)
    })
  })
}

/** Pages of the demo data the load and memory benches ask for, picked at run time from the server's API. */
export interface DemoPages {
  article: string
  team: string
  player: string
  /** A search that finds something in the demo data. */
  search: string
  match: string
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

export async function findDemoPages(baseURL: string): Promise<DemoPages> {
  const [{ articles }, { teams }, { players }, { matches }] = await Promise.all([
    getJson<{ articles: { slug: string }[] }>(`${baseURL}/api/articles?limit=1`),
    getJson<{ teams: { slug: string; name: string; currentVideogame: string }[] }>(
      `${baseURL}/api/teams?limit=1`,
    ),
    getJson<{ players: { slug: string; currentVideogame: string; team: unknown }[] }>(
      `${baseURL}/api/players?limit=50`,
    ),
    // A finished match between two of the demo's teams (the live clock's showmatches come and go).
    getJson<{ matches: { slug: string; game: string }[] }>(
      `${baseURL}/api/matches?section=results&tier=tier-1&limit=1`,
    ),
  ])
  const article = articles[0]
  const team = teams[0]
  const player = players.find((p) => p.team) ?? players[0]
  const match = matches[0]
  if (!article || !team || !player || !match)
    throw new Error('the demo data lacks an article, team, player or match')
  // The first word of the team's name ("Kestrel Nine" → "kestrel") finds at least that team.
  const query = team.name.split(/\s+/)[0]!.toLowerCase()
  const { total } = await getJson<{ total: number }>(
    `${baseURL}/api/search?q=${encodeURIComponent(query)}&limit=1`,
  )
  if (!total) throw new Error(`the search for "${query}" finds nothing`)
  return {
    article: paths.article(article.slug),
    team: paths.team(team.currentVideogame, team.slug),
    player: paths.player(player.currentVideogame, player.slug),
    search: paths.search(query),
    match: paths.match(match.game, match.slug),
  }
}
