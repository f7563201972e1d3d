import type { Context } from 'hono'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { errorBody } from '#server/errors'
import { deleteRateLimitWindowsBefore, hitRateLimit } from '#server/services/rate-limits'
import { clientAddress } from './client-address'

// The one per-client limiter: the chat's, the render budget's (decision 015) and the public API's (decision 033)
// count through it. Each hit of a client address is counted in PostgreSQL (`rate_limits`, key "{name}:{address}")
// so that a limit holds across instances; an address refused once is remembered until its window ends, so a flood
// past a limit costs no database round trip per request (the window's count can only grow, so the answer is the
// same); each limiter deletes its own old windows now and then, off the request's path.

/**
 * A loopback peer (IPv6 ::1 is keyed by its /64) is a test, a benchmark or a proxy on the same host, whose
 * clients would all share one budget (behind a proxy, set TRUST_PROXY); "unknown" is an in-process call (the
 * renderer reading the API), part of a render already counted. The render and API budgets count neither.
 */
export const UNCOUNTED_ADDRESS = /^(127\.|0:0:0:0::\/64$|unknown$)/

interface RateLimitOptions {
  /** Key prefix, e.g. "chat": the key is "chat:{client address}". */
  name: string
  limit: number
  windowMs: number
  /** The 429's message, fit to show. */
  message: string
  /** Addresses that are not counted (never refused). */
  uncounted?: RegExp
  /** Headers the 429 carries besides Retry-After (the API's RateLimit fields). */
  refusalHeaders?: (retryAfterSeconds: number) => Record<string, string>
  now?: () => Date
}

export interface RateLimitHit {
  /** The 429 to answer (with Retry-After), or undefined to go on. */
  refused?: Response
  /** Hits left in this window, and whole seconds until it ends; undefined for an address that is not counted. */
  count?: { remaining: number; resetSeconds: number }
}

/** Counts one hit of the request's client address. */
export type ClientRateLimiter = (c: Context<AppEnv>) => Promise<RateLimitHit>

/** How often one instance deletes its limiter's old windows, at most. */
const CLEANUP_EVERY_MS = 60_000
/** A refused-address memory larger than this is dropped (a flood from many addresses must not grow it forever). */
const REFUSED_MEMORY_MAX = 10_000

export function createClientRateLimiter(
  deps: Pick<RouteDeps, 'services'>,
  options: RateLimitOptions,
): ClientRateLimiter {
  const { db, env } = deps.services
  const refusedUntil = new Map<string, number>()
  let lastCleanup = 0

  const refuse = (c: Context<AppEnv>, retryAfterSeconds: number): RateLimitHit => {
    const seconds = Math.max(1, retryAfterSeconds)
    const headers = { 'retry-after': String(seconds), ...options.refusalHeaders?.(seconds) }
    return {
      refused: c.json(errorBody('RATE_LIMITED', options.message), 429, headers),
      count: { remaining: 0, resetSeconds: seconds },
    }
  }

  return async (c) => {
    const address = clientAddress(c, env.TRUST_PROXY)
    if (options.uncounted?.test(address)) return {}
    const now = options.now?.() ?? new Date()
    const until = refusedUntil.get(address)
    if (until !== undefined && until > now.getTime())
      return refuse(c, Math.ceil((until - now.getTime()) / 1000))
    if (until !== undefined) refusedUntil.delete(address)

    const result = await hitRateLimit(db, `${options.name}:${address}`, {
      limit: options.limit,
      windowMs: options.windowMs,
      now,
    })
    if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime()
      // Windows two windows old are over for every limit of this name; a failed delete is retried later.
      deleteRateLimitWindowsBefore(
        db,
        new Date(now.getTime() - 2 * options.windowMs),
        `${options.name}:`,
      ).catch((error: unknown) =>
        c.get('logger').warn({ err: error, key: options.name }, 'rate limit: cleanup of old windows failed'),
      )
    }
    if (!result.allowed) {
      if (refusedUntil.size > REFUSED_MEMORY_MAX) refusedUntil.clear()
      refusedUntil.set(address, now.getTime() + result.retryAfterSeconds * 1000)
      c.get('logger').info({ key: options.name, retryAfter: result.retryAfterSeconds }, 'rate limited')
      return refuse(c, result.retryAfterSeconds)
    }
    return { count: { remaining: result.remaining, resetSeconds: result.retryAfterSeconds } }
  }
}
