import { parseArgs } from 'node:util'
import type { FeedProcessingStats } from '#shared/schemas/admin-feeds'
import { processFeedsJob } from '#server/jobs/process-feeds.job'
import { runCommand, UsageError, withRuntime } from './cli/command'

// npm run feeds:process [-- --feed ID] [--max N]: one run of the process-feeds job, now, in this process: the same
// job handler and service the schedule runs (decision 023).
const usage = 'Usage: npm run feeds:process [-- --feed FEED_ID] [--max 1-50 stories per feed, default 3]'

runCommand(usage, async () => {
  const { values } = parseArgs({
    options: { feed: { type: 'string' }, max: { type: 'string', default: '3' } },
  })
  const maxPerFeed = Number(values.max)
  if (!Number.isInteger(maxPerFeed) || maxPerFeed < 1 || maxPerFeed > 50)
    throw new UsageError(`--max must be a whole number from 1 to 50 (got "${values.max}")`)
  const stats = await withRuntime('feeds:process', (runtime, env) =>
    processFeedsJob(env.FEED_SCHEDULE).run(runtime.services!, { feedId: values.feed ?? null, maxPerFeed }),
  )
  const s = stats as FeedProcessingStats
  console.log(
    `Processed ${s.totalFeeds} feeds: ${s.successfulFeeds} fetched, ${s.failedFeeds} failed, ${s.newArticles} new articles`,
  )
})
