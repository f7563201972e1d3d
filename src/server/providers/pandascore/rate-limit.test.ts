import { describe, expect, it } from 'vitest'
import { fakeClock } from '../../../../tests/support/fake-clock'
import { createRateLimiter, RateLimitWaitError } from './rate-limit'

describe('the PandaScore rate limiter', () => {
  it('lets 60 requests through in a minute and makes the 61st wait for the first to leave the window', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ clock })
    for (let i = 0; i < 60; i++) {
      await limiter.acquire()
      clock.advance(100)
    }
    expect(clock.sleeps).toEqual([])
    expect(limiter.stats().used).toEqual([60, 60])
    // t = 6,000 ms; the first request (t = 0) leaves the minute at t = 60,000.
    await limiter.acquire()
    expect(clock.sleeps).toEqual([54_000])
    expect(clock.now()).toBe(60_000)
    // In the minute: the 59 sent at 100 … 5,900 ms and this one.
    expect(limiter.stats().used).toEqual([60, 61])
  })

  it('holds 1,000 requests an hour even when they are spread below the minute limit', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ clock })
    for (let i = 0; i < 1000; i++) await limiter.acquire()
    // 1,000 requests at 60 a minute take at least 16 full minutes.
    expect(clock.now()).toBeGreaterThanOrEqual(16 * 60_000)
    expect(clock.now()).toBeLessThan(17 * 60_000)
    expect(limiter.stats().used[1]).toBe(1000)
    await limiter.acquire()
    // The 1,001st goes when the first request (t = 0) is an hour old.
    expect(clock.now()).toBe(3_600_000)
    // The first minute's 60 left the hour together; 940 remain, plus this one.
    expect(limiter.stats().used[1]).toBe(941)
  })

  it('serves waiting callers in arrival order', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ clock, windows: [{ max: 2, windowMs: 1000 }] })
    const order: number[] = []
    await Promise.all([0, 1, 2, 3, 4].map((i) => limiter.acquire().then(() => order.push(i))))
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(clock.now()).toBe(2000)
  })

  it('pauses everyone after a 429 until Retry-After has passed', async () => {
    const clock = fakeClock(1_000_000)
    const limiter = createRateLimiter({ clock })
    await limiter.acquire()
    limiter.pauseFor(30_000)
    limiter.pauseFor(5_000) // a shorter pause does not cut the longer one
    expect(limiter.waitTime()).toBe(30_000)
    await limiter.acquire()
    expect(clock.sleeps).toEqual([30_000])
    expect(limiter.waitTime()).toBe(0)
  })

  it('fails at once, counting nothing, when the caller will not wait that long', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ clock, windows: [{ max: 1, windowMs: 60_000 }] })
    await limiter.acquire()
    await expect(limiter.acquire({ maxWaitMs: 1000 })).rejects.toBeInstanceOf(RateLimitWaitError)
    await expect(limiter.acquire({ maxWaitMs: 1000 })).rejects.toThrow(/next 60 s/)
    expect(limiter.stats().used).toEqual([1])
    expect(clock.sleeps).toEqual([])
    // A patient caller still gets through after the failures.
    await limiter.acquire()
    expect(clock.now()).toBe(60_000)
  })

  it('refuses a window that could never grant a request', () => {
    expect(() => createRateLimiter({ windows: [] })).toThrow()
    expect(() => createRateLimiter({ windows: [{ max: 0, windowMs: 1000 }] })).toThrow()
  })
})
