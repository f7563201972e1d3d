import type { Env } from '../env'
import type { JobDefinition } from './boss'
import { liveMatchesJob } from './live-matches.job'
import { matchTextsJob } from './match-texts.job'
import { processFeedsJob } from './process-feeds.job'
import { purgeTrashJob } from './purge-trash.job'
import { recountTagsJob } from './recount-tags.job'
import { syncEsportsJob } from './sync-esports.job'

/** Every background job of the app; later issues add others here. */
export function createJobs(env: Env): JobDefinition[] {
  const jobs = [
    processFeedsJob(env.FEED_SCHEDULE),
    recountTagsJob,
    syncEsportsJob(),
    purgeTrashJob,
    matchTextsJob,
  ]
  return env.LIVE_POLL_SECONDS > 0 ? [...jobs, liveMatchesJob(env.LIVE_POLL_SECONDS)] : jobs
}
