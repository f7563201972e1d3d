import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run validate`, `npm start` and `npm run serve` first check node_modules against package.json's pins, so a
// stale install says "run npm ci" in one line instead of failing later with a type error or a stack. A project of
// a few files with the real scripts/check-install.mjs.
const run = promisify(execFile)
const root = mkdtempSync(join(tmpdir(), 'bo5-install-'))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const installed = (name: string, version: string) =>
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version }))
mkdirSync(join(root, 'scripts'))
copyFileSync('scripts/check-install.mjs', join(root, 'scripts/check-install.mjs'))

const check = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/check-install.mjs', ...args], {
      cwd: root,
    })
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe('the install check', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  write(
    'package.json',
    JSON.stringify({
      dependencies: { hono: '4.13.19', pg: '8.23.1' },
      devDependencies: { 'ical.js': '2.2.1' },
    }),
  )

  it('passes when every pinned package is installed at its version', async () => {
    installed('hono', '4.13.19')
    installed('pg', '8.23.1')
    installed('ical.js', '2.2.1')
    expect(await check()).toEqual({ code: 0, out: '' })
  })

  it('names a missing or different package in one line and fails', async () => {
    rmSync(join(root, 'node_modules/ical.js'), { recursive: true })
    installed('pg', '8.20.0')
    const result = await check()
    expect(result.code).toBe(1)
    expect(result.out.trim().split('\n')).toEqual([
      'node_modules does not match package.json (pg is 8.20.0, not 8.23.1, ical.js is missing): run npm ci',
    ])
  })

  it('with --prod looks at dependencies only, as after npm ci --omit=dev', async () => {
    installed('pg', '8.23.1')
    expect((await check('--prod')).code).toBe(0)
    expect((await check()).code).toBe(1)
  })
})
