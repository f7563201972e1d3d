import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCache } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// Decision 032: /metrics in Prometheus' text format, only with METRICS_TOKEN and only for its holder; counts by
// route pattern so that unique URLs add no label values.

const TOKEN = 'scrape-token-0123456789'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/**
 * Prometheus' text exposition format, strictly enough to fail on a malformed line. Values parse as Go's
 * ParseFloat does, so NaN and Inf in any case (prom-client writes "Nan" for an event-loop mean not yet measured).
 */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (-?[\d.e+-]+|nan|[+-]?inf)$/i.exec(line)
    if (!match) throw new Error(`not a metrics line: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0)

describe.each(testDrivers)('/metrics on $name', { timeout: 60_000 }, (driver) => {
  let testDb: TestDatabase
  let t: ReturnType<typeof createTestApp>
  const cache = new ResponseCache()
  const scrape = async () => {
    const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    return parseMetrics(await res.text())
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env: testEnv({ METRICS_TOKEN: TOKEN }), responseCache: cache })
    await cache.enabledPromise
    await createArticles(testDb.database.db, [{ id: 'm1', slug: 'metered', title: 'Metered story' }])
  })
  afterAll(async () => {
    await testDb?.drop()
  })

  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    const off = createTestApp(testDb.database).app
    expect((await off.request('/metrics')).status).toBe(404)
    expect((await t.app.request('/metrics')).status).toBe(401)
    const wrong = await t.app.request('/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/)
    const right = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(right.status).toBe(200)
    expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(right.headers.get('cache-control')).toBe('no-store')
  })

  it('counts requests and their latency by route pattern, and the response cache', async () => {
    const before = await scrape()
    const route = { method: 'GET', route: '/api/articles/lookup', status: '200' }
    for (let i = 0; i < 3; i++)
      expect((await t.app.request('/api/articles/lookup?slug=metered')).status).toBe(200)
    expect((await t.app.request('/api/nowhere')).status).toBe(404)
    const after = await scrape()
    expect(
      value(after, 'bo5_http_requests_total', route) - value(before, 'bo5_http_requests_total', route),
    ).toBe(3)
    const latency = { method: 'GET', route: '/api/articles/lookup' }
    expect(
      value(after, 'bo5_http_request_duration_seconds_count', latency) -
        value(before, 'bo5_http_request_duration_seconds_count', latency),
    ).toBe(3)
    expect(
      value(after, 'bo5_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1)
    // Each GET was looked up once (the three reads and the 404); after the first filled the cache, later ones were answered from it (on
    // PostgreSQL the announcement of the article stored in beforeAll may still empty it once meanwhile).
    const hits = (s: Sample[]) => value(s, 'bo5_response_cache_lookups_total', { result: 'hit' })
    const misses = (s: Sample[]) => value(s, 'bo5_response_cache_lookups_total', { result: 'miss' })
    expect(hits(after) - hits(before) + misses(after) - misses(before)).toBe(4)
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(1)
    expect(value(after, 'bo5_response_cache_entries')).toBeGreaterThanOrEqual(1)
    expect(value(after, 'bo5_response_cache_bytes')).toBeGreaterThan(0)
    // The process: memory and event-loop lag (prom-client's default metrics).
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true)
  })

  it('adds no label values for a burst of unique URLs', async () => {
    const burst = async (n: number, from: number) => {
      for (let i = from; i < from + n; i++) {
        await t.app.request(`/api/articles/lookup?slug=unique-${i}`)
        await t.app.request(`/api/no-such-route-${i}`)
        await t.app.request(`/no-such-page-${i}`)
      }
    }
    await burst(2, 0)
    const series = (s: Sample[]) =>
      new Set(
        s.filter((x) => x.name.startsWith('bo5_http_')).map((x) => `${x.name}${JSON.stringify(x.labels)}`),
      )
    const before = series(await scrape())
    await burst(50, 2)
    const after = await scrape()
    expect(series(after)).toEqual(before)
    expect(
      [...new Set(after.map((s) => s.labels.route).filter(Boolean))].every((r) => !/unique|no-such/.test(r!)),
    ).toBe(true)
  })
})
