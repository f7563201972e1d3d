import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client'

const run = promisify(execFile)
const CREATE_ADMIN = 'dist/node/create-admin.js'
const dataDir = mkdtempSync(join(tmpdir(), 'bo5-admin-'))

function createAdmin(...args: string[]) {
  // What `npm run admin:create` runs (package.json): the build (`npm run validate` builds before the tests).
  if (!existsSync(CREATE_ADMIN)) throw new Error(`${CREATE_ADMIN} is missing: run npm run build`)
  return run(process.execPath, [CREATE_ADMIN, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  )
}

describe('npm run admin:create', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('creates a user with the given role, at any time', async () => {
    const result = await createAdmin(
      '--email',
      'Editor@Example.com',
      '--password',
      'pa55word',
      '--role',
      'admin',
    )
    expect(result).toEqual({ code: 0, out: 'Created admin editor@example.com\n' })
    const database = await openDatabase({ dataDir })
    const { rows } = await database.execute(
      'SELECT u.email, r.role FROM users u JOIN user_roles r ON r.user_id = u.id',
    )
    await database.close()
    expect(rows).toEqual([{ email: 'editor@example.com', role: 'admin' }])
  }, 60_000)

  it('explains what is wrong instead of creating anything', async () => {
    const noRole = await createAdmin('--email', 'x@example.com', '--password', 'pa55word', '--role', 'owner')
    expect(noRole.code).toBe(1)
    expect(noRole.out).toContain('--role must be admin or super_admin (got "owner")')
    const missing = await createAdmin('--email', 'x@example.com')
    expect(missing.out).toContain('--email and --password are required')
    const twice = await createAdmin('--email', 'editor@example.com', '--password', 'pa55word')
    expect(twice.out).toContain('A user with the email editor@example.com already exists')
  }, 60_000)
})
