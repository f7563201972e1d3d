import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { signInAttempts } from '../db/schema/index'

// The sign-in lock's counters (decision 015), in PostgreSQL so that every instance counts against the same
// numbers. An attempt is reserved before its password is checked: one INSERT … ON CONFLICT DO UPDATE … WHERE
// statement that counts it only while the failures of the current streak plus the attempts in flight stay under
// the limit, so concurrent attempts, from any instance, cannot overshoot it. The attempt then settles: a failure
// stays counted and restarts the 15 minutes, anything else gives the reservation back.

export interface SignInLockRule {
  /** Failures (plus attempts in flight) that lock the key. */
  limit: number
  /** How long the lock lasts after the last failure; also how long a streak of failures is remembered. */
  lockMs: number
  now: Date
}

type Reservation = { reserved: true } | { reserved: false; retryAfterSeconds: number }

const t = signInAttempts

/** The failures that still count at `since`: a streak whose last failure is older is over. */
const liveFailures = (since: Date) =>
  sql<number>`(CASE WHEN ${t.lastFailureAt} > ${since} THEN ${t.failures} ELSE 0 END)`
/** Attempts in flight: a reservation older than the lock is one whose process died before it settled. */
const livePending = (since: Date) =>
  sql<number>`(CASE WHEN ${t.reservedAt} > ${since} THEN ${t.pending} ELSE 0 END)`

/** Reserves one attempt for `key`, or says how long the key stays locked. */
export async function reserveSignInAttempt(db: Db, key: string, rule: SignInLockRule): Promise<Reservation> {
  const since = new Date(rule.now.getTime() - rule.lockMs)
  const rows = await db
    .insert(t)
    .values({ key, failures: 0, pending: 1, reservedAt: rule.now })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: liveFailures(since), pending: sql`${livePending(since)} + 1`, reservedAt: rule.now },
      setWhere: sql`${liveFailures(since)} + ${livePending(since)} < ${rule.limit}`,
    })
    .returning({ key: t.key })
  if (rows.length) return { reserved: true }

  const [row] = await db
    .select({ failures: liveFailures(since), lastFailureAt: t.lastFailureAt })
    .from(t)
    .where(eq(t.key, key))
  // Locked by failures: until 15 minutes after the last one. Locked by attempts still in flight: those are
  // most likely failures too, and would lock the key for the whole 15 minutes.
  const until =
    row && Number(row.failures) >= rule.limit && row.lastFailureAt
      ? new Date(row.lastFailureAt).getTime() + rule.lockMs
      : rule.now.getTime() + rule.lockMs
  return { reserved: false, retryAfterSeconds: Math.max(1, Math.ceil((until - rule.now.getTime()) / 1000)) }
}

/**
 * Settles a reserved attempt. A failure stays counted (a new streak if the last one is over) and the lock's 15
 * minutes start again from it; anything else (a success, a malformed request) gives the reservation back.
 */
export async function settleSignInAttempt(
  db: Db,
  key: string,
  outcome: 'failed' | 'released',
  rule: SignInLockRule,
): Promise<void> {
  const since = new Date(rule.now.getTime() - rule.lockMs)
  const pending = sql`GREATEST(${t.pending} - 1, 0)`
  await db
    .update(t)
    .set(
      outcome === 'failed'
        ? { pending, failures: sql`${liveFailures(since)} + 1`, lastFailureAt: rule.now }
        : { pending },
    )
    .where(eq(t.key, key))
}

/** Deletes the rows with nothing left to count: no failure and no reservation since `before`. */
export async function deleteSignInAttemptsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(t)
    .where(and(lt(t.reservedAt, before), or(sql`${t.lastFailureAt} IS NULL`, lt(t.lastFailureAt, before))))
    .returning({ key: t.key })
  return rows.length
}
