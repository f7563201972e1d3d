import type { Logger } from '../../logger'
import { createHttpClient, type HttpClient, HttpError, parseRetryAfter } from '../http'
import { type Clock, type RateLimiter, RateLimitWaitError, systemClock } from './rate-limit'

// One PandaScore GET (docs/decisions/009-pandascore-sync.md): the shared rate budget, retries with backoff,
// Retry-After, PandaScore's status codes in its own words, and the token kept out of every message. Sent
// through the one outbound client (providers/http.ts), which brings the timeout, body cap and SSRF guard.

type PandaScoreErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED'
  | 'HTTP_STATUS'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'BAD_RESPONSE'
  | 'TOO_LARGE'
  | 'BLOCKED_ADDRESS'

/** A failed PandaScore call. The message names the path and what went wrong; never the token. */
export class PandaScoreError extends Error {
  override readonly name = 'PandaScoreError'
  constructor(
    readonly code: PandaScoreErrorCode,
    message: string,
    readonly details: { status?: number; path?: string } = {},
  ) {
    super(message)
  }
}

export interface PandaScoreClientStats {
  requests: number
  retries: number
  /** X-Rate-Limit-Remaining of the last answer, when sent. */
  rateLimitRemaining: number | null
}

export interface PandaScoreTransportOptions {
  token: string
  limiter: RateLimiter
  /** Each request, body included. */
  timeoutMs?: number
  maxBytes?: number
  /** Retries after a 5xx, a timeout or a network error; also the number of 429s honoured per request. */
  maxRetries?: number
  /** First backoff step; each retry doubles it, half of each step is random (jitter). */
  backoffBaseMs?: number
  /** A Retry-After longer than this fails the request instead of waiting (RATE_LIMITED). */
  maxRetryAfterMs?: number
  /** A caller that must answer quickly (a page view) gives up when the budget needs a longer wait. */
  maxWaitMs?: number
  /** Lets loopback and private addresses through (tests); env ALLOW_PRIVATE_FEED_HOSTS in the app. */
  allowPrivateHosts?: boolean
  logger?: Logger
  clock?: Clock
  random?: () => number
  userAgent?: string
}

interface PandaScoreTransport {
  /** The parsed JSON body of a GET and its response headers; throws PandaScoreError. */
  getJson(url: URL): Promise<{ body: unknown; header: (name: string) => string | null }>
  /** A PandaScoreError whose message never carries the token. */
  fail(
    code: PandaScoreErrorCode,
    message: string,
    details: { status?: number; path?: string },
  ): PandaScoreError
  stats(): PandaScoreClientStats
  close(): Promise<void>
}

const DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 10 * 1024 * 1024,
  maxRetries: 3,
  backoffBaseMs: 500,
  maxRetryAfterMs: 5 * 60_000,
}

/** Path and query for messages; a token someone put in a URL is cut out. */
export function shown(url: URL): string {
  const copy = new URL(url.href)
  copy.searchParams.delete('token')
  return decodeURIComponent(`${copy.pathname}${copy.search}`)
}

/** The error field PandaScore puts in 4xx bodies ({"error": "…"} or {"message": "…"}). */
function bodyMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown }
    const message = typeof body.error === 'string' ? body.error : body.message
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''
  } catch {
    return ''
  }
}

type Failure = [code: PandaScoreErrorCode, message: string]

/** A failure of the transport in PandaScore's words, with the path. */
function transportFailure(error: unknown, path: string, timeoutMs: number, maxBytes: number): Failure {
  if (!(error instanceof HttpError)) {
    const detail = error instanceof Error ? error.message : String(error)
    return ['NETWORK', `Could not reach PandaScore for ${path}: ${detail.split('\n')[0]?.slice(0, 200)}`]
  }
  switch (error.code) {
    case 'TIMEOUT':
      return ['TIMEOUT', `PandaScore did not answer ${path} within ${timeoutMs / 1000} s`]
    case 'TOO_LARGE':
      return ['TOO_LARGE', `PandaScore answer to ${path} is larger than ${maxBytes} bytes`]
    case 'BLOCKED_ADDRESS':
      return ['BLOCKED_ADDRESS', error.message]
    default:
      return ['NETWORK', `Could not reach PandaScore for ${path}: ${error.message}`]
  }
}

/** A status that no retry will change (429 and 5xx are retried before this is asked); undefined for 2xx. */
function refusal(status: number, text: string, path: string): Failure | undefined {
  if (status === 401)
    return ['UNAUTHORIZED', `PandaScore refused the token (401) for ${path}; check PANDASCORE_TOKEN`]
  if (status === 403)
    return ['FORBIDDEN', `PandaScore refused ${path} (403)${bodyMessage(text)}; the plan may not cover it`]
  if (status === 404) return ['NOT_FOUND', `PandaScore has no ${path} (404)`]
  if (status >= 200 && status <= 299) return undefined
  return [
    status >= 400 && status < 500 ? 'BAD_REQUEST' : 'HTTP_STATUS',
    `PandaScore answered ${status} for ${path}${bodyMessage(text)}`,
  ]
}

