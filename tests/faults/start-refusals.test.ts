import { execFile, execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '#server/db/data-dir-lock'
import {
  createFaultDatabase,
  type FaultDatabase,
  freePort,
  killAllProcesses,
  SERVER_ENTRY,
  startProcess,
} from './support/process'

// Issue #19 item 3 (decision 029): a configuration mistake stops the start with exit code 1 and one line on stderr
// naming the setting, no stack: a bad FEED_SCHEDULE, an unknown or unreachable database host, a port in use, and a
// PGlite data directory another process holds (the server, or an operator command while the server runs).

const run = promisify(execFile)
const MAIN = 'src/server/main.ts'

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** Runs `node --import tsx FILE [args]` to its end with the settings on top of the test's environment. */
function runNode(file: string, settings: Record<string, string>, args: string[] = []): Promise<Outcome> {
  return run(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...settings },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  )
}

/**
 * Exit code 1 and exactly one line on stderr. Hono's warning that the built client files are missing (these tests
 * need no build) is the only other line allowed.
 */
function expectOneLine(outcome: Outcome): string {
  expect(outcome.code, outcome.stderr).toBe(1)
  const lines = outcome.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith("serveStatic: root path 'dist/client' is not found"))
  expect(lines, outcome.stderr).toHaveLength(1)
  expect(outcome.stderr).not.toMatch(/\n\s+at /)
  return lines[0]!
}

describe('configuration mistakes stop the start with one line', () => {
  const databases: FaultDatabase[] = []
  const pglite = async () => {
    const db = await createFaultDatabase('pglite')
    databases.push(db)
    return db
  }
  afterAll(async () => {
    await killAllProcesses()
    for (const db of databases) await db.drop()
  })

  it('an invalid FEED_SCHEDULE', async () => {
    const db = await pglite()
    const line = expectOneLine(await runNode(MAIN, { ...db.settings, FEED_SCHEDULE: '61 * * * *' }))
    expect(line).toBe(
      'Invalid setting FEED_SCHEDULE (got "61 * * * *"): expected a valid cron expression such as */30 * * * *',
    )
  }, 120_000)

  it('an unknown database host, and one where nothing listens, after retrying for DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const unknown = expectOneLine(
      await runNode(MAIN, {
        DATABASE_URL: 'postgres://bo5:secret@db.bo5-unknown-host.invalid:5432/bo5',
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
      }),
    )
    expect(unknown).toMatch(
      /^Invalid setting DATABASE_URL \(postgres:\/\/bo5:\*\*\*@db\.bo5-unknown-host\.invalid:5432\/bo5\): .*ENOTFOUND/,
    )
    expect(unknown).not.toContain('secret')
    const port = await freePort()
    const refused = expectOneLine(
      await runNode(MAIN, {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/bo5`,
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
      }),
    )
    expect(refused).toBe(
      `Invalid setting DATABASE_URL (postgres://postgres@127.0.0.1:${port}/bo5): nothing accepts connections there (ECONNREFUSED) (retried for 1.5 s)`,
    )
  }, 120_000)

  it('a port in use, and the data directory is released for the next start', async () => {
    const db = await pglite()
    const port = await freePort()
    const taken: Server = createServer()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const line = expectOneLine(
        await runNode(SERVER_ENTRY, { ...db.settings, HOST: '127.0.0.1', PORT: String(port) }),
      )
      expect(line).toBe(
        `Invalid setting PORT (got "${port}"): 127.0.0.1:${port} is already in use by another process (EADDRINUSE)`,
      )
    } finally {
      taken.close()
    }
    expect(existsSync(join(db.settings.DATA_DIR!, LOCK_FILE))).toBe(false)
  }, 120_000)

  it('a second process on a PGlite data directory the server holds: the server and every operator command', async () => {
    const db = await pglite()
    const server = startProcess(
      SERVER_ENTRY,
      { ...db.settings, SEED_DEMO: 'false' },
      { port: await freePort() },
    )
    await server.ready()
    const holder = `DATA_DIR ${db.settings.DATA_DIR} is in use by the server (pid ${server.child.pid}): stop it first (PGlite allows one process per data directory)`
    const attempts = await Promise.all([
      runNode(SERVER_ENTRY, { ...db.settings, PORT: String(await freePort()) }),
      runNode('scripts/create-admin.ts', db.settings, ['--email', 'a@example.com', '--password', 'pa55word']),
      runNode('scripts/admin-list.ts', db.settings),
      runNode('scripts/admin-reset-password.ts', db.settings, [
        '--email',
        'a@example.com',
        '--password',
        'x1234567',
      ]),
      runNode('scripts/migrate.ts', db.settings),
      runNode('scripts/feeds-process.ts', db.settings),
      runNode('scripts/sync-esports.ts', db.settings),
    ])
    for (const attempt of attempts) expect(expectOneLine(attempt)).toBe(holder)
    // The server goes on serving.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    await server.stop()
    expect(server.child.exitCode).toBe(0)
  }, 180_000)

  it('a lock left by a process that is gone is taken over', async () => {
    const db = await pglite()
    const gone = Number(execFileSync(process.execPath, ['-p', 'process.pid']).toString().trim())
    writeFileSync(join(db.settings.DATA_DIR!, LOCK_FILE), `${gone}\nthe server\n`)
    const listed = await runNode('scripts/admin-list.ts', db.settings)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toContain('No users yet')
    expect(existsSync(join(db.settings.DATA_DIR!, LOCK_FILE))).toBe(false)
  }, 120_000)
})
