import { closeServiceDeps } from './deps'
import { EnvError, readEnv } from './env'
import { startWorker } from './jobs/boss'
import { createJobs } from './jobs/index'
import { createLogger } from './logger'
import { openRuntime } from './server'

// npm run worker: the background jobs alone, beside web processes started with RUN_WORKER=false.
async function main() {
  const env = readEnv()
  if (!env.DATABASE_URL) {
    throw new EnvError(
      'Invalid setting DATABASE_URL: a separate worker needs PostgreSQL (PGlite allows one process per data directory; without DATABASE_URL the web process runs the jobs itself)',
    )
  }
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT)
  const runtime = await openRuntime(env, logger)
  const jobs = createJobs(env)
  const worker = await startWorker(runtime, jobs)
  logger.info({ jobs: jobs.map((j) => j.name) }, 'worker started')
  const shutdown = async () => {
    await worker.stop()
    if (runtime.services) await closeServiceDeps(runtime.services)
    await runtime.database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
