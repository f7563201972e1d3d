import type { SiteConfig } from '#shared/site'
import type { Ai } from './ai/ai'
import type { Db } from './db/client'
import type { Env } from './env'
import type { Logger } from './logger'
import type { PandaScoreClient } from './providers/pandascore/client'

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
  /** The clock; tests pass a fixed one. */
  now?: () => Date
}
