import type { Env } from '../env'
import type { JobDefinition } from './boss'
import { matchTextsJob } from './match-texts.job'
import { processFeedsJob } from './process-feeds.job'
import { purgeTrashJob } from './purge-trash.job'
import { recountTagsJob } from './recount-tags.job'
import { syncEsportsJob } from './sync-esports.job'

/** Every background job of the app; later issues add others here. */
export function createJobs(env: Env): JobDefinition[] {
  return [processFeedsJob(env.FEED_SCHEDULE), recountTagsJob, syncEsportsJob(), purgeTrashJob, matchTextsJob]
}