interface TransportState {
  http: HttpClient
  headers: Readonly<Record<string, string>>
  stats: PandaScoreClientStats
  fail: PandaScoreTransport['fail']
  limiter: RateLimiter
  clock: Clock
  random: () => number
  logger: Logger | undefined
  timeoutMs: number
  maxBytes: number
  maxRetries: number
  backoffBaseMs: number
  maxRetryAfterMs: number
  maxWaitMs: number
}

export function createPandaScoreTransport(options: PandaScoreTransportOptions): PandaScoreTransport {
  const { token } = options
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs
  const http = createHttpClient({
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    connectTimeoutMs: Math.min(timeoutMs, 10_000),
    timeoutMs,
    connections: 4,
  })
  /** The last safety net: whatever a message says, it never carries the token. */
  const redact = (text: string) => text.split(token).join('[redacted]')
  const fail: PandaScoreTransport['fail'] = (code, message, details) =>
    new PandaScoreError(code, redact(message), details)
  const state: TransportState = {
    http,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'BO5-esports/1.0',
    },
    stats: { requests: 0, retries: 0, rateLimitRemaining: null },
    fail,
    limiter: options.limiter,
    clock: options.clock ?? systemClock,
    random: options.random ?? Math.random,
    logger: options.logger,
    timeoutMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
    backoffBaseMs: options.backoffBaseMs ?? DEFAULTS.backoffBaseMs,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
    maxWaitMs: options.maxWaitMs ?? Number.POSITIVE_INFINITY,
  }
  return {
    getJson: (url) => getJson(state, url),
    fail,
    stats: () => ({ ...state.stats }),
    close: () => http.close(),
  }
}

/** One GET with the budget, retries and checks; the parsed JSON body and the headers. */
async function getJson(
  state: TransportState,
  url: URL,
): Promise<{ body: unknown; header: (name: string) => string | null }> {
  const { http, headers, stats, fail, limiter, clock, logger, timeoutMs, maxBytes, maxRetries } = state
  const { maxRetryAfterMs, maxWaitMs } = state
  const backoff = (attempt: number) => {
    const step = state.backoffBaseMs * 2 ** attempt
    return Math.round(step / 2 + (state.random() * step) / 2)
  }
  const path = shown(url)
  for (let attempt = 0; ; attempt++) {
    try {
      await limiter.acquire({ maxWaitMs })
    } catch (error) {
      if (error instanceof RateLimitWaitError)
        throw fail('RATE_LIMITED', `${error.message}; ${path} was not requested`, { path })
      throw error
    }
    let response: Awaited<ReturnType<typeof http.request>>
    let text: string
    try {
      stats.requests++
      logger?.debug({ path, attempt }, 'pandascore request')
      response = await http.request(url.href, { headers, timeoutMs })
      const remaining = Number.parseInt(response.header('x-rate-limit-remaining') ?? '', 10)
      if (Number.isFinite(remaining)) stats.rateLimitRemaining = remaining
      text = await response.text(maxBytes)
    } catch (error) {
      const failure = fail(...transportFailure(error, path, timeoutMs, maxBytes), { path })
      const retriable = failure.code === 'TIMEOUT' || failure.code === 'NETWORK'
      if (!retriable || attempt >= maxRetries) throw failure
      const wait = backoff(attempt)
      stats.retries++
      logger?.warn({ path, attempt, wait, reason: failure.message }, 'pandascore request failed; retrying')
      await clock.sleep(wait)
      continue
    }

    const { status } = response
    if (status === 429) {
      const retryAfter = parseRetryAfter(response.header('retry-after'), clock.now())
      const wait = retryAfter ?? backoff(attempt)
      // Everyone waits out the pause, not only this caller.
      limiter.pauseFor(wait)
      if (attempt >= maxRetries || wait > maxRetryAfterMs || wait > maxWaitMs)
        throw fail(
          'RATE_LIMITED',
          `PandaScore rate limit reached for ${path}; retry after ${Math.ceil(wait / 1000)} s`,
          { status, path },
        )
      stats.retries++
      logger?.warn({ path, attempt, wait }, 'pandascore rate limit (429); waiting for Retry-After')
      continue
    }
    if (status >= 500) {
      if (attempt >= maxRetries)
        throw fail('HTTP_STATUS', `PandaScore answered ${status} for ${path} after ${attempt + 1} tries`, {
          status,
          path,
        })
      const wait = backoff(attempt)
      stats.retries++
      logger?.warn({ path, attempt, status, wait }, 'pandascore server error; retrying')
      await clock.sleep(wait)
      continue
    }
    const refused = refusal(status, text, path)
    if (refused) throw fail(...refused, { status, path })
    try {
      return { body: JSON.parse(text) as unknown, header: response.header }
    } catch {
      throw fail('BAD_RESPONSE', `PandaScore sent a body that is not JSON for ${path}`, { status, path })
    }
  }
}
