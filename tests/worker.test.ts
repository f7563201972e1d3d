import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recoverInterruptedWork, startWorker, type Worker } from '#server/jobs/boss'
import { recountTagsJob } from '#server/jobs/recount-tags.job'
import { createLogger } from '#server/logger'
import type { Runtime } from '#server/server'
import { createArticleTags, listArticleTags } from '#server/storage/article-tags'
import { createArticles } from '#server/storage/articles'
import { takeJobLease } from '#server/storage/job-leases'
import { createTestApp } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

describe.each(testDrivers)('background jobs on $name', (driver) => {
  let testDb: TestDatabase
  let worker: Worker
  let runtime: Runtime

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    const { env, auth, ai } = createTestApp(testDb.database)
    runtime = { env, auth, ai, database: testDb.database, logger: createLogger('silent') }
    worker = await startWorker(runtime, [recountTagsJob])
  }, 120_000)
  afterAll(async () => {
    await worker?.stop()
    await testDb.drop()
  })

  it('runs a queued job through pg-boss on the app database', async () => {
    await createArticleTags(testDb.database.db, [
      { slug: 'cs2', name: 'CS2', category: 'games' },
      { slug: 'roster-changes', name: 'Roster Changes', category: 'content' },
    ])
    await createArticles(testDb.database.db, [
      { id: 'j1', title: 'One', slug: 'one', tags: ['cs2', 'roster-changes'] },
      { id: 'j2', title: 'Two', slug: 'two', tags: ['cs2'] },
    ])
    await worker.boss.send('recount-tags', {})
    const deadline = Date.now() + 30_000
    let counts: Record<string, number> = {}
    while (Date.now() < deadline) {
      counts = Object.fromEntries(
        (await listArticleTags(testDb.database.db)).map((t) => [t.slug, t.articleCount]),
      )
      if (counts.cs2 === 2) break
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(counts).toEqual({ cs2: 2, 'roster-changes': 1 })
  }, 60_000)

  it('hands a job a stopped worker left active back to the queue at once, and leaves a live one alone', async () => {
    const { boss } = worker
    const queue = 'interrupted-work-test'
    await boss.createQueue(queue)
    const orphanId = (await boss.send(queue, { n: 1 }))!
    const liveId = (await boss.send(queue, { n: 2 }))!
    // Both taken by a worker (now "active"); only the live one's holder keeps a lease on it.
    expect(await boss.fetch(queue, { batchSize: 2 })).toHaveLength(2)
    await takeJobLease(
      testDb.database.db,
      { jobId: liveId, jobName: queue, holder: 'other-host:1:live' },
      60_000,
    )
    // Both started longer ago than a lease lasts.
    await testDb.database.execute(
      `UPDATE pgboss.job SET started_on = now() - interval '5 minutes' WHERE name = '${queue}'`,
    )

    // The worker's own sweep (every few seconds) may get there first: either way the orphan is retried once.
    expect(await recoverInterruptedWork(runtime, boss, { startup: false })).toBeLessThanOrEqual(1)
    expect((await boss.getJobById(queue, orphanId))?.state).toBe('retry')
    expect((await boss.getJobById(queue, liveId))?.state).toBe('active')
    const [again] = await boss.fetch(queue)
    expect(again?.id).toBe(orphanId)
  })
})
