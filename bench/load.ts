import { type IncomingHttpHeaders, request as httpRequest, createServer, type Server } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { LoadResult } from './load-worker'
import { freePort, runLoadWorker, startServer, table, withBenchDatabase } from './support'

// Load: GET /, /news, /news/{slug} and /api/articles?limit=20 on the built server (`npm run build` first), on
// PostgreSQL (a throwaway database on BENCH_DATABASE_URL or TEST_DATABASE_URL's server; skipped when neither is
// set) and on PGlite, each with the demo data. The ceiling for each address is a bare node:http server answering
// the same bytes from memory: the real server's answer fetched once, with its headers, gzip'ed when the client
// accepts gzip (autocannon does, for both). "/news/{slug} 304" revalidates the article with If-None-Match, as a
// browser or CDN holding a copy does. autocannon runs in a child process (bench/load-worker.ts), one address
// and server at a time; the ratio is req/s over the ceiling's req/s.
//   node --import tsx bench/load.ts [--duration 20] [--connections 50] [--warmup 3] [--db postgres,pglite]
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const warmup = Number(values.warmup ?? Math.min(3, Math.max(1, Math.round(duration / 5))))
if (!(duration > 0) || !(connections > 0) || !(warmup >= 0))
  throw new Error('bad --duration/--connections/--warmup')
const databases = values.db.split(',').map((name) => name.trim())

const ACCEPT_GZIP = { 'accept-encoding': 'gzip' }

interface Target {
  label: string
  path: string
  headers: Record<string, string>
}

/** One answer of the real server, byte for byte, per accept-encoding. */
interface Payload {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A raw GET: the body as sent (compressed when the server compressed it) and the headers. */
function rawGet(url: string, headers: Record<string, string>): Promise<Payload> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

// Hop-by-hop and per-response headers the bare server sets itself.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The ceiling: answers each path from memory with the real server's bytes and headers. */
async function startBareServer(payloads: Map<string, { identity: Payload; gzip: Payload }>) {
  const server: Server = createServer((req, res) => {
    const payload = payloads.get(req.url ?? '')
    if (!payload) return res.writeHead(404).end()
    const chosen = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? payload.gzip : payload.identity
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(chosen.headers))
      if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value
    // Like the real server: a request holding the current ETag gets an empty 304.
    const etag = chosen.headers.etag
    if (etag && req.headers['if-none-match']?.replace(/^W\//, '') === etag.replace(/^W\//, '')) {
      for (const name of ['content-type', 'content-encoding']) delete headers[name]
      return res.writeHead(304, headers).end()
    }
    res.writeHead(chosen.status, { ...headers, 'content-length': chosen.body.length }).end(chosen.body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function runLoad(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['--url', url]
  args.push('--duration', String(duration), '--connections', String(connections), '--warmup', String(warmup))
  for (const [name, value] of Object.entries(headers)) args.push('--header', `${name}:${value}`)
  return runLoadWorker(args)
}

/** What went wrong: answers other than 2xx/3xx by status, socket errors, timeouts; "0" when nothing did. */
const failures = ({ status, failures: { errors, timeouts } }: LoadResult) =>
  [
    ...Object.entries(status)
      .filter(([code]) => !/^[23]/.test(code))
      .map(([code, count]) => `${count} × ${code}`),
    errors ? `${errors} errors` : '',
    timeouts ? `${timeouts} timeouts` : '',
  ]
    .filter(Boolean)
    .join(', ') || '0'
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-')

async function bench(label: string, env: Record<string, string>): Promise<Record<string, string | number>[]> {
  console.log(`${label}: starting the server`)
  // Errors the server logs under load (LOG_LEVEL=error) are shown as they happen.
  const server = await startServer(
    { SEED_DEMO: 'true', RUN_WORKER: 'false', LOG_LEVEL: 'error', ...env },
    '/',
    'inherit',
  )
  const rows: Record<string, string | number>[] = []
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined
  try {
    const { articles } = (await (await fetch(`${server.baseURL}/api/articles?limit=1`)).json()) as {
      articles: { slug: string }[]
    }
    const slug = articles[0]?.slug
    if (!slug) throw new Error('the demo data has no articles')
    const article = `/news/${slug}`
    const targets: Target[] = [
      { label: '/', path: '/', headers: ACCEPT_GZIP },
      { label: '/news', path: '/news', headers: ACCEPT_GZIP },
      { label: '/news/{slug}', path: article, headers: ACCEPT_GZIP },
      { label: '/api/articles?limit=20', path: '/api/articles?limit=20', headers: ACCEPT_GZIP },
    ]

    const payloads = new Map<string, { identity: Payload; gzip: Payload }>()
    for (const target of targets) {
      const identity = await rawGet(server.baseURL + target.path, {})
      const gzip = await rawGet(server.baseURL + target.path, ACCEPT_GZIP)
      if (identity.status !== 200 || gzip.status !== 200)
        throw new Error(`${target.path} answered ${identity.status}/${gzip.status}`)
      payloads.set(target.path, { identity, gzip })
    }
    const etag = payloads.get(article)?.gzip.headers.etag
    if (etag)
      targets.push({
        label: '/news/{slug} 304',
        path: article,
        headers: { ...ACCEPT_GZIP, 'if-none-match': etag },
      })

    bare = await startBareServer(payloads)
    for (const target of targets) {
      const real = await runLoad(server.baseURL + target.path, target.headers)
      const ceiling = await runLoad(bare.baseURL + target.path, target.headers)
      const encoding = payloads.get(target.path)?.gzip.headers['content-encoding'] ?? 'identity'
      const bytes = payloads.get(target.path)?.gzip.body.length ?? 0
      for (const [server, result] of [
        [label, real],
        ['ceiling', ceiling],
      ] as const) {
        rows.push({
          url: target.label,
          server,
          'req/s': Math.round(result.rps),
          'p50 ms': ms(result.p50),
          'p99 ms': ms(result.p99),
          'vs ceiling': server === 'ceiling' ? '' : percent(result.rps / ceiling.rps),
          body: target.label.endsWith('304') ? '304' : `${(bytes / 1024).toFixed(1)} KB ${encoding}`,
          failures: failures(result),
        })
      }
      console.log(`${label}: ${target.label} done`)
    }
  } finally {
    await bare?.stop()
    await server.stop()
  }
  return rows
}

const loadBefore = loadavg()[0]!
const rows: Record<string, string | number>[] = []
for (const database of databases) {
  rows.push(...((await withBenchDatabase(database, 'load', bench)) ?? []))
}
console.log(
  `${connections} connections, ${duration} s per run after ${warmup} s of warm-up, accept-encoding: gzip; ` +
    'ceiling: the same bytes from a bare node:http server. ' +
    `NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; ${cpus().length} CPUs, 1-min load average ` +
    `${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes skew the numbers)`,
)
table(rows)
