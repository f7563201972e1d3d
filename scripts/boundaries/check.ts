import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

// The boundaries of ARCHITECTURE.md ("Layout" and "Dependency direction"), checked on every `npm run lint`
// (decision record 005). biome checks style; this checks which part may import which. Imports are read with a real
// parser (rolldown's, ESTree): static imports, re-exports and `import()` with a literal specifier. `#shared/*`,
// `#server/*` and `#web/*` resolve like relative imports. A probe per rule (probes.ts) proves each rule can fail.

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
  'no-routes-import': 'services, jobs, ingest and ai never import routes',
  'server-web-via-render': 'the server reaches the web code only through src/server/render (types included)',
  'sql-in-storage': 'SQL lives in src/server/storage and src/server/db (drizzle-orm value import elsewhere)',
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

interface ImportRef {
  spec: string
  line: number
  /** `import type …` / `export type … from`: erased, never loaded. `import { type A }` is not (verbatimModuleSyntax keeps it). */
  typeOnly: boolean
  dynamic: boolean
  /** Path from the root of the file it resolves to (or would), when it is ours (relative or #area/*). */
  target?: string
  /** The file exists, so the import is an edge of the graph. */
  resolved: boolean
}

interface SourceFile {
  /** Path from the root, `/`-separated. */
  path: string
  isTest: boolean
  imports: ImportRef[]
  processEnvLines: number[]
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
const PROCESS_MODULES = new Set(['process', 'node:process'])

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const toPosix = (path: string) => path.split('\\').join('/')

/** The file an import of ours lands on: as written, with .ts/.tsx, or a folder's index. */
function resolveFile(absolute: string): { path: string; resolved: boolean } {
  const candidates = [
    absolute,
    `${absolute}.ts`,
    `${absolute}.tsx`,
    absolute.replace(/\.js$/, '.ts'),
    absolute.replace(/\.js$/, '.tsx'),
    join(absolute, 'index.ts'),
    join(absolute, 'index.tsx'),
  ]
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { path: candidate, resolved: true }
  }
  return { path: absolute, resolved: false }
}

function targetOf(root: string, file: string, specifier: string): { target?: string; resolved: boolean } {
  const spec = specifier.replace(/\?.*$/, '') // Vite's `?raw`, `?url`
  const subpath = spec.match(/^#(shared|server|web)\/(.*)$/)
  let absolute: string | undefined
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    absolute = resolve(dirname(file), spec)
  } else if (subpath) {
    absolute = join(root, 'src', subpath[1] ?? '', subpath[2] ?? '')
  }
  if (!absolute) return { resolved: false }
  const { path, resolved } = resolveFile(absolute)
  return { target: toPosix(relative(root, path)), resolved }
}

type Node = { type?: string; start: number; end: number; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (!isNode(node)) return
  visit(node)
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit)
  }
}

