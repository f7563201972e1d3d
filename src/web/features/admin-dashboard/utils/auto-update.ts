import { useCallback, useEffect, useRef, useState } from 'react'

/** §9 polling after a background run: starts after 5 s, every 3 s, 10 times. */
export const AUTO_UPDATE = { delayMs: 5_000, intervalMs: 3_000, times: 10 } as const

/**
 * Calls `tick` on the §9 schedule, then `done`. Returns a cancel function (which does not call `done`).
 */
export function scheduleAutoUpdate(
  tick: () => void,
  done: () => void,
  schedule: { delayMs: number; intervalMs: number; times: number } = AUTO_UPDATE,
): () => void {
  let count = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    count++
    tick()
    if (count >= schedule.times) {
      timer = undefined
      done()
      return
    }
    timer = setTimeout(run, schedule.intervalMs)
  }
  timer = setTimeout(run, schedule.delayMs)
  return () => clearTimeout(timer)
}

/** The dashboard's "• Auto-updating": `start()` (re)starts the schedule; it stops when the panel unmounts. */
export function useAutoUpdate(refetch: () => void): { active: boolean; start: () => void } {
  const [active, setActive] = useState(false)
  const cancel = useRef<(() => void) | undefined>(undefined)
  const latest = useRef(refetch)
  useEffect(() => {
    latest.current = refetch
  })
  useEffect(() => () => cancel.current?.(), [])

  const start = useCallback(() => {
    cancel.current?.()
    setActive(true)
    cancel.current = scheduleAutoUpdate(
      () => latest.current(),
      () => setActive(false),
    )
  }, [])

  return { active, start }
}
