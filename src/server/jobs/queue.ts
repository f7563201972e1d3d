/** Sends work to the background jobs; the same interface whether the worker runs here or elsewhere. */
export interface JobQueue {
  send(name: string, data: object): Promise<string | null>
}

/**
 * A queue whose backing pg-boss starts after the site already answers (a cold start serves pages first):
 * sends made before it is ready wait for it, up to a limit.
 */
export function deferredQueue(ready: Promise<JobQueue>, waitMs = 30_000): JobQueue {
  return {
    async send(name, data) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('The job queue is still starting; try again in a few seconds.')),
          waitMs,
        )
      })
      try {
        return await (await Promise.race([ready, timeout])).send(name, data)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
