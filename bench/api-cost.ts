import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { cpuMs, startServer } from './support'

// CPU per request of API calls, apart from the machine's other load (decision 037's method): the server process's
// CPU time (/proc/<pid>/stat) and the database backends' (every backend of the database), over N sequential
// keep-alive requests (Accept-Encoding: gzip) after a warm-up, the response cache off. Needs `npm run build`.
//   node --import tsx bench/api-cost.ts --db postgres://…/bo5_esports_xxxx --calls FILE [--requests 200]
//     [--rounds 2] [--save DIR] [--only word,word]   (--only: the calls whose name has a word)
// FILE holds one "name<TAB>path" a line (bench/esports.ts --reuse URL --print-calls writes them); --save writes each
// answer's JSON (unzipped) to DIR/<name>.json, for comparing builds byte for byte. Run it from the checkout whose
// build it measures (it starts ./dist/node/main.js).
const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string' },
    requests: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    save: { type: 'string' },
    only: { type: 'string' },
  },
})
if (!values.db || !values.calls) throw new Error('--db URL and --calls FILE are required')
const n = Number(values.requests)
const only = values.only?.split(',')
const calls = readFileSync(values.calls, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split('\t') as [string, string])
  .filter(([name]) => !only || only.some((word) => name.includes(word)))
const database = new URL(values.db).pathname.slice(1)

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
function get(url: string): Promise<{ status: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const admin = new pg.Client({ connectionString: values.db })
await admin.connect()
async function backendsCpu(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  )
  return rows.reduce((sum, row) => sum + cpuMs(row.pid), 0)
}

const server = await startServer(
  {
    DATABASE_URL: values.db,
    SEED_DEMO: 'false',
    RUN_WORKER: 'false',
    RESPONSE_CACHE: 'false',
    LOG_LEVEL: 'error',
  },
  '/healthz',
)
const results: Record<string, string | number>[] = []
try {
  for (const [name, path] of calls) {
    const url = server.baseURL + path
    const first = await get(url)
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`)
    if (values.save) {
      mkdirSync(values.save, { recursive: true })
      const body = first.encoding === 'gzip' ? gunzipSync(first.body) : first.body
      writeFileSync(`${values.save}/${name.replace(/[^a-z0-9]+/gi, '-')}.json`, body)
    }
    const row: Record<string, string | number> = { call: name, bytes: first.body.length }
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (let i = 0; i < 20; i++) await get(url)
      const [server0, db0, t0] = [cpuMs(server.child.pid), await backendsCpu(), performance.now()]
      for (let i = 0; i < n; i++) await get(url)
      const [server1, db1, t1] = [cpuMs(server.child.pid), await backendsCpu(), performance.now()]
      row[`node ms ${round}`] = ((server1 - server0) / n).toFixed(2)
      row[`pg ms ${round}`] = ((db1 - db0) / n).toFixed(2)
      row[`wall ms ${round}`] = ((t1 - t0) / n).toFixed(2)
    }
    results.push(row)
  }
} finally {
  await server.stop()
  await admin.end()
  agent.destroy()
}
console.table(results)
