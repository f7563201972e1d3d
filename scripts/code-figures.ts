import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

// The size figures a clean-up is judged by (STYLE.md: small modules, short functions): files over 400 lines, functions
// over 80 lines, and imports that climb three or more `../`, in src/ (tests and migrations aside unless --tests).
//   node --import tsx scripts/code-figures.ts [--list] [--tests] [folder …]

const FILE_LINES = 400
const FUNCTION_LINES = 80

const args = process.argv.slice(2)
const list = args.includes('--list')
const withTests = args.includes('--tests')
const root = resolve(import.meta.dirname, '..')
const folders = args.filter((a) => !a.startsWith('--'))

function filesUnder(path: string): string[] {
  if (statSync(path).isDirectory()) {
    return readdirSync(path).flatMap((name) =>
      name === 'node_modules' || name === 'migrations' ? [] : filesUnder(join(path, name)),
    )
  }
  if (!/\.tsx?$/.test(path)) return []
  return withTests || !/\.test\.tsx?$/.test(path) ? [path] : []
}

const files = (folders.length ? folders : ['src']).flatMap((folder) => filesUnder(resolve(root, folder)))
const longFiles: string[] = []
const longFunctions: string[] = []
const deepImports: string[] = []

for (const file of files) {
  const text = readFileSync(file, 'utf8')
  const name = relative(root, file)
  const lines = text.split('\n').length
  if (lines > FILE_LINES) longFiles.push(`${name} ${lines}`)
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]((?:\.\.\/){3,}[^'"]*)['"]/g)) {
    deepImports.push(`${name}: ${match[1]}`)
  }
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (!node || typeof node !== 'object') return
    const { type, start, end } = node as { type?: string; start?: number; end?: number }
    if (
      type &&
      /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(type) &&
      start !== undefined
    ) {
      const length = lineAt(end ?? start) - lineAt(start) + 1
      if (length > FUNCTION_LINES) longFunctions.push(`${name}:${lineAt(start)} ${length}`)
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value)
  }
  visit(parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }))
}

if (list) {
  for (const [title, rows] of [
    [`files over ${FILE_LINES} lines`, longFiles],
    [`functions over ${FUNCTION_LINES} lines`, longFunctions],
    ['imports climbing 3+ levels', deepImports],
  ] as const) {
    console.log(`\n${title}:`)
    for (const row of rows) console.log(`  ${row}`)
  }
  console.log()
}
console.table({
  files: { count: files.length },
  [`files > ${FILE_LINES} lines`]: { count: longFiles.length },
  [`functions > ${FUNCTION_LINES} lines`]: { count: longFunctions.length },
  'imports climbing 3+ ../': { count: deepImports.length },
})
