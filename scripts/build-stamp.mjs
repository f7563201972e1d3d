// The build stamp (decision 030): a hash of everything the build reads, written into dist/ when a build
// succeeds. Plain JavaScript so that it runs before anything is compiled and without devDependencies.
//   node scripts/build-stamp.mjs --write            after a build: record the inputs' hash
//   node scripts/build-stamp.mjs --build-if-stale   before serving (npm start): build unless dist is current
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const STAMP = join(ROOT, 'dist', 'build-stamp.json')
// What the build reads: the sources, the public files, its configs and the installed versions (the lockfile).
const INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'rolldown.config.ts',
  'scripts',
]
// What a complete build leaves: the client manifest, the SSR bundle, the compiled server.
const OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/node/main.js']

function inputsHash() {
  const hash = createHash('sha256')
  const files = INPUTS.flatMap((input) => {
    const full = join(ROOT, input)
    if (!existsSync(full)) return []
    if (!statSync(full).isDirectory()) return [full]
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
  }).sort()
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

function current() {
  if (!OUTPUTS.every((file) => existsSync(join(ROOT, file)))) return false
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).inputs === inputsHash()
  } catch {
    return false
  }
}

if (process.argv.includes('--write')) {
  writeFileSync(STAMP, `${JSON.stringify({ inputs: inputsHash(), builtAt: new Date().toISOString() })}\n`)
} else if (process.argv.includes('--build-if-stale')) {
  if (current()) {
    console.log('The build is current (dist/build-stamp.json): not rebuilding.')
  } else {
    const npm = process.env.npm_execpath
    const build = npm
      ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' })
      : spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    process.exit(build.status ?? 1)
  }
} else {
  console.error('Usage: node scripts/build-stamp.mjs --write | --build-if-stale')
  process.exit(2)
}
