import { closeServiceDeps } from './deps'
import type { Env } from './env'
import { startWorker, type Worker } from './jobs/boss'
import { createJobs } from './jobs/index'
import { deferredQueue, type JobQueue } from './jobs/queue'
import type { Logger } from './logger'
import type { Renderer } from './render/ssr'
import { buildApp, listen, openRuntime } from './server'
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
  await prepareDatabase(runtime)
  let queueReady: (queue: JobQueue) => void = () => {}
  let queueFailed: (error: unknown) => void = () => {}
  const queue = deferredQueue(
    new Promise<JobQueue>((resolve, reject) => {
      queueReady = resolve
      queueFailed = reject
    }),
  )
  const app = await buildApp(runtime, queue, options.renderer, options.responseCache)
  const server = await listen(app, env)
  logger.info(
    { url: env.SITE_URL, driver: runtime.database.driver, ms: Math.round(performance.now() - started) },
    `${env.site.brand} is listening on http://${env.HOST}:${env.PORT}`,
  )

  // The job queue starts after the site answers, so a cold start serves pages while pg-boss sets itself up.
  // With RUN_WORKER=false this process only sends jobs; `npm run worker` does them.
  let worker: Worker | undefined
  const jobs = createJobs(env)
  startWorker(runtime, jobs, { work: env.RUN_WORKER }).then(
    (w) => {
      worker = w
      queueReady(w)
      logger.info({ jobs: env.RUN_WORKER ? jobs.map((j) => j.name) : [] }, 'job queue started')
    },
    (error: unknown) => {
      // /readyz answers 503 naming the job queue from now on (decision 032).
      queueFailed(error)
      logger.error({ err: error }, 'job queue failed to start; the site keeps serving')
    },
  )

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down')
    server.close()
    await worker?.stop().catch(() => {})
    if (runtime.services) await closeServiceDeps(runtime.services)
    await runtime.database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}
