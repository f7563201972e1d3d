import type { Runtime } from '../server'
import { seedDemoData } from './demo-seed'
import { ensureFirstAdmin } from './first-admin'

/** After migrations: the demo data on an empty database (unless SEED_DEMO=false), then the first admin. */
export async function prepareDatabase(runtime: Runtime): Promise<void> {
  const { env, database, auth, logger, ai } = runtime
  // Instances started together on one empty database: one seeds and makes the admin, the others then find both.
  await database.exclusive('prepare', async () => {
    if (env.SEED_DEMO) {
      const seeded = await seedDemoData(database.db, { site: env.site, logger, ai })
      if (seeded) logger.info(seeded, 'loaded the demo data set')
    }
    await ensureFirstAdmin(auth, database.db, env, logger)
  })
}
