import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { type Ai, createAi } from './ai/ai'
import { localEngine } from './ai/local/engine'
import { createApp, inProcessApi, serverReads } from './app'
import { type Auth, createAuth } from './auth/auth'
import { type Database, openDatabase } from './db/client'
import { migrateDatabase } from './storage/migrations'
import { closeServiceDeps, type ServiceDeps, serviceDeps } from './deps'
import { type Env, EnvError } from './env'
import type { JobQueue } from './jobs/queue'
import type { Logger } from './logger'
import type { RealtimeHub } from './realtime/hub'
import { createProductionRenderer, type Renderer } from './render/ssr'
import { inProcessCall } from './request-id'
import { countRequestsInFlight } from './shutdown'
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
export async function openRuntime(
  env: Env,
  logger: Logger,
  /** Who this process is, as a second process refused the same PGlite data directory reads it. */
  holder = 'the server',
): Promise<Runtime> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger,
    holder,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    poolMax: env.DATABASE_POOL_MAX,
  })
  await migrateDatabase(database)
  const secret = env.AUTH_SECRET ?? (await getOrCreateSecret(database.db, 'auth'))
  const auth = createAuth({ db: database.db, env, secret, logger })
  const ai = createAi({ env, logger, local: localEngine })
  return { env, logger, database, auth, ai, services: serviceDeps({ env, logger, database, ai }) }
}

/** Closes what openRuntime opened: the PandaScore pools, then the database (PGlite writes its pages and unlocks). */
export async function closeRuntime(runtime: Runtime): Promise<void> {
  if (runtime.services) await closeServiceDeps(runtime.services)
  await runtime.database.close()
}

type AppInstance = ReturnType<typeof createApp>

/** The Hono app with the SSR renderer wired to call the API in-process. */
export async function buildApp(
  runtime: Runtime,
  queue: JobQueue,
  renderer?: 'production' | Renderer,
  /** The response cache; on by default with the production renderer (RESPONSE_CACHE can turn it off). */
  responseCache = renderer === 'production',
  /** The change feed of /api/realtime, when the caller closes its streams at shutdown. */
  hub?: RealtimeHub,
): Promise<AppInstance> {
  let app: AppInstance | undefined
  // The page's request id goes with each call, so the API's log lines carry it (decision 032).
  const api = inProcessCall((path, init) => {
    if (!app) throw new Error('app not ready')
    return inProcessApi(app)(path, init)
  })
  const reads = (path: string) => (app ? serverReads(app)(path) : undefined)
  const render =
    renderer === 'production'
      ? await createProductionRenderer({ site: runtime.env.site, api, reads, logger: runtime.logger })
      : renderer
  // The production server replays public answers until the database announces a change.
  app = createApp({
    ...runtime,
    queue,
    renderer: render,
    responseCache: responseCache && runtime.env.RESPONSE_CACHE,
    hub,
  })
  return app
}

/** Listens on HOST:PORT; a port in use or not allowed stops the start with one line naming PORT. */
export function listen(app: AppInstance, env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
      resolve(server as Server),
    )
    // From the first request on, so that a shutdown knows what is in flight.
    countRequestsInFlight(server as Server)
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${env.HOST}:${env.PORT}`
      if (error.code === 'EADDRINUSE')
        reject(
          new EnvError(
            `Invalid setting PORT (got "${env.PORT}"): ${where} is already in use by another process (EADDRINUSE)`,
          ),
        )
      else if (error.code === 'EACCES')
        reject(
          new EnvError(
            `Invalid setting PORT (got "${env.PORT}"): listening on ${where} is not permitted (EACCES)`,
          ),
        )
      else if (error.code === 'EADDRNOTAVAIL')
        reject(
          new EnvError(
            `Invalid setting HOST (got "${env.HOST}"): no such interface on this machine (EADDRNOTAVAIL)`,
          ),
        )
      else reject(error)
    })
  })
}
