import { and, like, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema/index'

// Fixed-window rate limits kept in PostgreSQL, so every instance behind the load balancer counts against the same
// numbers (ARCHITECTURE.md: "the counters of rate limits that must hold across instances"). Used by the chat;
// any other limit (sign-in) takes its own key prefix.

interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number
  windowMs: number
  now: Date
}

interface RateLimitResult {
  allowed: boolean
  /** Hits left in this window after this one. */
  remaining: number
  /** Whole seconds until the window resets (at least 1): the Retry-After of a refused hit. */
  retryAfterSeconds: number
}

/**
 * Counts one hit of `key` and says whether it is within the limit. One INSERT … ON CONFLICT DO UPDATE … RETURNING
 * statement: concurrent hits, from any instance, each get a distinct count, so exactly `limit` of them pass.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const nowMs = rule.now.getTime()
  const windowStartMs = Math.floor(nowMs / rule.windowMs) * rule.windowMs
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStartMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits}.${sql.identifier('count')} + 1` },
    })
    .returning({ count: rateLimits.count })
  const count = row?.count ?? Number.POSITIVE_INFINITY
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + rule.windowMs - nowMs) / 1000)),
  }
}

/** Deletes the windows that started before `before` (of the keys starting with `keyPrefix`, if given). */
export async function deleteRateLimitWindowsBefore(
  db: Db,
  before: Date,
  keyPrefix?: string,
): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, before),
        keyPrefix === undefined
          ? undefined
          : like(rateLimits.key, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .returning({ key: rateLimits.key })
  return rows.length
}
