import { useState } from 'react'

/** The rows with a request in flight, so only that row's button spins and is disabled (§2.22 "on that row only"). */
export function useBusyIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set())

  /** Marks the row busy while `work` runs, however it ends. */
  async function track(id: string, work: () => Promise<void>): Promise<void> {
    setIds((busy) => new Set(busy).add(id))
    try {
      await work()
    } finally {
      setIds((busy) => {
        const next = new Set(busy)
        next.delete(id)
        return next
      })
    }
  }

  return { ids, track }
}
