import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// The import boundaries of ARCHITECTURE.md ("Dependency direction"), checked on every `npm run lint`.
// biome checks style; this checks which layer may import which.

interface Violation {
  file: string
  line: number
  message: string
}

const root = resolve(import.meta.dirname, '..')
const src = join(root, 'src')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const importPattern =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

function layerOf(file: string): string {
  return relative(src, file).split('/').slice(0, 2).join('/')
}

function check(file: string): Violation[] {
  const text = readFileSync(file, 'utf8')
  const rel = relative(src, file)
  const isTest = /\.test\.tsx?$/.test(file)
  const violations: Violation[] = []
  const lineOf = (index: number) => text.slice(0, index).split('\n').length

  if (!rel.startsWith('server/env.ts') && /process\.env\b/.test(text)) {
    violations.push({
      file: rel,
      line: lineOf(text.search(/process\.env\b/)),
      message: 'process.env is read only in src/server/env.ts',
    })
  }

  for (const match of text.matchAll(importPattern)) {
    const typeOnly = Boolean(match[2])
    const spec = match[3] ?? match[4] ?? match[5] ?? ''
    const line = lineOf(match.index ?? 0)
    const target = spec.startsWith('.')
      ? relative(src, resolve(dirname(file), spec))
      : /^#(shared|server|web)\//.test(spec)
        ? spec.slice(1)
        : undefined
    const add = (message: string) => violations.push({ file: rel, line, message: `${message} (${spec})` })

    if (rel.startsWith('shared/')) {
      if (spec.startsWith('node:') && !isTest) add('src/shared is isomorphic: no node:* imports')
      if (target && !target.startsWith('shared/'))
        add('src/shared imports nothing of ours outside src/shared')
      if (/^(react|react-dom|drizzle-orm|pg|@electric-sql|hono)(\/|$)/.test(spec))
        add('src/shared stays free of frameworks')
    }
    if (rel.startsWith('web/')) {
      if (target?.startsWith('server/') && !typeOnly)
        add('src/web may import src/server only as `import type`')
      if (spec.startsWith('node:')) add('src/web runs in the browser: no node:* imports')
      // zod's first schema check tries `Function('')`, an eval the CSP refuses (and 15+ KB for every reader).
      if (!isTest && !typeOnly && (target?.startsWith('shared/schemas/') || /^zod(\/|$)/.test(spec)))
        add(
          'src/web imports src/shared/schemas (and zod) only as `import type`: zod stays out of the browser',
        )
      const feature = rel.match(/^web\/features\/([^/]+)\//)?.[1]
      const targetFeature = target?.match(/^web\/features\/([^/]+)\//)?.[1]
      if (feature && targetFeature && feature !== targetFeature) add('features do not import each other')
    }
    if (rel.startsWith('server/') && target) {
      const from = layerOf(file)
      const to = layerOf(join(src, target))
      if (to === 'server/routes' && from !== 'server/routes' && rel !== 'server/app.ts') {
        add('only the app mounts routes: services, storage, jobs, ingest and ai never import routes')
      }
      if (
        from === 'server/storage' &&
        ['server/services', 'server/jobs', 'server/ai', 'server/ingest'].includes(to)
      ) {
        add('storage is the bottom layer: it imports only db and shared')
      }
      if (
        target.startsWith('web/') &&
        !typeOnly &&
        !rel.startsWith('server/render/') &&
        !rel.startsWith('server/dev')
      ) {
        add('the server reaches the web code only through the renderer')
      }
    }
    if (
      rel.startsWith('server/') &&
      !rel.startsWith('server/storage/') &&
      !rel.startsWith('server/db/') &&
      !isTest
    ) {
      if (/^drizzle-orm(\/|$)/.test(spec) && !typeOnly)
        add('SQL lives in src/server/storage (drizzle-orm imported elsewhere)')
    }
  }
  return violations
}

const violations = filesUnder(src).flatMap(check)
for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`)
if (violations.length) {
  console.error(`\n${violations.length} import boundary violation(s).`)
  process.exit(1)
}
console.log('Import boundaries: ok')
