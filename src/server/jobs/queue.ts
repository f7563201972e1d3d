/** Sends work to the background jobs; the same interface whether the worker runs here or elsewhere. */
export interface SendOptions {
  /** With singletonSeconds: at most one such job per key in that window (pg-boss returns null for the others). */
  singletonKey?: string
  singletonSeconds?: number
}

/** Whether the queue can take work: what /readyz and the admin dashboard report (decision 032). */
export interface QueueStatus {
  state: 'starting' | 'running' | 'failed' | 'stopped'
  /** Why it failed, in one line. */
  error?: string
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>
  status(): QueueStatus
  /**
   * The scheduled jobs this process works and whose schedule is not registered in the queue (empty when it only
   * sends: the worker that does them registers them).
   */
  missingSchedules(): Promise<string[]>
}

/**
 * A queue whose backing pg-boss starts after the site already answers (a cold start serves pages first):
 * sends made before it is ready wait for it, up to a limit. If it fails to start, sends fail at once with the
 * cause and its status says "failed".
 */
export function deferredQueue(ready: Promise<JobQueue>, waitMs = 30_000): JobQueue {
  let resolved: JobQueue | undefined
  let failure: string | undefined
  ready.then(
    (queue) => {
      resolved = queue
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error)
    },
  )
  return {
    async send(name, data, options) {
      if (failure) throw new Error(`The job queue failed to start: ${failure}`)
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('The job queue is still starting; try again in a few seconds.')),
          waitMs,
        )
      })
      try {
        return await (await Promise.race([ready, timeout])).send(name, data, options)
      } finally {
        clearTimeout(timer)
      }
    },
    status: () =>
      resolved ? resolved.status() : failure ? { state: 'failed', error: failure } : { state: 'starting' },
    missingSchedules: async () => (resolved ? resolved.missingSchedules() : []),
  }
}
