import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'

// One autocannon run, in its own process so that generating the load never shares an event loop (or a core's
// time slice) with the server under test. Started by bench/load.ts; prints one JSON line on stdout:
//   node --import tsx bench/load-worker.ts --url URL --duration 20 --connections 50 --header k:v ...
// --unique NAME makes every request's address unique: NAME=1, NAME=2, … appended to the URL's query (a flood of
// addresses no cache holds, as bench/abuse.ts sends). --path P (repeated) asks for the URL's origin with each path in
// turn on every connection (a mixed load, as bench/memory.ts sends).

interface Histogram {
  average: number
  p50: number
  p99: number
}
interface Result {
  requests: Histogram & { total: number }
  latency: Histogram
  errors: number
  timeouts: number
  '1xx': number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
  statusCodeStats: Record<string, { count: number }>
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
  warmup?: { connections: number; duration: number }
  requests?: ({ setupRequest: (request: { path: string }) => { path: string } } | { path: string })[]
}) => Promise<Result>

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  requests: number
  /** Responses per status code. */
  status: Record<string, number>
  /** Answers other than 2xx/3xx, socket errors and timeouts (no answer within autocannon's 10 s). */
  failures: { status: number; errors: number; timeouts: number }
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '0' },
    header: { type: 'string', multiple: true, default: [] },
    unique: { type: 'string' },
    path: { type: 'string', multiple: true, default: [] },
  },
})
if (!values.url) throw new Error('--url is required')

const headers: Record<string, string> = {}
for (const header of values.header) {
  const colon = header.indexOf(':')
  if (colon <= 0) throw new Error(`--header ${header}: expected name:value`)
  headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim()
}

/** Appends name=1, name=2, … to each request's path. */
function uniquePath(name: string) {
  let n = 0
  return (request: { path: string }) => {
    n++
    return { ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}${name}=${n}` }
  }
}

const connections = Number(values.connections)
const warmup = Number(values.warmup)
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const result = await autocannon({
  url: values.url,
  connections,
  duration: Number(values.duration),
  headers,
  ...(values.unique ? { requests: [{ setupRequest: uniquePath(values.unique) }] } : {}),
  ...(values.path.length ? { requests: values.path.map((path) => ({ path })) } : {}),
  ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
})

const output: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: {
    status: result['1xx'] + result['4xx'] + result['5xx'],
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  },
  status: Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  ),
}
process.stdout.write(`${JSON.stringify(output)}\n`)
