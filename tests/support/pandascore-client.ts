import type { Logger } from '#server/logger'
import { createPandaScoreClient, type PandaScoreClient } from '#server/providers/pandascore/client'
import { createRateLimiter } from '#server/providers/pandascore/rate-limit'
import type { FakePandaScore } from './fake-pandascore'

/** The real PandaScore client on the fake server, with quick retries and limits too wide to slow a test. */
export function fakePandaScoreClient(fake: FakePandaScore, logger: Logger): PandaScoreClient {
  return createPandaScoreClient({
    token: fake.token,
    baseUrl: fake.url,
    allowPrivateHosts: true,
    // The plan's limits are tested on their own with a fake clock; here they would only slow the runs.
    limiter: createRateLimiter({ windows: [{ max: 10_000, windowMs: 60_000 }] }),
    backoffBaseMs: 20,
    logger,
  })
}
