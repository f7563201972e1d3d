import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// Decision record 005: src/shared type-checks with the ES2023 library only (tsconfig.shared.json), so a browser- or
// Node-only global there fails `npm run typecheck`. Probe files prove it; the platform globals both sides have
// (types/shared-runtime.d.ts) pass.

const repo = resolve(import.meta.dirname, '../..')
const probes = {
  'console.ts': `export const log = () => console.log('x')\n`,
  'document.ts': `export const title = () => document.title\n`,
  'window.ts': `export const width = () => window.innerWidth\n`,
  'process.ts': `export const argv = () => process.argv\n`,
  'buffer.ts': `export const bytes = () => Buffer.from('x')\n`,
  'timers.ts': `export const later = () => setTimeout(() => undefined, 1)\n`,
  'clean.ts': [
    `export const host = new URL('https://example.com/a').hostname`,
    `export const pairs = [...new URLSearchParams('a=1')]`,
    `export const words = new Intl.Segmenter('en').segment('a b')`,
  ].join('\n'),
}
const dir = mkdtempSync(join(tmpdir(), 'shared-tsconfig-probe-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function typeErrorsByFile(): Map<string, string[]> {
  for (const [name, text] of Object.entries(probes)) writeFileSync(join(dir, name), text)
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(repo, 'tsconfig.shared.json'),
      include: [join(dir, '*.ts'), join(repo, 'types/shared-runtime.d.ts')],
      exclude: [],
    }),
  )
  let output = ''
  try {
    execFileSync(join(repo, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    })
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '')
  }
  const errors = new Map<string, string[]>()
  for (const line of output.split('\n')) {
    const name = line.match(/([\w-]+\.ts)\(\d+,\d+\): error (TS\d+)/)
    if (name?.[1] && name[2]) errors.set(name[1], [...(errors.get(name[1]) ?? []), name[2]])
  }
  return errors
}

describe('tsconfig.shared.json', () => {
  const errors = typeErrorsByFile()
  it.each(Object.keys(probes).filter((name) => name !== 'clean.ts'))('refuses %s', (name) => {
    expect(errors.get(name)?.length).toBeGreaterThan(0)
  })
  it('accepts URL, URLSearchParams and the ES2023 library', () => {
    expect(errors.get('clean.ts')).toBeUndefined()
  })
})
