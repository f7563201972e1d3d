import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer, table } from './support'

// What a first visit to each page downloads before it is interactive: the HTML, the stylesheets, the entry
// script and the route chunks the server preloads. Sizes are gzip level 9 of the served bytes.
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/news', '/cs2', '/terms']
const dataDir = mkdtempSync(join(tmpdir(), 'bo5-weight-'))
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  RUN_WORKER: 'false',
})

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length
const kb = (n: number) => (n / 1024).toFixed(1)

const rows: Record<string, string | number>[] = []
try {
  for (const page of pages) {
    const html = await (await fetch(server.baseURL + page)).text()
    const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
    const css = attr(/<link rel="stylesheet" href="([^"]+)"/g)
    const js = [
      ...new Set([
        ...attr(/<script type="module" src="([^"]+)"/g),
        ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
      ]),
    ]
    const size = async (paths: string[]) => {
      let total = 0
      for (const path of paths)
        total += gz(new Uint8Array(await (await fetch(server.baseURL + path)).arrayBuffer()))
      return total
    }
    const [jsBytes, cssBytes] = await Promise.all([size(js), size(css)])
    rows.push({
      page,
      'html KB gz': kb(gz(new TextEncoder().encode(html))),
      'js KB gz': kb(jsBytes),
      'js files': js.length,
      'css KB gz': kb(cssBytes),
      'total KB gz': kb(jsBytes + cssBytes + gz(new TextEncoder().encode(html))),
    })
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
table(rows)
