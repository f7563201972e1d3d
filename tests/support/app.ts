import { randomBytes } from 'node:crypto'
import { createApp } from '../../src/server/app'
import { createAuth } from '../../src/server/auth/auth'
import type { Database } from '../../src/server/db/client'
import { type Env, parseEnv } from '../../src/server/env'
import { createLogger } from '../../src/server/logger'
import type { Renderer } from '../../src/server/render/ssr'

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_WORKER: 'false',
    ...overrides,
  })
}

/** The real app over a test database, without HTML rendering unless a renderer is given. */
export function createTestApp(database: Database, options: { env?: Env; renderer?: Renderer } = {}) {
  const env = options.env ?? testEnv()
  const logger = createLogger('silent')
  const auth = createAuth({ db: database.db, env, secret: randomBytes(32).toString('base64url') })
  const app = createApp({ env, logger, database, auth, renderer: options.renderer })
  return { app, env, auth }
}
