import type { Runtime } from '../server'
import { resanitizeStoredBodies } from './article-bodies'
import { respellArticleSlugs } from './article-slugs'
import { backfillDetectedGames, backfillSpoilers } from './articles'
import { seedDemoData } from './demo-seed'
import { ensureFirstAdmin } from './first-admin'

/**
 * After migrations: the demo data on an empty database (unless SEED_DEMO=false), the first admin, then the slugs
 * the old slug rule made unreadable (decision 020), the detected game (§2.8) of articles stored without one,
 * bodies an earlier sanitizer stored (decision 003), and the spoiler flags of articles stored without them.
 */
export async function prepareDatabase(runtime: Runtime): Promise<void> {
  const { env, database, auth, logger, ai } = runtime
  // Instances started together on one database: one seeds, makes the admin and respells slugs, the others then
  // find it done.
  await database.exclusive('prepare', async () => {
    if (env.SEED_DEMO) {
      const seeded = await seedDemoData(database.db, { site: env.site, logger, ai })
      if (seeded) logger.info(seeded, 'loaded the demo data set')
    }
    await ensureFirstAdmin(auth, database.db, env, logger)
    await respellArticleSlugs(database.db, logger)
    const detected = await backfillDetectedGames(database.db)
    if (detected) logger.info({ detected }, 'stored the detected game of older articles (§2.8)')
    await resanitizeStoredBodies(database.db, logger)
    const judged = await backfillSpoilers(database.db)
    if (judged) logger.info({ judged }, 'stored the spoiler flags of older articles')
  })
}
