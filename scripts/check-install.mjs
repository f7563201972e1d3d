// Before validate, start and serve: the packages installed in node_modules are the ones package.json pins. After a
// pull that adds or changes a dependency, a stale node_modules otherwise fails later and far from the cause (a
// type error "Cannot find module 'prom-client'", or a stack at import). Plain JavaScript: it runs before anything
// is compiled and without devDependencies.
//   node scripts/check-install.mjs          dependencies and devDependencies (validate, start: they build)
//   node scripts/check-install.mjs --prod   dependencies only (serve, worker: after `npm ci --omit=dev`)
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const wanted = {
  ...manifest.dependencies,
  ...(process.argv.includes('--prod') ? {} : manifest.devDependencies),
}

const wrong = []
for (const [name, version] of Object.entries(wanted)) {
  const file = join(ROOT, 'node_modules', name, 'package.json')
  const installed = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined
  // The repo pins exact versions; a range (none today) is left to npm.
  if (installed === undefined) wrong.push(`${name} is missing`)
  else if (/^\d/.test(version) && installed !== version) wrong.push(`${name} is ${installed}, not ${version}`)
}
if (wrong.length) {
  const shown = wrong.slice(0, 3).join(', ') + (wrong.length > 3 ? ` and ${wrong.length - 3} more` : '')
  console.error(`node_modules does not match package.json (${shown}): run npm ci`)
  process.exit(1)
}
