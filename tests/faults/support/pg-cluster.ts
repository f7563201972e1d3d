import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

// A THROWAWAY PostgreSQL cluster for fault tests: its own data directory under the system's temp dir, its own free
// port on 127.0.0.1, started and stopped with initdb/pg_ctl, deleted afterwards. Tests restart, stop or kill it at
// will. It never touches the machine's own server (5432), which other tests and people share.
//
// PostgreSQL refuses to run as root: when the tests run as root, the binaries run as the `postgres` user
// (`su postgres -s /bin/sh -c …`, STACK-NOTES.md "A real PostgreSQL server on this machine").

const run = promisify(execFile)

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string
  port: number
  dataDir: string
  /** A URL to another database of this cluster. */
  urlFor(database: string): string
  /** `pg_ctl restart -m MODE`: every connection is cut; resolves once the server accepts connections again. */
  restart(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  /** The server's log so far (for a failing test's message). */
  log(): string
  /** Stops the server (immediate) and deletes its data directory. */
  destroy(): Promise<void>
}

/** The directory holding initdb and pg_ctl, newest PostgreSQL first, or undefined. */
function binDir(): string | undefined {
  const candidates = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : []
  candidates.push('/usr/local/bin', '/usr/bin')
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

const asRoot = process.getuid?.() === 0

/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export function pgClusterUnavailable(): string | undefined {
  if (!binDir())
    return 'initdb/pg_ctl not found (under /usr/lib/postgresql/*/bin, /usr/local/bin or /usr/bin)'
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' })
    } catch {
      return 'running as root without a `postgres` user to run PostgreSQL as'
    }
  }
  return undefined
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
async function pgBin(bin: string, args: string[]): Promise<void> {
  const path = join(binDir() ?? '', bin)
  if (asRoot) {
    await run('su', ['postgres', '-s', '/bin/sh', '-c', [path, ...args].map(quote).join(' ')])
  } else {
    await run(path, args)
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** Clusters not yet destroyed: stopped when the process exits, whatever happened to the test. */
const alive = new Set<PgCluster>()
process.once('exit', () => {
  for (const cluster of alive) {
    try {
      const pgCtl = join(binDir() ?? '', 'pg_ctl')
      const args = ['-D', cluster.dataDir, '-m', 'immediate', 'stop']
      if (asRoot) {
        execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [pgCtl, ...args].map(quote).join(' ')], {
          stdio: 'ignore',
        })
      } else execFileSync(pgCtl, args, { stdio: 'ignore' })
      rmSync(cluster.dataDir, { recursive: true, force: true })
    } catch {
      // best effort
    }
  }
})

/** initdb + start on a free port; ~3 s. Durability is off (fsync): the cluster lives for one test file. */
export async function startPgCluster(): Promise<PgCluster> {
  const reason = pgClusterUnavailable()
  if (reason) throw new Error(reason)
  const dataDir = mkdtempSync(join(tmpdir(), 'bo5-pg-'))
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dataDir, Number(ids), Number(gid))
  }
  const port = await freePort()
  const serverOptions = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
  ].join(' ')
  const logFile = join(dataDir, 'server.log')
  const pgCtl = (args: string[]) =>
    pgBin('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, ...args])
  try {
    await pgBin('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    await pgCtl(['-w', '-t', '60', 'start'])
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const cluster: PgCluster = {
    url,
    port,
    dataDir,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: (mode = 'fast') => pgCtl(['-w', '-t', '60', '-m', mode, 'restart']),
    stop: (mode = 'fast') => pgCtl(['-w', '-t', '60', '-m', mode, 'stop']),
    start: () => pgCtl(['-w', '-t', '60', 'start']),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      alive.delete(cluster)
      await pgBin('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  alive.add(cluster)
  return cluster
}
