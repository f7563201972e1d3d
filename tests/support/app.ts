import { randomBytes } from 'node:crypto'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { createApp } from '#server/app'
import { createAuth } from '#server/auth/auth'
import type { Database } from '#server/db/client'
import { type Env, parseEnv } from '#server/env'
import type { JobQueue } from '#server/jobs/queue'
import { createLogger } from '#server/logger'
import type { Renderer } from '#server/render/ssr'
import type { ResponseCache } from '#server/routes/response-cache'

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_WORKER: 'false',
    ...overrides,
  })
}

/** A queue that refuses: tests that send jobs start a real pg-boss (`startWorker`) and pass it instead. */
export const noQueue: JobQueue = {
  send: () => Promise.reject(new Error('no job queue in this test')),
}

/** The real app over a test database, without HTML rendering unless a renderer is given. */
export function createTestApp(
  database: Database,
  options: { env?: Env; renderer?: Renderer; queue?: JobQueue; ai?: Ai; responseCache?: ResponseCache } = {},
) {
  const env = options.env ?? testEnv()
  const logger = createLogger('silent')
  const auth = createAuth({ db: database.db, env, secret: randomBytes(32).toString('base64url') })
  const ai = options.ai ?? createAi({ env, logger, local: localEngine })
  const app = createApp({
    env,
    logger,
    database,
    auth,
    ai,
    queue: options.queue ?? noQueue,
    renderer: options.renderer,
    responseCache: options.responseCache,
  })
  return { app, env, auth, ai, logger }
}
