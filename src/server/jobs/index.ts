import type { Env } from '../env'
import type { JobDefinition } from './boss'
import { processFeedsJob } from './process-feeds.job'
import { recountTagsJob } from './recount-tags.job'

/** Every background job of the app; later issues add sync-pandascore-data and others here. */
export function createJobs(env: Env): JobDefinition[] {
  return [processFeedsJob(env.FEED_SCHEDULE), recountTagsJob]
}
