import { describe, expect, it } from 'vitest'
import { GC_TIME_MS, MAX_RETRIES, retryDelay } from './query-retry'

describe('retryDelay (§7)', () => {
  it('doubles from 1000 ms', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000])
  })

  it('caps at 30000 ms', () => {
    expect(retryDelay(5)).toBe(30000)
    expect(retryDelay(20)).toBe(30000)
  })

  it('treats a negative attempt as the first', () => {
    expect(retryDelay(-1)).toBe(1000)
  })
})

describe('retry and cache constants (§7, §9)', () => {
  it('retries 3 times and discards unused data after 5 minutes', () => {
    expect(MAX_RETRIES).toBe(3)
    expect(GC_TIME_MS).toBe(300_000)
  })
})
