import { EnvError, readEnv } from './env'
import { createLogger } from './logger'
import { buildApp, listen, openRuntime } from './server'

// Start: env → db → migrate → seed (empty db) → app → listen → worker (ARCHITECTURE.md).
async function main() {
  const env = readEnv()
  const logger = createLogger(env.LOG_LEVEL)
  const started = performance.now()
  const runtime = await openRuntime(env, logger)
  const app = await buildApp(runtime, 'production')
  const server = await listen(app, env)
  logger.info(
    { url: env.SITE_URL, driver: runtime.database.driver, ms: Math.round(performance.now() - started) },
    `${env.site.brand} is listening on http://${env.HOST}:${env.PORT}`,
  )

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down')
    server.close()
    await runtime.database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message)
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  }
  process.exit(1)
})
