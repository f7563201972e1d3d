import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

// Reads what the boundary rules look at in each source file of src/: its imports, resolved to files of ours, and
// the places it reads process.env. rolldown's parser gives an ESTree with TypeScript nodes (decision record 005).

export interface ImportRef {
  spec: string
  line: number
  /** `import type`, `export type … from`, `import('…').T`: erased, never loaded. `import { type A }` is not: verbatimModuleSyntax keeps the load. */
  typeOnly: boolean
  /** `import('…')`: loaded lazily. */
  dynamic: boolean
  /** Path from the root of the file it lands on (or would), when it is ours: relative or #shared/#server/#web. */
  target?: string
  /** The target exists, so the import is an edge of the import graph. */
  resolved: boolean
}

export interface SourceFile {
  /** Path from the root, `/`-separated, e.g. `src/web/lib/theme.ts`. */
  path: string
  isTest: boolean
  imports: ImportRef[]
  processEnvLines: number[]
}

type Node = { type?: string; start: number; end: number; [key: string]: unknown }

const PROCESS_MODULES = new Set(['process', 'node:process'])
const toPosix = (path: string) => path.split('\\').join('/')

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

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

/** `#shared/*`, `#server/*` and `#web/*` resolve like relative imports (package.json "imports"). */
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

/** A string literal, or a template literal without expressions. */
function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked
  }
  return undefined
}

/** `x.env`, `x['env']`, ``x[`env`]`` → 'env'. */
function propertyName(member: Node): string | undefined {
  const property = member.property as Node | undefined
  if (!property) return undefined
  if (!member.computed && property.type === 'Identifier') return property.name as string
  return stringOf(property)
}

type AddImport = (spec: string, start: number, typeOnly: boolean, dynamic: boolean) => void

function collectImports(ast: unknown, add: AddImport): void {
  walk(ast, (node) => {
    // CommonJS spellings: `import fs = require('…')` and `require('…')`, loaded like a static import.
    if (node.type === 'TSImportEqualsDeclaration') {
      const spec = stringOf((node.moduleReference as Node).expression)
      if (spec !== undefined) add(spec, node.start, node.importKind === 'type', false)
      return
    }
    const callee = node.callee as Node | undefined
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'require') {
      const spec = stringOf((node.arguments as unknown[])[0])
      if (spec !== undefined) add(spec, node.start, false, false)
      return
    }
    const source = stringOf(node.source)
    if (source === undefined) return
    if (node.type === 'ImportDeclaration') add(source, node.start, node.importKind === 'type', false)
    else if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      add(source, node.start, node.exportKind === 'type', false)
    } else if (node.type === 'TSImportType') add(source, node.start, true, false)
    else if (node.type === 'ImportExpression') add(source, node.start, false, true)
  })
}

/**
 * Where a file reads process.env, in any spelling: `process.env`, `process['env']`, `const { env } = process`,
 * `import { env } from 'node:process'`, `export { env } from …`, `globalThis.process.env`, and `.env` on any name that
 * holds the process object (`import p from 'node:process'`, `import * as p`, `const p = process`).
 */
function processEnvReads(ast: unknown, lineOf: (offset: number) => number): number[] {
  const lines: number[] = []
  const processNames = new Set(['process'])
  const isProcess = (node: unknown): boolean => {
    if (!isNode(node)) return false
    if (node.type === 'Identifier') return processNames.has(node.name as string)
    if (node.type === 'MemberExpression') {
      const object = node.object as Node
      const holder =
        object.type === 'Identifier' &&
        ['globalThis', 'global', 'window', 'self'].includes(object.name as string)
      return holder && propertyName(node) === 'process'
    }
    if (['TSAsExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(node.type ?? '')) {
      return isProcess(node.expression)
    }
    return false
  }
  // First pass: the names that hold the process object, and the imports or re-exports of `env` itself.
  walk(ast, (node) => {
    const source = stringOf(node.source)
    if (node.type === 'ImportDeclaration' && source && PROCESS_MODULES.has(source)) {
      for (const specifier of node.specifiers as Node[]) {
        const imported = specifier.imported as Node | undefined
        if (specifier.type !== 'ImportSpecifier') processNames.add((specifier.local as Node).name as string)
        else if ((imported?.name ?? imported?.value) === 'env') lines.push(lineOf(specifier.start))
      }
    } else if (node.type?.startsWith('Export') && source && PROCESS_MODULES.has(source)) {
      const specifiers = (node.specifiers as Node[] | undefined) ?? []
      const all = node.type === 'ExportAllDeclaration'
      if (all || specifiers.some((specifier) => (specifier.local as Node).name === 'env')) {
        lines.push(lineOf(node.start))
      }
    } else if (node.type === 'VariableDeclarator' && isProcess(node.init)) {
      const id = node.id as Node
      if (id.type === 'Identifier') processNames.add(id.name as string)
    }
  })
  // Second pass, once every alias is known: `<process>.env`, `<process>['env']`, `const { env } = <process>`.
  walk(ast, (node) => {
    if (node.type === 'MemberExpression' && isProcess(node.object) && propertyName(node) === 'env') {
      lines.push(lineOf(node.start))
    }
    const pattern =
      node.type === 'VariableDeclarator' && isProcess(node.init)
        ? (node.id as Node)
        : node.type === 'AssignmentExpression' && isProcess(node.right)
          ? (node.left as Node)
          : undefined
    if (pattern?.type !== 'ObjectPattern') return
    for (const property of pattern.properties as Node[]) {
      const key = property.key as Node | undefined
      const name = key?.type === 'Identifier' && !property.computed ? key.name : stringOf(key)
      if (name === 'env') lines.push(lineOf(property.start))
    }
  })
  return lines
}

function lineIndex(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((starts[mid] ?? 0) <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
}

function parseFile(root: string, file: string): SourceFile {
  const text = readFileSync(file, 'utf8')
  const lineOf = lineIndex(text)
  const ast = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file)
  const imports: ImportRef[] = []
  collectImports(ast, (spec, start, typeOnly, dynamic) =>
    imports.push({ spec, line: lineOf(start), typeOnly, dynamic, ...targetOf(root, file, spec) }),
  )
  const path = toPosix(relative(root, file))
  return { path, isTest: /\.test\.tsx?$/.test(path), imports, processEnvLines: processEnvReads(ast, lineOf) }
}

/** Every .ts/.tsx file under `root`/src, read. */
export function sourceFiles(root: string): SourceFile[] {
  return filesUnder(join(root, 'src')).map((file) => parseFile(root, file))
}
