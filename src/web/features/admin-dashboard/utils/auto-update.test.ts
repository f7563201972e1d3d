import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTO_UPDATE, scheduleAutoUpdate } from './auto-update'

describe('scheduleAutoUpdate', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('re-reads after 5 s, then every 3 s, 10 times in all, then says it is done', () => {
    const tick = vi.fn()
    const done = vi.fn()
    scheduleAutoUpdate(tick, done)
    vi.advanceTimersByTime(AUTO_UPDATE.delayMs - 1)
    expect(tick).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(tick).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(3_000 * 8)
    expect(tick).toHaveBeenCalledTimes(9)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(3_000)
    expect(tick).toHaveBeenCalledTimes(10)
    expect(done).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(tick).toHaveBeenCalledTimes(10)
  })

  it('stops when cancelled', () => {
    const tick = vi.fn()
    const done = vi.fn()
    const cancel = scheduleAutoUpdate(tick, done)
    vi.advanceTimersByTime(5_000)
    cancel()
    vi.advanceTimersByTime(60_000)
    expect(tick).toHaveBeenCalledTimes(1)
    expect(done).not.toHaveBeenCalled()
  })
})
