import type { Ai } from './ai/ai'
import type { Auth } from './auth/auth'
import type { Database } from './db/client'
import type { ServiceDeps } from './deps'
import type { Env } from './env'
import type { JobQueue } from './jobs/queue'
import type { Logger } from './logger'
import type { Role } from '#shared/schemas/admin'

/** What every router is built from: settings, the database, auth, the AI layer, the job queue, the logger. */
export interface AppDeps {
  env: Env
  database: Database
  auth: Auth
  ai: Ai
  queue: JobQueue
  logger: Logger
}

/**
 * What routers are built from: the app's parts and the one ServiceDeps createApp made of them. A router names
 * what it uses, `Pick<RouteDeps, 'services' | 'queue'>`; it hands `services` (or a Pick of it) to the services.
 */
export interface RouteDeps extends AppDeps {
  services: ServiceDeps
}

export interface SignedInUser {
  id: string
  email: string
  role: Role
}

export interface AppEnv {
  Variables: {
    requestId: string
    logger: Logger
    /** Set to 'debug' for answers not worth a line at info (static files). */
    requestLogLevel: 'debug' | 'info'
    /** A call the server renderer makes in-process for a page (its answer is read, never sent). */
    inProcess: boolean
    /** Set by requireRole on admin routes. */
    user: SignedInUser
  }
}
