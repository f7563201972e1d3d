import { afterAll, beforeAll } from 'vitest'
import { createAi } from '#server/ai/ai'
import { composeLocalAnswer } from '#server/ai/local/chat'
import { localEngine } from '#server/ai/local/engine'
import { createLogger } from '#server/logger'
import { seedDemoData } from '#server/services/demo-seed'
import type { Db } from '#server/db/client'
import { retrieveContext } from '#server/services/chat/retrieval'
import type { ChatTurn } from '#server/services/chat/types'
import { testEnv } from './app'
import { createTestDatabase, type TestDatabase, type TestDriver } from './databases'

/** A question to the co-caster as the local engine answers it: retrieval, then the answer and its citations. */
export async function askChat(
  db: Db,
  question: string,
  options: { now: Date; siteUrl: string; brand: string; history?: readonly ChatTurn[] },
) {
  const context = await retrieveContext(
    { db, site: { siteUrl: options.siteUrl }, now: () => options.now },
    question,
    options.history ? { history: options.history } : {},
  )
  return { context, ...composeLocalAnswer(context, { brand: options.brand }) }
}

/**
 * A test database of `driver` with the demo data seeded as of `now`, and `ask` for the co-caster over it: call in a
 * describe block; the hooks create it before its tests and drop it after (`db` is valid inside the tests).
 */
export function demoChat(
  driver: TestDriver,
  now: Date,
  site = { siteUrl: 'https://bo5.example', brand: 'BO5' },
) {
  let testDb: TestDatabase
  const logger = createLogger('silent')
  const env = testEnv()
  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await seedDemoData(testDb.database.db, {
      site: env.site,
      logger,
      ai: createAi({ env, logger, local: localEngine }),
      now,
    })
  })
  afterAll(async () => {
    await testDb.drop()
  })
  const db = () => testDb.database.db
  return {
    ask: (question: string, history?: readonly ChatTurn[]) =>
      askChat(db(), question, { now, ...site, ...(history ? { history } : {}) }),
    db,
  }
}
