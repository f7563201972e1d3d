import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { PandaScoreClient } from './providers/pandascore/client'

// Decision 032: /metrics in Prometheus' text format. One registry per Metrics (one per process in production,
// one per app in tests), never prom-client's global one: tests build many apps in one process.

/** What the response cache counts itself (ResponseCache.stats). */
interface CacheStats {
  stats(): { entries: number; bytes: number; hits: number; misses: number }
}

/** Latency buckets in seconds: a cached answer takes a millisecond, a cold page render a second or more. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export class Metrics {
  readonly registry = new Registry()
  readonly httpRequests = new Counter({
    name: 'bo5_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  readonly httpDuration = new Histogram({
    name: 'bo5_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  })
  readonly jobRuns = new Counter({
    name: 'bo5_job_runs_total',
    help: 'Background job runs in this process, by job and outcome (done or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  })
  readonly feedFetches = new Counter({
    name: 'bo5_feed_fetches_total',
    help: 'Feed fetches, by feed and result (ok, not_modified or failed)',
    labelNames: ['feed', 'result'] as const,
    registers: [this.registry],
  })
  readonly chatAnswers = new Counter({
    name: 'bo5_chat_answers_total',
    help: 'Chat answers given, by the engine that wrote them (local, llm or perplexity)',
    labelNames: ['engine'] as const,
    registers: [this.registry],
  })
  private defaultsCollected = false

  /** Process metrics (memory, CPU, event-loop lag, GC): only where they are scraped, as each costs a timer. */
  collectProcessMetrics(): void {
    if (this.defaultsCollected) return
    this.defaultsCollected = true
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 })
  }

  /** The response cache's own counts, read at each scrape. */
  observeResponseCache(cache: CacheStats): void {
    const read = () => cache.stats()
    this.replacing(
      'bo5_response_cache_lookups_total',
      'bo5_response_cache_entries',
      'bo5_response_cache_bytes',
    )
    new Counter({
      name: 'bo5_response_cache_lookups_total',
      help: 'Response cache lookups, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        const { hits, misses } = read()
        this.reset()
        this.inc({ result: 'hit' }, hits)
        this.inc({ result: 'miss' }, misses)
      },
    })
    new Gauge({
      name: 'bo5_response_cache_entries',
      help: 'Answers held by the response cache',
      registers: [this.registry],
      collect() {
        this.set(read().entries)
      },
    })
    new Gauge({
      name: 'bo5_response_cache_bytes',
      help: 'Bytes held by the response cache (bodies and their gzipped copies)',
      registers: [this.registry],
      collect() {
        this.set(read().bytes)
      },
    })
  }

  /** The PandaScore clients' own counts (sync: jobs; live: page views), read at each scrape. */
  observePandaScore(clients: { sync: PandaScoreClient | null; live: PandaScoreClient | null }): void {
    const present = Object.entries(clients).filter((entry): entry is [string, PandaScoreClient] => !!entry[1])
    if (!present.length) return
    this.replacing('bo5_pandascore_requests_total', 'bo5_pandascore_rate_limit_remaining')
    new Counter({
      name: 'bo5_pandascore_requests_total',
      help: 'Requests sent to PandaScore, by client (sync or live)',
      labelNames: ['client'] as const,
      registers: [this.registry],
      collect() {
        this.reset()
        for (const [client, c] of present) this.inc({ client }, c.stats().requests)
      },
    })
    new Gauge({
      name: 'bo5_pandascore_rate_limit_remaining',
      help: "PandaScore's X-Rate-Limit-Remaining on the client's last answer (absent before the first)",
      labelNames: ['client'] as const,
      registers: [this.registry],
      collect() {
        this.reset()
        for (const [client, c] of present) {
          const remaining = c.stats().rateLimitRemaining
          if (remaining !== null) this.set({ client }, remaining)
        }
      },
    })
  }

  /** A second app on the same parts reports its own cache and clients, not a registration error. */
  private replacing(...names: string[]): void {
    for (const name of names) this.registry.removeSingleMetric(name)
  }
}
