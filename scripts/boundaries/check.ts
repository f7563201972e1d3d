import { isBuiltin } from 'node:module'
import { importCycles } from './cycles'
import { type ImportRef, type SourceFile, sourceFiles } from './parse'

// The boundaries of ARCHITECTURE.md ("Layout" and "Dependency direction"), checked on every `npm run lint`
// (decision record 005). biome checks style; this checks which part may import which. A probe per rule
// (probes.ts) proves each rule can fail.

export const rules = {
  'shared-imports-shared': 'src/shared imports nothing of ours outside src/shared',
  'shared-no-node': 'src/shared is isomorphic: no node:* (or Node built-in) imports',
  'shared-no-frameworks':
    'src/shared stays free of frameworks (React, Hono, drizzle, the database drivers, …)',
  'web-server-type-only': 'src/web imports src/server only as `import type`',
  'web-no-node': 'src/web runs in the browser: no node:* (or Node built-in) imports',
  'web-no-schemas':
    'src/web imports src/shared/schemas (and zod) only as `import type`: zod stays out of the browser',
  'web-components-lib-no-features': 'src/web/components and src/web/lib never import src/web/features',
  'web-features-independent': 'features do not import each other',
  'web-routes-on-top':
    'features, components and lib never import the web routes, the router or the entries (routes → features → components/lib)',
  'routes-no-storage-providers':
    'server routes never import storage, providers or db (a type from db aside): routes → services → storage → db',
  'storage-imports-db-shared': 'src/server/storage imports only src/server/db, src/shared and itself',
  'db-bottom':
    'src/server/db imports none of routes, services, storage, jobs, ingest, ai, render or realtime',
  'no-routes-import':
    'only the app (src/server/app*) mounts routes: services, jobs, ingest, ai, storage and the other server folders never import routes',
  'server-web-via-render': 'the server reaches the web code only through src/server/render (types included)',
  'sql-in-storage': 'SQL lives in src/server/storage and src/server/db (drizzle-orm value import elsewhere)',
  'llm-in-ai': 'model calls go through the AI layer: only src/server/ai imports `ai` and `@ai-sdk/*`',
  'no-test-imports':
    'code in src never imports tests/, e2e/, fixtures/, bench/ or a testdata/ folder (test helpers, test data, benchmarks)',
  'no-cycles':
    'no import cycles in src (static imports, `import type` included: a type knot is still two modules read as one; a lazy import() is not)',
  'no-process-env': 'process.env is read only in src/server/env.ts',
  'relative-depth':
    'a relative import climbs at most two `../`: deeper ones use #shared/*, #server/*, #web/*',
  'relative-leaves-area':
    'a relative import stays inside its area (src/shared, src/server, src/web): others use #shared/*, #server/*, #web/*',
} as const

export type RuleId = keyof typeof rules

export interface Violation {
  rule: RuleId
  /** Path from the checked root, e.g. `src/web/lib/theme.ts`. */
  file: string
  line: number
  message: string
}

const DB_NEVER_IMPORTS = [
  'server/routes',
  'server/services',
  'server/storage',
  'server/jobs',
  'server/ingest',
  'server/ai',
  'server/render',
  'server/realtime',
]
const OUTSIDE_SRC_FORBIDDEN = ['tests', 'e2e', 'fixtures', 'bench']
const FRAMEWORKS =
  /^(react|react-dom|react-router|@tanstack\/[^/]+|@radix-ui\/[^/]+|hono|@hono\/[^/]+|drizzle-orm|drizzle-kit|pg|pg-boss|@electric-sql\/[^/]+|better-auth|pino|undici|linkedom|ai|@ai-sdk\/[^/]+|sonner|lucide-react|vite|vitest)(\/|$)/

/** `server/routes` for `src/server/routes/public/x.ts`: the area and its first folder (or file). */
const layerOf = (path: string) => path.split('/').slice(1, 3).join('/')
const areaOf = (path: string) => (path.startsWith('src/') ? path.split('/')[1] : undefined)
const featureOf = (path: string) => path.match(/^src\/web\/features\/([^/]+)\//)?.[1]
const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)
const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || isBuiltin(packageOf(spec))

/** What one import is, seen from the file that writes it. */
interface Edge {
  file: SourceFile
  ref: ImportRef
  from: string
  target?: string
  targetArea?: string
  value: boolean
  /** A package (not ours, not a subpath import). */
  bare: boolean
}

function anywhere({ file, ref, target, targetArea, from, value }: Edge): RuleId[] {
  const found: RuleId[] = []
  const top = target?.split('/')[0] ?? ''
  const testHelper = (!targetArea && OUTSIDE_SRC_FORBIDDEN.includes(top)) || target?.includes('/testdata/')
  if (target && !file.isTest && testHelper) found.push('no-test-imports')
  if (target && targetArea && (ref.spec.startsWith('./') || ref.spec.startsWith('../'))) {
    if (/^(\.\.\/){3,}/.test(ref.spec)) found.push('relative-depth')
    else if (targetArea !== areaOf(from)) found.push('relative-leaves-area')
  }
  const sql = /^drizzle-orm(\/|$)/.test(ref.spec) && !/^src\/server\/(storage|db)\//.test(from)
  if (sql && value && !file.isTest) found.push('sql-in-storage')
  const llm = /^(ai|@ai-sdk\/[^/]+)(\/|$)/.test(ref.spec) && !from.startsWith('src/server/ai/')
  if (llm && value && !file.isTest) found.push('llm-in-ai')
  return found
}

