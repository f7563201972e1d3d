/** Sends work to the background jobs; the same interface whether the worker runs here or elsewhere. */
export interface SendOptions {
  /** With singletonSeconds: at most one such job per key in that window (pg-boss returns null for the others). */
  singletonKey?: string
  singletonSeconds?: number
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>
}

/**
 * A queue whose backing pg-boss starts after the site already answers (a cold start serves pages first):
 * sends made before it is ready wait for it, up to a limit.
 */
export function deferredQueue(ready: Promise<JobQueue>, waitMs = 30_000): JobQueue {
  return {
    async send(name, data, options) {
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
  }
}