function propertyName(node: Node): string | undefined {
  const property = node.property as Node | undefined
  if (!property) return undefined
  if (!node.computed && property.type === 'Identifier') return property.name as string
  if (property.type === 'Literal' && typeof property.value === 'string') return property.value
  if (property.type === 'TemplateLiteral' && (property.expressions as unknown[]).length === 0) {
    return ((property.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked
  }
  return undefined
}

function parseFile(root: string, file: string): SourceFile {
  const text = readFileSync(file, 'utf8')
  const path = toPosix(relative(root, file))
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (offset: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((lineStarts[mid] ?? 0) <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
  const ast = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file)
  const imports: ImportRef[] = []
  const add = (spec: string, start: number, typeOnly: boolean, dynamic: boolean) =>
    imports.push({ spec, line: lineOf(start), typeOnly, dynamic, ...targetOf(root, file, spec) })

  // Names that hold the process object: the global, and any import of node:process ("import process from …",
  // "import * as p from …") or alias ("const p = process").
  const processNames = new Set(['process'])
  const isProcess = (node: unknown): boolean => {
    if (!isNode(node)) return false
    if (node.type === 'Identifier') return processNames.has(node.name as string)
    if (node.type === 'MemberExpression') {
      const object = node.object as Node
      return (
        object.type === 'Identifier' &&
        ['globalThis', 'global', 'window', 'self'].includes(object.name as string) &&
        propertyName(node) === 'process'
      )
    }
    if (
      node.type === 'TSAsExpression' ||
      node.type === 'TSNonNullExpression' ||
      node.type === 'ParenthesizedExpression'
    ) {
      return isProcess(node.expression)
    }
    return false
  }
  const processEnvLines: number[] = []
  walk(ast, (node) => {
    const source = (node.source as Node | undefined)?.value
    if (node.type === 'ImportDeclaration' && typeof source === 'string') {
      add(source, node.start, node.importKind === 'type', false)
      if (PROCESS_MODULES.has(source)) {
        for (const specifier of node.specifiers as Node[]) {
          const local = (specifier.local as Node).name as string
          const imported = specifier.imported as Node | undefined
          if (specifier.type !== 'ImportSpecifier') processNames.add(local)
          else if ((imported?.name ?? imported?.value) === 'env')
            processEnvLines.push(lineOf(specifier.start))
        }
      }
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      typeof source === 'string'
    ) {
      add(source, node.start, node.exportKind === 'type', false)
      const reExportsEnv =
        node.type === 'ExportAllDeclaration' ||
        (node.specifiers as Node[]).some((specifier) => (specifier.local as Node).name === 'env')
      if (PROCESS_MODULES.has(source) && reExportsEnv) processEnvLines.push(lineOf(node.start))
    } else if (node.type === 'TSImportType' && typeof source === 'string') {
      // `type A = import('#server/app').AppType`: a type-only import written inline.
      add(source, node.start, true, false)
    } else if (node.type === 'ImportExpression') {
      const argument = node.source as Node
      if (argument.type === 'Literal' && typeof argument.value === 'string') {
        add(argument.value, node.start, false, true)
      } else if (argument.type === 'TemplateLiteral' && (argument.expressions as unknown[]).length === 0) {
        const cooked = ((argument.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked
        if (cooked) add(cooked, node.start, false, true)
      }
    } else if (node.type === 'VariableDeclarator' && isProcess(node.init)) {
      const id = node.id as Node
      if (id.type === 'Identifier') processNames.add(id.name as string)
    }
  })
  // Second pass, once every alias is known: `<process>.env`, `<process>['env']`, `const { env } = <process>`.
  walk(ast, (node) => {
    if (node.type === 'MemberExpression' && isProcess(node.object) && propertyName(node) === 'env') {
      processEnvLines.push(lineOf(node.start))
    }
    const pattern =
      node.type === 'VariableDeclarator' && isProcess(node.init)
        ? (node.id as Node)
        : node.type === 'AssignmentExpression' && isProcess(node.right)
          ? (node.left as Node)
          : undefined
    if (pattern?.type === 'ObjectPattern') {
      for (const property of pattern.properties as Node[]) {
        const key = property.key as Node | undefined
        const name = key?.type === 'Identifier' && !property.computed ? key.name : key?.value
        if (name === 'env') processEnvLines.push(lineOf(property.start))
      }
    }
  })
  return { path, isTest: /\.test\.tsx?$/.test(path), imports, processEnvLines }
}

/** `server/routes` for `src/server/routes/public/x.ts`: the area and its first folder (or file). */
function layerOf(path: string): string {
  return path.split('/').slice(1, 3).join('/')
}
const areaOf = (path: string) => (path.startsWith('src/') ? path.split('/')[1] : undefined)
const featureOf = (path: string) => path.match(/^src\/web\/features\/([^/]+)\//)?.[1]
const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)
const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || isBuiltin(packageOf(spec))

function importRules(file: SourceFile, ref: ImportRef): RuleId[] {
  const found: RuleId[] = []
  const from = file.path
  const area = areaOf(from)
  const target = ref.target
  const targetArea = target ? areaOf(target) : undefined
  const value = !ref.typeOnly
  const bare = !target && !ref.spec.startsWith('#')

  if (target && !file.isTest) {
    const top = target.split('/')[0] ?? ''
    if ((!targetArea && OUTSIDE_SRC_FORBIDDEN.includes(top)) || target.includes('/testdata/')) {
      found.push('no-test-imports')
    }
  }
  if (target && targetArea && (ref.spec.startsWith('./') || ref.spec.startsWith('../'))) {
    if (/^(\.\.\/){3,}/.test(ref.spec)) found.push('relative-depth')
    else if (targetArea !== area) found.push('relative-leaves-area')
  }

  if (area === 'shared') {
    if (targetArea && targetArea !== 'shared') found.push('shared-imports-shared')
    if (bare && !file.isTest && isNodeBuiltin(ref.spec)) found.push('shared-no-node')
    if (bare && !file.isTest && FRAMEWORKS.test(ref.spec)) found.push('shared-no-frameworks')
  }

  if (area === 'web') {
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
    if (
      /^src\/web\/(features|components|lib)\//.test(from) &&
      target &&
      /^src\/web\/(routes\/|router(\.tsx?)?$|entry-(client|server)(\.tsx?)?$)/.test(target)
    ) {
      found.push('web-routes-on-top')
    }
  }

  if (area === 'server' && target) {
    const fromLayer = layerOf(from)
    const toLayer = layerOf(target)
    const skipsServices =
      ['server/storage', 'server/providers'].includes(toLayer) || (toLayer === 'server/db' && value)
    if (fromLayer === 'server/routes' && skipsServices) found.push('routes-no-storage-providers')
    if (fromLayer === 'server/db' && DB_NEVER_IMPORTS.includes(toLayer)) {
      found.push('db-bottom')
    }
    if (
      fromLayer === 'server/storage' &&
      targetArea === 'server' &&
      !['server/storage', 'server/db'].includes(toLayer)
    ) {
      found.push('storage-imports-db-shared')
    }
    if (
      ['server/services', 'server/jobs', 'server/ingest', 'server/ai'].includes(fromLayer) &&
      toLayer === 'server/routes'
    ) {
      found.push('no-routes-import')
    }
    if (targetArea === 'web' && fromLayer !== 'server/render') {
      found.push('server-web-via-render')
    }
  }

  if (
    area &&
    value &&
    !file.isTest &&
    /^drizzle-orm(\/|$)/.test(ref.spec) &&
    !/^src\/server\/(storage|db)\//.test(from)
  ) {
    found.push('sql-in-storage')
  }
  return found
}

/**
 * Every strongly connected set of files over static imports, types included: each holds a cycle to break. A lazy
 * `import()` is left out: it is a one-way load by design (code splitting, a DEV-only module) and runs after both
 * modules are evaluated.
 */
function cycles(files: SourceFile[]): string[][] {
  const edges = new Map<string, string[]>()
  const known = new Set(files.map((f) => f.path))
  for (const file of files) {
    const targets = file.imports
      .filter((ref) => ref.resolved && !ref.dynamic && ref.target && known.has(ref.target))
      .map((ref) => ref.target as string)
    edges.set(file.path, [...new Set(targets)])
  }
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const components: string[][] = []
  let counter = 0
  for (const start of [...known].sort()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; next: number }
      const out = edges.get(frame.node) ?? []
      if (frame.next < out.length) {
        const to = out[frame.next++] as string
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, next: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string | undefined
        do {
          member = stack.pop() as string
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const selfLoop = component.length === 1 && (edges.get(frame.node) ?? []).includes(frame.node)
        if (component.length > 1 || selfLoop) components.push(component.sort())
      }
    }
  }
  return components
}

/** The shortest import loop from the first file of a knot back to itself, e.g. [a, b, a]. */
function shortestLoop(component: string[], byPath: Map<string, SourceFile>): string[] {
  const first = component[0] as string
  const members = new Set(component)
  const previous = new Map<string, string>()
  const queue = [first]
  while (queue.length) {
    const node = queue.shift() as string
    for (const ref of byPath.get(node)?.imports ?? []) {
      const to = ref.target
      if (!ref.resolved || ref.dynamic || !to || !members.has(to)) continue
      if (to === first) {
        const loop = [first]
        for (let at: string | undefined = node; at && at !== first; at = previous.get(at)) loop.unshift(at)
        return [first, ...loop]
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return [first, first]
}

/** Checks the tree under `root` (which holds `src/`); returns every violation, sorted by file and line. */
export function checkBoundaries(root: string): Violation[] {
  const files = filesUnder(join(root, 'src')).map((file) => parseFile(root, file))
  const violations: Violation[] = []
  for (const file of files) {
    for (const ref of file.imports) {
      for (const rule of importRules(file, ref)) {
        violations.push({ rule, file: file.path, line: ref.line, message: `${rules[rule]} (${ref.spec})` })
      }
    }
    if (file.path !== 'src/server/env.ts') {
      for (const line of file.processEnvLines) {
        violations.push({ rule: 'no-process-env', file: file.path, line, message: rules['no-process-env'] })
      }
    }
  }
  const byPath = new Map(files.map((f) => [f.path, f]))
  for (const component of cycles(files)) {
    const loop = shortestLoop(component, byPath)
    const first = loop[0] as string
    const ref = byPath.get(first)?.imports.find((r) => !r.dynamic && r.target === loop[1])
    violations.push({
      rule: 'no-cycles',
      file: first,
      line: ref?.line ?? 1,
      message: `${rules['no-cycles']}: ${loop.join(' → ')}${component.length > loop.length - 1 ? ` (${component.length} files in the knot)` : ''}`,
    })
  }
  return violations.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule),
  )
}
