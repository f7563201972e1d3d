import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { createApp, inProcessApi } from '#server/app'
import { EnvError, readEnv } from '#server/env'
import { startWorker } from '#server/jobs/boss'
import { createJobs } from '#server/jobs/index'
import { createLogger } from '#server/logger'
import { createDevRenderer } from '#server/render/ssr'
import { RealtimeHub } from '#server/realtime/hub'
import { inProcessCall } from '#server/request-id'
import { closeRuntime, openRuntime } from '#server/server'
import { countRequestsInFlight, stopOnSignals } from '#server/shutdown'
import { prepareDatabase } from '#server/services/startup'

// npm run dev: one port; Vite serves the browser modules with hot reload, the server renders and answers the API.
// The server's own code reloads through `node --watch` (see package.json).
async function main() {
  const env = readEnv()
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT)
  const runtime = await openRuntime(env, logger)
  await prepareDatabase(runtime)
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
  type RenderModule = Parameters<typeof createDevRenderer>[1] extends () => Promise<infer M> ? M : never
  let app: ReturnType<typeof createApp> | undefined
  const renderer = createDevRenderer(
    {
      site: env.site,
      logger,
      api: inProcessCall((path, init) => inProcessApi(app!)(path, init)),
    },
    () => vite.ssrLoadModule('/src/web/entry-server.tsx') as Promise<RenderModule>,
  )
  const jobs = createJobs(env)
  const worker = await startWorker(runtime, jobs, { work: env.RUN_WORKER })
  const hub = new RealtimeHub(runtime.database, logger)
  app = createApp({
    ...runtime,
    hub,
    queue: worker,
    renderer,
    dev: true,
    trustedOrigins: [`http://localhost:${env.PORT}`],
  })
  const honoListener = getRequestListener(app.fetch)

  const server: Server = createServer((req, res) => {
    if (req.url === '/__dev/preamble.js') {
      res.setHeader('content-type', 'text/javascript')
      res.end(
        'import { injectIntoGlobalHook } from "/@react-refresh";injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};window.$RefreshSig$ = () => (type) => type;',
      )
      return
    }
    vite.middlewares(req, res, () => void honoListener(req, res))
  })
  countRequestsInFlight(server)
  server.listen(env.PORT, env.HOST, () => logger.info(`dev server on http://${env.HOST}:${env.PORT}`))
  // `node --watch` restarts this process with SIGTERM on every change: PGlite must be closed (its pages written and
  // DATA_DIR's lock freed) before the next one opens the directory (decision 029).
  stopOnSignals(logger, env.SHUTDOWN_GRACE_MS, {
    hub,
    server,
    worker: Promise.resolve(worker),
    close: async () => {
      await vite.close()
      await closeRuntime(runtime)
    },
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
