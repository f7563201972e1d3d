import type { Clock } from '#server/providers/pandascore/rate-limit'

/** A clock that moves only when someone sleeps (or the test advances it): no real waiting. */
export function fakeClock(start = 0): Clock & { sleeps: number[]; advance(ms: number): void } {
  let now = start
  const sleeps: number[] = []
  return {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
    sleeps,
    advance(ms) {
      now += ms
    },
  }
}
