import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's directory (the one holding package.json), found from this module's own location rather than
 * the working directory. The same code runs from src/server through tsx and bundled into dist/node (decision
 * 030), where `import.meta.url` is the bundle's: paths relative to the module would differ, this one does not.
 */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)))

/** A file or directory the server reads at run time (migrations, fonts, fixtures, the build), by its path in the project. */
export function fromRoot(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts)
}

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`)
  }
}
