import type { SiteConfig } from '#shared/site'
import type { Ai } from './ai/ai'
import type { Database, Db } from './db/client'
import type { Env } from './env'
import type { Logger } from './logger'
import { Metrics } from './metrics'
import { type PandaScoreClient, pandaScoreClientFromEnv } from './providers/pandascore/client'

/**
 * What services, jobs and renderers are given, built once by the composition root from the app's parts (routes and
 * jobs never assemble one by hand). A service names the part it uses, `Pick<ServiceDeps, 'db' | 'logger'>`, so a test
 * builds only that; what varies per call (a feed, a question, options) is a separate argument.
 */
export interface ServiceDeps {
  db: Db
  env: Env
  /** Brand, persona and contact settings (env.site). */
  site: SiteConfig
  ai: Ai
  logger: Logger
  /** null without PANDASCORE_TOKEN: the bundled data set or the stored data answer. */
  pandascore: PandaScoreClient | null
  /**
   * The same PandaScore account with a page view's limits (get-team-matches): it gives up rather than wait, and
   * the stored matches answer instead. null without PANDASCORE_TOKEN.
   */
  pandascoreLive: PandaScoreClient | null
  /** The clock; tests pass a fixed one. */
  now?: () => Date
  /** Counters for /metrics (decision 032); serviceDeps always makes one, tests building a Pick may leave it out. */
  metrics?: Metrics
}

/** The app's parts a ServiceDeps is made of. */
interface ServiceParts {
  env: Env
  database: Database
  ai: Ai
  logger: Logger
  /** Both PandaScore clients (tests pass a fake one, or null); from PANDASCORE_TOKEN when absent. */
  pandascore?: PandaScoreClient | null
}

/**
 * A page view must not wait on the request budget: give up after 3 s of waiting (or one short retry) and
 * answer from stored matches instead.
 */
const PAGE_VIEW_LIMITS = { timeoutMs: 8000, maxRetries: 1, maxWaitMs: 3000, maxRetryAfterMs: 3000 }

/**
 * The one place a ServiceDeps is made, and the PandaScore clients with it: once per process by openRuntime (the
 * web app and an in-process worker share it), or once per app or worker when a test builds one from parts.
 */
export function serviceDeps(parts: ServiceParts): ServiceDeps {
  const { env, logger } = parts
  const given = parts.pandascore
  const pandascore = given !== undefined ? given : pandaScoreClientFromEnv(env, { logger })
  const pandascoreLive =
    given !== undefined ? given : pandaScoreClientFromEnv(env, { ...PAGE_VIEW_LIMITS, logger })
  const metrics = new Metrics()
  metrics.observePandaScore({ sync: pandascore, live: pandascoreLive === pandascore ? null : pandascoreLive })
  return {
    db: parts.database.db,
    env,
    site: env.site,
    ai: parts.ai,
    logger,
    pandascore,
    pandascoreLive,
    metrics,
  }
}

/** Closes what serviceDeps opened (the PandaScore connection pools), at shutdown. */
export async function closeServiceDeps(deps: ServiceDeps): Promise<void> {
  await Promise.all([deps.pandascore?.close(), deps.pandascoreLive?.close()])
}
