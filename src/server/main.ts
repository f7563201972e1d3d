import { EnvError, readEnv } from './env'
import { startWorker, type Worker } from './jobs/boss'
import { createJobs } from './jobs/index'
import { deferredQueue, type JobQueue } from './jobs/queue'
import { createLogger } from './logger'
import { buildApp, listen, openRuntime } from './server'
import { prepareDatabase } from './services/startup'

// Start: env → db → migrate → seed (empty db) → app → listen → worker (ARCHITECTURE.md).
async function main() {
  const env = readEnv()
  const logger = createLogger(env.LOG_LEVEL)
  const started = performance.now()
  const runtime = await openRuntime(env, logger)
  await prepareDatabase(runtime)
  let queueReady: (queue: JobQueue) => void = () => {}
  const queue = deferredQueue(new Promise<JobQueue>((resolve) => (queueReady = resolve)))
  const app = await buildApp(runtime, queue, 'production')
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
    (error: unknown) => logger.error({ err: error }, 'job queue failed to start; the site keeps serving'),
  )

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down')
    server.close()
    await worker?.stop().catch(() => {})
    await runtime.database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : error,
  )
  process.exit(1)
})
