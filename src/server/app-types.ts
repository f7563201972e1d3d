import type { Auth } from './auth/auth'
import type { Database } from './db/client'
import type { Env } from './env'
import type { Logger } from './logger'

/** What every router is built from: settings, the database, auth, the logger. */
export interface AppDeps {
  env: Env
  database: Database
  auth: Auth
  logger: Logger
}

export interface AppEnv {
  Variables: {
    requestId: string
    logger: Logger
  }
}
