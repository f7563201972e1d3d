import { type ServerType, serve } from '@hono/node-server'
import { type Ai, createAi } from './ai/ai'
import { localEngine } from './ai/local/engine'
import { createApp } from './app'
import { type Auth, createAuth } from './auth/auth'
import { type Database, migrateDatabase, openDatabase } from './db/client'
import { type ServiceDeps, serviceDeps } from './deps'
import type { Env } from './env'
import type { JobQueue } from './jobs/queue'
import type { Logger } from './logger'
import { createProductionRenderer, type Renderer } from './render/ssr'
import { inProcessCall } from './request-id'
import { getOrCreateSecret } from './storage/app-secrets'

export interface Runtime {
  env: Env
  logger: Logger
  database: Database
  auth: Auth
  ai: Ai
  /**
   * The one ServiceDeps of the process (openRuntime makes it): the web app and an in-process worker share it, and
   * with it the PandaScore clients. A runtime a test assembles may leave it out; the app and the worker then
   * make their own from the parts.
   */
  services?: ServiceDeps
}

/**
 * Opens the database, applies migrations, builds auth, the AI layer and the services' dependencies (the PandaScore
 * clients included): everything a process needs.
 */
export async function openRuntime(env: Env, logger: Logger): Promise<Runtime> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, logger })
  await migrateDatabase(database)
  const secret = env.AUTH_SECRET ?? (await getOrCreateSecret(database.db, 'auth'))
  const auth = createAuth({ db: database.db, env, secret, logger })
  const ai = createAi({ env, logger, local: localEngine })
  return { env, logger, database, auth, ai, services: serviceDeps({ env, logger, database, ai }) }
}

type AppInstance = ReturnType<typeof createApp>

/** The Hono app with the SSR renderer wired to call the API in-process. */
export async function buildApp(
  runtime: Runtime,
  queue: JobQueue,
  renderer?: 'production' | Renderer,
  /** The response cache; on by default with the production renderer (RESPONSE_CACHE can turn it off). */
  responseCache = renderer === 'production',
): Promise<AppInstance> {
  let app: AppInstance | undefined
  // The page's request id goes with each call, so the API's log lines carry it (decision 032).
  const api = inProcessCall((path, init) => {
    if (!app) throw new Error('app not ready')
    return app.request(path, init)
  })
  const render =
    renderer === 'production'
      ? await createProductionRenderer({ site: runtime.env.site, api, logger: runtime.logger })
      : renderer
  // The production server replays public answers until the database announces a change.
  app = createApp({
    ...runtime,
    queue,
    renderer: render,
    responseCache: responseCache && runtime.env.RESPONSE_CACHE,
  })
  return app
}

export function listen(app: AppInstance, env: Env): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server))
  })
}
