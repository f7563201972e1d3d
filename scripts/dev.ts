import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { createApp } from '#server/app'
import { EnvError, readEnv } from '#server/env'
import { startWorker } from '#server/jobs/boss'
import { createJobs } from '#server/jobs/index'
import { createLogger } from '#server/logger'
import { createDevRenderer } from '#server/render/ssr'
import { inProcessCall } from '#server/request-id'
import { openRuntime } from '#server/server'
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
      api: inProcessCall((path, init) => app!.request(path, init)),
    },
    () => vite.ssrLoadModule('/src/web/entry-server.tsx') as Promise<RenderModule>,
  )
  const jobs = createJobs(env)
  const worker = await startWorker(runtime, jobs, { work: env.RUN_WORKER })
  app = createApp({
    ...runtime,
    queue: worker,
    renderer,
    dev: true,
    trustedOrigins: [`http://localhost:${env.PORT}`],
  })
  const honoListener = getRequestListener(app.fetch)

  const server = createServer((req, res) => {
    if (req.url === '/__dev/preamble.js') {
      res.setHeader('content-type', 'text/javascript')
      res.end(
        'import { injectIntoGlobalHook } from "/@react-refresh";injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};window.$RefreshSig$ = () => (type) => type;',
      )
      return
    }
    vite.middlewares(req, res, () => void honoListener(req, res))
  })
  server.listen(env.PORT, env.HOST, () => logger.info(`dev server on http://${env.HOST}:${env.PORT}`))
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
