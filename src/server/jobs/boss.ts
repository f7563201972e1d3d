import PgBoss from 'pg-boss'
import type { Runtime } from '../server'
import type { JobQueue } from './queue'

/** A background job: a name, an optional cron schedule, and a thin handler that calls a service. */
export interface JobDefinition {
  name: string
  /** Five-field cron, in UTC. */
  schedule?: string
  run(runtime: Runtime, data: unknown): Promise<unknown>
}

export interface Worker extends JobQueue {
  boss: PgBoss
  stop(): Promise<void>
}

/**
 * pg-boss on the app's own database connection (PGlite or PostgreSQL), so jobs need no second database and
 * survive restarts. With `work` false this process only sends jobs (web instances beside `npm run worker`).
 */
export async function startWorker(
  runtime: Runtime,
  jobs: JobDefinition[],
  options: { work?: boolean } = {},
): Promise<Worker> {
  const work = options.work ?? true
  const { database, logger } = runtime
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: 'pgboss',
    supervise: work,
    schedule: work,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'))
  await boss.start()
  for (const job of jobs) {
    await boss.createQueue(job.name)
    if (!work) continue
    await boss.work(job.name, async ([item]) => {
      const started = performance.now()
      const result = await job.run(runtime, item?.data)
      logger.info({ job: job.name, ms: Math.round(performance.now() - started) }, 'job done')
      return result
    })
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' })
  }
  return {
    boss,
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}
