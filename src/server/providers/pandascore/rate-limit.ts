// The PandaScore request budget (docs/decisions/009-pandascore-sync.md): the free plan allows 1,000 requests
// an hour with a burst of 60 a minute. A sliding-window log of the requests made in the last hour answers both
// windows exactly; a caller over either limit waits until the oldest request in that window leaves it, rather
// than failing. A 429 pauses every caller until its Retry-After has passed.

/** Time, replaceable in tests by a fake clock that moves only when told to. */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
}

interface RateWindow {
  max: number
  windowMs: number
}

/** PandaScore's free plan (pandascore-notes.md): 60 a minute, 1,000 an hour. */
const PANDASCORE_FREE_PLAN: readonly RateWindow[] = [
  { max: 60, windowMs: 60_000 },
  { max: 1000, windowMs: 3_600_000 },
]

/** Thrown by acquire when the wait would be longer than the caller accepts (maxWaitMs). */
export class RateLimitWaitError extends Error {
  override readonly name = 'RateLimitWaitError'
  constructor(readonly waitMs: number) {
    super(`The PandaScore request budget is spent for the next ${Math.ceil(waitMs / 1000)} s`)
  }
}

export interface RateLimiterStats {
  /** Requests granted in each window right now, in the order of the windows. */
  used: number[]
  /** Total time acquire has spent waiting, in ms. */
  waitedMs: number
  /** The instant a 429 pause ends (0 when none). */
  pausedUntil: number
}

export interface RateLimiter {
  /**
   * Resolves when one more request fits in every window, and counts it. Waits as long as needed unless
   * maxWaitMs is given, in which case a longer wait throws RateLimitWaitError at once (and counts nothing).
   */
  acquire(options?: { maxWaitMs?: number }): Promise<void>
  /** After a 429: nobody sends before ms from now (a longer pause already set is kept). */
  pauseFor(ms: number): void
  /** How long a request made now would wait; 0 when it would go at once. */
  waitTime(): number
  stats(): RateLimiterStats
}

export function createRateLimiter(
  options: { windows?: readonly RateWindow[]; clock?: Clock } = {},
): RateLimiter {
  const windows = [...(options.windows ?? PANDASCORE_FREE_PLAN)].sort((a, b) => a.windowMs - b.windowMs)
  if (windows.length === 0 || windows.some((w) => w.max < 1 || w.windowMs < 1))
    throw new Error('A rate limiter needs at least one window with max ≥ 1 and windowMs ≥ 1')
  const clock = options.clock ?? systemClock
  const longest = windows.at(-1)!.windowMs
  // Times of the granted requests, oldest first, kept for the longest window only.
  const granted: number[] = []
  let pausedUntil = 0
  let waitedMs = 0
  // Callers are served in arrival order: each acquire waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve()

  const prune = (now: number) => {
    let drop = 0
    while (drop < granted.length && granted[drop]! <= now - longest) drop++
    if (drop) granted.splice(0, drop)
  }

  const waitAt = (now: number): number => {
    prune(now)
    let wait = Math.max(0, pausedUntil - now)
    for (const { max, windowMs } of windows) {
      // Requests still inside this window; the first of the last `max` must leave it before one more fits.
      let inside = 0
      for (let i = granted.length - 1; i >= 0 && granted[i]! > now - windowMs; i--) inside++
      if (inside >= max) {
        const blocker = granted[granted.length - max]!
        wait = Math.max(wait, blocker + windowMs - now)
      }
    }
    return wait
  }

  const take = async (maxWaitMs: number) => {
    for (;;) {
      const now = clock.now()
      const wait = waitAt(now)
      if (wait <= 0) {
        granted.push(now)
        return
      }
      if (wait > maxWaitMs) throw new RateLimitWaitError(wait)
      waitedMs += wait
      await clock.sleep(wait)
    }
  }

  return {
    acquire(acquireOptions = {}) {
      const maxWaitMs = acquireOptions.maxWaitMs ?? Number.POSITIVE_INFINITY
      // A caller that will not wait long must not queue behind one that is already waiting.
      const ahead = waitAt(clock.now())
      if (ahead > maxWaitMs) return Promise.reject(new RateLimitWaitError(ahead))
      const turn = queue.then(() => take(maxWaitMs))
      queue = turn.catch(() => {})
      return turn
    },
    pauseFor(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + Math.max(0, ms))
    },
    waitTime: () => waitAt(clock.now()),
    stats() {
      const now = clock.now()
      prune(now)
      return {
        used: windows.map(({ windowMs }) => granted.filter((t) => t > now - windowMs).length),
        waitedMs,
        pausedUntil,
      }
    },
  }
}

let processLimiter: RateLimiter | undefined

/**
 * The one limiter of this process, shared by the sync and the live-matches lookups so together they stay
 * within the plan. Each instance has its own (ADR 009): the 429 answer is the backstop across instances.
 */
export function processRateLimiter(): RateLimiter {
  processLimiter ??= createRateLimiter()
  return processLimiter
}