function sharedRules({ file, ref, targetArea, bare }: Edge): RuleId[] {
  const found: RuleId[] = []
  if (targetArea && targetArea !== 'shared') found.push('shared-imports-shared')
  if (bare && !file.isTest && isNodeBuiltin(ref.spec)) found.push('shared-no-node')
  if (bare && !file.isTest && FRAMEWORKS.test(ref.spec)) found.push('shared-no-frameworks')
  return found
}

function webRules({ file, ref, from, target, targetArea, value, bare }: Edge): RuleId[] {
  const found: RuleId[] = []
  if (targetArea === 'server' && value) found.push('web-server-type-only')
  if (bare && isNodeBuiltin(ref.spec)) found.push('web-no-node')
  // zod's first schema check tries `Function('')`, an eval the CSP refuses (and 15+ KB for every reader). The one
  // exception is the DEV-only answer check, which loads the schemas with import() in development only.
  const schemas = target?.startsWith('src/shared/schemas/') || /^zod(\/|$)/.test(ref.spec)
  if (schemas && value && !file.isTest && from !== 'src/web/lib/dev-answer-check.ts')
    found.push('web-no-schemas')
  if (/^src\/web\/(components|lib)\//.test(from) && target?.startsWith('src/web/features/')) {
    found.push('web-components-lib-no-features')
  }
  const feature = featureOf(from)
  const targetFeature = target ? featureOf(target) : undefined
  if (feature && targetFeature && feature !== targetFeature) found.push('web-features-independent')
  const upward =
    target && /^src\/web\/(routes\/|router(\.tsx?)?$|entry-(client|server)(\.tsx?)?$)/.test(target)
  if (/^src\/web\/(features|components|lib)\//.test(from) && upward) found.push('web-routes-on-top')
  return found
}

function serverRules({ from, target, targetArea, value }: Edge): RuleId[] {
  if (!target) return []
  const found: RuleId[] = []
  const fromLayer = layerOf(from)
  const toLayer = layerOf(target)
  const skipsServices =
    ['server/storage', 'server/providers'].includes(toLayer) || (toLayer === 'server/db' && value)
  if (fromLayer === 'server/routes' && skipsServices) found.push('routes-no-storage-providers')
  if (fromLayer === 'server/db' && DB_NEVER_IMPORTS.includes(toLayer)) found.push('db-bottom')
  const belowStorage = ['server/storage', 'server/db'].includes(toLayer)
  if (fromLayer === 'server/storage' && targetArea === 'server' && !belowStorage) {
    found.push('storage-imports-db-shared')
  }
  // Top-level files (app.ts, start.ts, …) compose the server; every folder but routes/ (and an app/ folder) is below.
  const inFolder = from.split('/').length > 3 && !['server/routes', 'server/app'].includes(fromLayer)
  if (inFolder && toLayer === 'server/routes') found.push('no-routes-import')
  if (targetArea === 'web' && fromLayer !== 'server/render') found.push('server-web-via-render')
  return found
}

function importRules(file: SourceFile, ref: ImportRef): RuleId[] {
  const target = ref.target
  const edge: Edge = {
    file,
    ref,
    from: file.path,
    target,
    targetArea: target ? areaOf(target) : undefined,
    value: !ref.typeOnly,
    bare: !target && !ref.spec.startsWith('#'),
  }
  const byArea = { shared: sharedRules, web: webRules, server: serverRules }[areaOf(file.path) ?? '']
  return [...anywhere(edge), ...(byArea ? byArea(edge) : [])]
}

/** Checks the tree under `root` (which holds `src/`); returns every violation, sorted by file and line. */
export function checkBoundaries(root: string): Violation[] {
  const files = sourceFiles(root)
  const violations: Violation[] = []
  for (const file of files) {
    for (const ref of file.imports) {
      for (const rule of importRules(file, ref)) {
        violations.push({ rule, file: file.path, line: ref.line, message: `${rules[rule]} (${ref.spec})` })
      }
    }
    if (file.path === 'src/server/env.ts') continue
    for (const line of file.processEnvLines) {
      violations.push({ rule: 'no-process-env', file: file.path, line, message: rules['no-process-env'] })
    }
  }
  const byPath = new Map(files.map((f) => [f.path, f]))
  for (const { loop, size } of importCycles(files)) {
    const [first, second] = loop as [string, string]
    const ref = byPath.get(first)?.imports.find((r) => !r.dynamic && r.target === second)
    const knot = size > loop.length - 1 ? ` (${size} files in the knot)` : ''
    violations.push({
      rule: 'no-cycles',
      file: first,
      line: ref?.line ?? 1,
      message: `${rules['no-cycles']}: ${loop.join(' → ')}${knot}`,
    })
  }
  return violations.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule),
  )
}
