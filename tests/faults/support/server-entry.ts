import { startServerProcesses } from '#server/cluster'
import { EnvError, readEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { startServer } from '#server/start'

// The server's own start (src/server/start.ts: migrate, seed, app, listen, jobs), as main.ts runs it (one process,
// or WEB_CONCURRENCY of them under a primary), with a stand-in for the built page renderer: the fault tests kill and
// restart this process and need no `npm run build`. The API and the response cache in front of it are the
// production ones.

const env = readEnv()
startServerProcesses(env, createLogger(env.LOG_LEVEL, env.LOG_FORMAT), (logger) =>
  startServer(env, logger, {
    renderer: async () =>
      new Response('<!doctype html><title>fault test</title>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    responseCache: true,
  }),
).catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
