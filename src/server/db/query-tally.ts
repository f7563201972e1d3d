import { AsyncLocalStorage } from 'node:async_hooks'

// How many queries a request makes and how long they take (decision 037): the request log line carries both, so a
// page that makes more round trips than it should shows it in the logs, not only in a profile.

export interface QueryTally {
  queries: number
  /** Milliseconds from sending each query to its answer, summed (queries run in parallel count each). */
  ms: number
}

const current = new AsyncLocalStorage<QueryTally>()

/**
 * Runs fn with the queries it makes counted. A call already inside a tally adds to it: the renderer's in-process
 * API calls count towards the page that makes them.
 */
export function withQueryTally<T>(fn: (tally: QueryTally) => T): T {
  const outer = current.getStore()
  if (outer) return fn(outer)
  const tally: QueryTally = { queries: 0, ms: 0 }
  return current.run(tally, () => fn(tally))
}

/** The driver's query function, counting each call into the tally of the request it runs for. */
export function tallied<F extends (...args: never[]) => unknown>(query: F): F {
  return ((...args: Parameters<F>) => {
    const tally = current.getStore()
    const started = tally ? performance.now() : 0
    const result = query(...args)
    if (!tally || !(result instanceof Promise)) return result
    tally.queries++
    const settle = () => {
      tally.ms += performance.now() - started
    }
    result.then(settle, settle)
    return result
  }) as F
}
