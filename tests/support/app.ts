import { randomBytes } from 'node:crypto'
import { type Ai, createAi } from '#server/ai/ai'
import { localEngine } from '#server/ai/local/engine'
import { type AppOptions, createApp } from '#server/app'
import { createAuth } from '#server/auth/auth'
import type { Database } from '#server/db/client'
import { type Env, parseEnv } from '#server/env'
import type { JobQueue } from '#server/jobs/queue'
import { createLogger, type Logger } from '#server/logger'
import type { PandaScoreClient } from '#server/providers/pandascore/client'
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
  status: () => ({ state: 'failed', error: 'no job queue in this test' }),
  missingSchedules: async () => [],
}

export interface TestAppOptions {
  env?: Env
  renderer?: Renderer
  queue?: JobQueue
  ai?: Ai
  responseCache?: ResponseCache
  /** Where the app logs (tests of log lines pass a captured one); silent when absent. */
  logger?: Logger
  /** The PandaScore client the esports routes use (null: stored data only); from PANDASCORE_TOKEN when absent. */
  pandascore?: PandaScoreClient | null
}

/**
 * The real app (createApp, every router and middleware as production mounts them) over a test database, without
 * HTML rendering unless a renderer is given. The one way integration tests build an app.
 */
export function createTestApp(database: Database, options: TestAppOptions = {}) {
  const env = options.env ?? testEnv()
  const logger = options.logger ?? createLogger('silent')
  const auth = createAuth({ db: database.db, env, secret: randomBytes(32).toString('base64url'), logger })
  const ai = options.ai ?? createAi({ env, logger, local: localEngine })
  // The esports routers read `pandascore` from what they are built from; given only when a test passes one.
  const appOptions: AppOptions & { pandascore?: PandaScoreClient | null } = {
    env,
    logger,
    database,
    auth,
    ai,
    queue: options.queue ?? noQueue,
    renderer: options.renderer,
    responseCache: options.responseCache,
    ...('pandascore' in options ? { pandascore: options.pandascore } : {}),
  }
  const app = createApp(appOptions)
  return { app, env, auth, ai, logger }
}

export type TestApp = ReturnType<typeof createTestApp>

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** One call with JSON in and out. */
export async function callJson<T = Record<string, unknown>>(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonResponse<T>> {
  const res = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T }
}

/** A GET and its JSON answer. */
export async function getJson<T>(
  app: { request: (path: string) => Response | Promise<Response> },
  path: string,
): Promise<{ status: number; body: T }> {
  const res = await app.request(path)
  return { status: res.status, body: (await res.json()) as T }
}
