import { EnvError, readEnv } from './env'
import { startWorker } from './jobs/boss'
import { createJobs } from './jobs/index'
import { createLogger } from './logger'
import { closeRuntime, openRuntime } from './server'
import { stopOnSignals } from './shutdown'

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
  // Decision 029: the job being run finishes its step (up to SHUTDOWN_GRACE_MS), then the database closes. The
  // handler is in place before "worker started" is announced: a SIGTERM sent on reading that line (a supervisor, the
  // shutdown test) otherwise could land before it, and Node's default is to die at once.
  stopOnSignals(logger, env.SHUTDOWN_GRACE_MS, {
    worker: Promise.resolve(worker),
    close: () => closeRuntime(runtime),
  })
  logger.info({ jobs: jobs.map((j) => j.name) }, 'worker started')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
