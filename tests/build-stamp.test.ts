import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

// `npm start` builds only when the sources changed (decision 030). A project of a few files, with the real
// scripts/build-stamp.mjs and an npm stand-in (npm_execpath) that records being asked to build.
const run = promisify(execFile)
const root = mkdtempSync(join(tmpdir(), 'bo5-stamp-'))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
write('package.json', '{"name":"stamp-test","private":true}\n')
write('src/server/main.ts', 'export const a = 1\n')
write('dist/client/.vite/manifest.json', '{}')
write('dist/server/entry-server.js', '')
write('dist/node/main.js', '')
write('fake-npm.mjs', "import { appendFileSync } from 'node:fs'\nappendFileSync('built.txt', 'build\\n')\n")
mkdirSync(join(root, 'scripts'))
copyFileSync('scripts/build-stamp.mjs', join(root, 'scripts/build-stamp.mjs'))

const stamp = (mode: string) =>
  run(process.execPath, ['scripts/build-stamp.mjs', mode], {
    cwd: root,
    env: { ...process.env, npm_execpath: join(root, 'fake-npm.mjs') },
  })
const builds = () => (existsSync(join(root, 'built.txt')) ? 1 : 0)

describe('npm start and the build stamp', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('does not build when the build is current, even after files were touched', async () => {
    await stamp('--write')
    const now = new Date()
    utimesSync(join(root, 'src/server/main.ts'), now, now)
    const result = await stamp('--build-if-stale')
    expect(result.stdout).toContain('The build is current')
    expect(builds()).toBe(0)
  })

  it('builds when a source changed since the last build', async () => {
    await stamp('--write')
    write('src/server/main.ts', 'export const a = 2\n')
    await stamp('--build-if-stale')
    expect(builds()).toBe(1)
    rmSync(join(root, 'built.txt'))
  })

  it('builds when part of the build is missing', async () => {
    await stamp('--write')
    rmSync(join(root, 'dist/node/main.js'))
    await stamp('--build-if-stale')
    expect(builds()).toBe(1)
  })
})
