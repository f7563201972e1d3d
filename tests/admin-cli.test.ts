import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { closeRuntime, openRuntime, type Runtime } from '#server/server'
import { createPostgresDatabase } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'

// Issue #19 item 9: the operator commands, run as `npm run …` runs them (the build's `dist/node/{script}.js`, as
// package.json says: `npm run validate` builds before the tests), against a PGlite data directory and, with
// TEST_DATABASE_URL, a PostgreSQL database: their one-line output and what they leave in the database.

const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { tag: string }[]
}
const ALL_MIGRATIONS = journal.entries.map((entry) => entry.tag)

interface Outcome {
  code: number
  out: string
}

type Target = { name: 'pglite' | 'postgres'; settings: Record<string, string>; drop(): Promise<void> }

async function makeTarget(name: Target['name']): Promise<Target> {
  if (name === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bo5-cli-'))
    return {
      name,
      settings: { DATA_DIR: dir, DATABASE_URL: '' },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const created = await createPostgresDatabase('bo5_cli')
  return { name, settings: { DATABASE_URL: created.url, DATA_DIR: 'unused' }, drop: created.drop }
}

/** The built command `npm run {name}` runs (package.json), refused with a clear message before a build. */
function builtScript(script: string): string {
  const file = `dist/node/${script}.js`
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`)
  return file
}

function command(target: Target, script: string, args: string[] = [], input?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [builtScript(script), ...args],
      {
        env: {
          ...process.env,
          ...target.settings,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          ALLOW_PRIVATE_FEED_HOSTS: 'true',
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    )
    child.stdin?.end(input ?? '')
  })
}

/** The runtime the server would open on the target (for what the commands left behind); closed by the caller. */
function runtimeOf(target: Target): Promise<Runtime> {
  return openRuntime(parseEnv({ ...target.settings, SEED_DEMO: 'false' }), createLogger('silent'), 'the test')
}

async function query<T = Record<string, unknown>>(target: Target, text: string): Promise<T[]> {
  const runtime = await runtimeOf(target)
  try {
    return (await runtime.database.execute(text)).rows as T[]
  } finally {
    await closeRuntime(runtime)
  }
}

const drivers: Target['name'][] = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])]

describe.each(drivers)('operator commands on %s', (driver) => {
  let target: Target
  beforeAll(async () => {
    target = await makeTarget(driver)
  })
  afterAll(() => target?.drop())

  it('npm run migrate lists what is pending, applies it, and then has nothing to do', async () => {
    const dry = await command(target, 'migrate', ['--dry-run'])
    expect(dry).toEqual({
      code: 0,
      out: `${ALL_MIGRATIONS.length} pending migrations (not applied): ${ALL_MIGRATIONS.join(', ')}\n`,
    })
    const applied = await command(target, 'migrate')
    expect(applied).toEqual({
      code: 0,
      out: `Applied ${ALL_MIGRATIONS.length} pending migrations: ${ALL_MIGRATIONS.join(', ')} (${ALL_MIGRATIONS.length} applied)\n`,
    })
    expect(await query(target, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual([
      { n: ALL_MIGRATIONS.length },
    ])
    expect(await command(target, 'migrate')).toEqual({
      code: 0,
      out: `No pending migrations: ${ALL_MIGRATIONS.length} applied\n`,
    })
  }, 300_000)

  it('npm run admin:list lists every account with its role', async () => {
    expect((await command(target, 'admin-list')).out).toMatch(/^No users yet/)
    await command(target, 'create-admin', [
      '--email',
      'Chief@Example.com',
      '--password',
      'first-pass',
      '--role',
      'super_admin',
    ])
    await command(target, 'create-admin', ['--email', 'desk@example.com', '--password', 'desk-pass1'])
    const listed = await command(target, 'admin-list')
    const day = new Date().toISOString().slice(0, 10)
    expect(listed).toEqual({
      code: 0,
      out: `super_admin  chief@example.com  ${day}\nadmin        desk@example.com  ${day}\n`,
    })
  }, 300_000)

  it('npm run admin:reset-password sets a password read from stdin, never shown, and ends the sessions', async () => {
    let runtime = await runtimeOf(target)
    try {
      await runtime.auth.api.signInEmail({ body: { email: 'chief@example.com', password: 'first-pass' } })
      const { rows } = await runtime.database.execute('SELECT count(*)::int AS n FROM sessions')
      expect(rows).toEqual([{ n: 1 }])
    } finally {
      await closeRuntime(runtime)
    }
    const reset = await command(
      target,
      'admin-reset-password',
      ['--email', 'CHIEF@example.com'],
      'second-pass\n',
    )
    expect(reset).toEqual({
      code: 0,
      out: 'Password reset for chief@example.com; their sessions were ended\n',
    })
    expect(reset.out).not.toContain('second-pass')
    const unknown = await command(
      target,
      'admin-reset-password',
      ['--email', 'nobody@example.com'],
      'whatever1\n',
    )
    expect(unknown).toEqual({ code: 1, out: 'No user has the email nobody@example.com\n' })
    const short = await command(target, 'admin-reset-password', [
      '--email',
      'desk@example.com',
      '--password',
      'x',
    ])
    expect(short.code).toBe(1)
    expect(short.out).toMatch(/^Password must be at least \d+ characters\n$/)

    runtime = await runtimeOf(target)
    try {
      expect((await runtime.database.execute('SELECT count(*)::int AS n FROM sessions')).rows).toEqual([
        { n: 0 },
      ])
      const signIn = (password: string) =>
        runtime.auth.api.signInEmail({ body: { email: 'chief@example.com', password } }).then(
          () => 'signed in',
          () => 'refused',
        )
      expect(await signIn('first-pass')).toBe('refused')
      expect(await signIn('second-pass')).toBe('signed in')
    } finally {
      await closeRuntime(runtime)
    }
  }, 300_000)
})

describe('jobs run by hand on pglite', () => {
  let target: Target
  let publisher: FakePublisher
  beforeAll(async () => {
    target = await makeTarget('pglite')
    publisher = await startFakePublisher()
  })
  afterAll(async () => {
    await publisher?.close()
    await target?.drop()
  })

  it('npm run feeds:process runs the feed job once and says what it stored', async () => {
    const runtime = await runtimeOf(target)
    try {
      await runtime.database.execute('INSERT INTO feed_sources (name, url) VALUES ($1, $2)', [
        'Frag Report',
        `${publisher.url}/fixtures/frag-report.xml`,
      ])
    } finally {
      await closeRuntime(runtime)
    }
    const result = await command(target, 'feeds-process', ['--max', '2'])
    expect(result).toEqual({ code: 0, out: 'Processed 1 feeds: 1 fetched, 0 failed, 2 new articles\n' })
    expect(await query(target, 'SELECT count(*)::int AS n FROM articles')).toEqual([{ n: 2 }])
    const wrong = await command(target, 'feeds-process', ['--max', '99'])
    expect(wrong.code).toBe(1)
    expect(wrong.out).toMatch(
      /^--max must be a whole number from 1 to 50 \(got "99"\)\nUsage: npm run feeds:process/,
    )
  }, 300_000)

  it('npm run sync:esports runs the esports sync once (the bundled data set without a token)', async () => {
    const result = await command(target, 'sync-esports', ['--game', 'cs2'])
    expect(result.code, result.out).toBe(0)
    expect(result.out).toMatch(/^Synced: \d+ teams, \d+ players, 0 errors \(.+\)\n$/)
    const [row] = await query<{ n: number }>(
      target,
      "SELECT count(*)::int AS n FROM teams WHERE current_videogame = 'cs2'",
    )
    expect(row!.n).toBeGreaterThan(0)
    expect(await query(target, 'SELECT status FROM sync_runs')).toEqual([{ status: 'done' }])
  }, 300_000)
})
