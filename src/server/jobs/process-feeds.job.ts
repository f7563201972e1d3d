import { z } from 'zod'
import { processFeeds } from '../services/feeds'
import type { JobDefinition } from './boss'
import { PROCESS_FEEDS_JOB } from './names'

const ProcessFeedsJobData = z.object({
  feedId: z.string().nullable().optional(),
  maxPerFeed: z.number().int().min(1).max(50).default(3),
})

/** process-feeds on its schedule (FEED_SCHEDULE) and for the dashboard's background runs: the same service. */
export function processFeedsJob(schedule: string): JobDefinition {
  return {
    name: PROCESS_FEEDS_JOB,
    schedule,
    run: async (deps, data) => {
      const stats = await processFeeds(deps, ProcessFeedsJobData.parse(data ?? {}))
      deps.logger.info({ ...stats, errors: stats.errors.length }, 'feeds processed')
      return stats
    },
  }
}
