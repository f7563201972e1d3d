import { startServerProcesses } from './cluster'
import { EnvError, readEnv } from './env'
import { createLogger } from './logger'
import { startServer } from './start'

async function main() {
  const env = readEnv()
  await startServerProcesses(env, createLogger(env.LOG_LEVEL, env.LOG_FORMAT), (logger) =>
    startServer(env, logger, { renderer: 'production' }),
  )
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
