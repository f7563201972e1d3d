import type { Server } from 'node:http'
import type { Env } from './env'
import { startWorker } from './jobs/boss'
import { createJobs } from './jobs/index'
import { deferredQueue, type JobQueue } from './jobs/queue'
import type { Logger } from './logger'
import type { Renderer } from './render/ssr'
import { RealtimeHub } from './realtime/hub'
import { buildApp, closeRuntime, listen, openRuntime } from './server'
import { stopOnSignals } from './shutdown'
import { prepareDatabase } from './services/startup'

/**
 * Start: db → migrate → seed (empty db) → app → listen → worker (ARCHITECTURE.md). main.ts runs it with the
 * built renderer; the fault tests run the same start with a stand-in renderer, so they need no build.
 */
export async function startServer(
  env: Env,
  logger: Logger,
  options: { renderer: 'production' | Renderer; responseCache?: boolean } = { renderer: 'production' },
): Promise<void> {
  const started = performance.now()
  const runtime = await openRuntime(env, logger)
  // From here on a failed start still closes the database (and frees a PGlite data directory's lock).
  let server: Server | undefined
  try {
    await prepareDatabase(runtime)
    const hub = new RealtimeHub(runtime.database, logger)
    let queueReady: (queue: JobQueue) => void = () => {}
    let queueFailed: (error: unknown) => void = () => {}
    const queue = deferredQueue(
      new Promise<JobQueue>((resolve, reject) => {
        queueReady = resolve
        queueFailed = reject
      }),
    )
    const app = await buildApp(runtime, queue, options.renderer, options.responseCache, hub)
    server = await listen(app, env)
    // The job queue starts after the site answers, so a cold start serves pages while pg-boss sets itself up.
    // With RUN_WORKER=false this process only sends jobs; `npm run worker` does them.
    const jobs = createJobs(env)
    const worker = startWorker(runtime, jobs, { work: env.RUN_WORKER }).then(
      (w) => {
        queueReady(w)
        logger.info({ jobs: env.RUN_WORKER ? jobs.map((j) => j.name) : [] }, 'job queue started')
        return w
      },
      (error: unknown) => {
        // /readyz answers 503 naming the job queue from now on (decision 032).
        queueFailed(error)
        logger.error({ err: error }, 'job queue failed to start; the site keeps serving')
        return undefined
      },
    )
    // Decision 029: readers of /api/realtime are told to reconnect (elsewhere) and their streams end; requests
    // in flight finish while the job being run finishes its step; then the database closes.
    stopOnSignals(logger, env.SHUTDOWN_GRACE_MS, { hub, server, worker, close: () => closeRuntime(runtime) })
    // Announced once the signal handler is in place: a supervisor that stops the process as soon as it reads this
    // line gets the graceful shutdown, not Node's default death on SIGTERM.
    logger.info(
      { url: env.SITE_URL, driver: runtime.database.driver, ms: Math.round(performance.now() - started) },
      `${env.site.brand} is listening on http://${env.HOST}:${env.PORT}`,
    )
  } catch (error) {
    server?.close()
    await closeRuntime(runtime).catch(() => {})
    throw error
  }
}
