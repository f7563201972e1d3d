import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createPostgresDatabase } from '../../support/databases'

// Real server processes for the fault tests: spawned, watched through their log lines, killed with SIGKILL
// (no shutdown code runs, as when a machine or a container dies), restarted on the same database.

export const SERVER_ENTRY = 'tests/faults/support/server-entry.ts'
export const WORKER_ENTRY = 'src/server/worker.ts'

export const postgresUrl = process.env.TEST_DATABASE_URL

export interface LogLine {
  level?: number
  msg?: string
  [key: string]: unknown
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Every JSON log line the process printed so far. */
  logs: LogLine[]
  /** Resolves with the first log line (already printed or to come) that matches; rejects on exit or timeout. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>
  /** Resolves once /healthz answers 200. */
  ready(timeoutMs?: number): Promise<void>
  /** kill -9, and waits for the process to be gone. */
  kill9(): Promise<void>
  /** SIGTERM (a clean shutdown), and waits for the process to be gone. */
  stop(): Promise<void>
}

// One free-port helper for the benchmarks and the fault tests.
export { freePort } from '../../../bench/support'

/** Server processes still running: a test that fails midway must not leave them behind, serving and retrying. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** kill -9 of every process the test file started that is still running; for a test's finally. */
export async function killAllProcesses(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGKILL')
      return exited
    }),
  )
}

/**
 * Starts `node --import tsx ENTRY` with the given settings on top of the test's own environment; with `npmScript`,
 * `npm run SCRIPT` instead (ENTRY then only names it in messages), as an operator starts it.
 */
export function startProcess(
  entry: string,
  settings: Record<string, string>,
  options: { port?: number; npmScript?: string } = {},
): ServerProcess {
  const port = options.port ?? Number(settings.PORT ?? 0)
  const url = `http://127.0.0.1:${port}`
  const [command, args] = options.npmScript
    ? ['npm', ['run', '--silent', options.npmScript]]
    : [process.execPath, ['--import', 'tsx', entry]]
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: 'info',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  const waiters = new Set<() => void>()
  let stderr = ''
  let pending = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const text of lines) {
      try {
        logs.push(JSON.parse(text) as LogLine)
      } catch {
        logs.push({ msg: text })
      }
    }
    for (const wake of waiters) wake()
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  running.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => {
    running.delete(child)
    for (const wake of waiters) wake()
  })
  const gone = () => child.exitCode !== null || child.signalCode !== null

  function waitForLog(match: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no matching log line from ${entry} within ${timeoutMs} ms; stderr: ${stderr}`))
      }, timeoutMs)
      const check = () => {
        const found = logs.find(match)
        if (found || gone()) {
          clearTimeout(timer)
          waiters.delete(check)
          if (found) resolve(found)
          else reject(new Error(`${entry} exited (${child.exitCode ?? child.signalCode}); stderr: ${stderr}`))
        }
      }
      waiters.add(check)
      check()
    })
  }

  return {
    url,
    child,
    logs,
    waitForLog,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (gone())
          throw new Error(`${entry} exited (${child.exitCode ?? child.signalCode}); stderr: ${stderr}`)
        try {
          if ((await fetch(`${url}/healthz`)).ok) return
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`${url}/healthz did not answer within ${timeoutMs} ms`)
    },
    async kill9() {
      if (!gone()) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM')
      await exited
    },
  }
}

/** The settings that put a process on a database: a PGlite data directory, or a PostgreSQL URL. */
export interface FaultDatabase {
  settings: Record<string, string>
  /** Runs SQL against it; PGlite only once no server process holds the directory. */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>
  drop(): Promise<void>
}

export type FaultDriver = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL when TEST_DATABASE_URL is set. */
export const faultDrivers: FaultDriver[] = ['pglite', ...(postgresUrl ? ['postgres' as const] : [])]

export async function createFaultDatabase(driver: FaultDriver): Promise<FaultDatabase> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bo5-fault-'))
    return {
      settings: { DATA_DIR: dir, DATABASE_URL: '' },
      async query(text) {
        const { PGlite } = await import('@electric-sql/pglite')
        const client = await PGlite.create(dir)
        try {
          return (await client.query(text)).rows as never
        } finally {
          await client.close()
        }
      },
      async drop() {
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const created = await createPostgresDatabase('bo5_fault')
  return {
    settings: { DATABASE_URL: created.url, DATA_DIR: join(tmpdir(), 'bo5-fault-unused') },
    async query(text) {
      const client = new pg.Client({ connectionString: created.url })
      await client.connect()
      try {
        return (await client.query(text)).rows
      } finally {
        await client.end()
      }
    },
    drop: created.drop,
  }
}

/** Signs in over HTTP; returns the headers an admin call needs (cookie, Origin, JSON). */
export async function signIn(url: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
  return { cookie, origin: url, 'content-type': 'application/json' }
}

/** Polls until check returns a value other than undefined; the seconds it took come back with it. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<{ value: T; seconds: number }> {
  const started = Date.now()
  let last: unknown
  while (Date.now() - started < timeoutMs) {
    try {
      const value = await check()
      if (value !== undefined) return { value, seconds: (Date.now() - started) / 1000 }
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ''}`)
}
