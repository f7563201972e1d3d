import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { createArticles } from '#server/storage/articles'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

describe.each(testDrivers)('database on $name', (driver) => {
  let testDb: TestDatabase

  beforeAll(async () => {
    testDb = await createTestDatabase(driver, { migrate: false })
  })
  afterAll(async () => {
    await testDb.drop()
  })

  it('applies every migration to an empty database, and again is a no-op', async () => {
    await migrateDatabase(testDb.database)
    await migrateDatabase(testDb.database)
    const { rows } = await testDb.database.execute(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    )
    const tables = rows.map((r) => r.table_name)
    for (const table of [
      'articles',
      'article_tags',
      'feed_sources',
      'feed_entries',
      'teams',
      'players',
      'player_stats',
      'tournaments',
      'team_matches',
      'team_rankings',
      'team_analysis',
      'users',
      'sessions',
      'accounts',
      'verifications',
      'user_roles',
      'audit_log',
    ]) {
      expect(tables).toContain(table)
    }
  })

  it('has the indexes the queries need', async () => {
    const { rows } = await testDb.database.execute(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
    )
    const defs = Object.fromEntries(rows.map((r) => [r.indexname as string, r.indexdef as string]))
    expect(defs.articles_tags_gin).toMatch(/USING gin \(tags\)/)
    expect(defs.articles_slug_key).toMatch(/UNIQUE/)
    expect(defs.articles_search_gin).toMatch(/USING gin \(search\)/)
    expect(defs.articles_created_published_idx).toMatch(/created_at DESC, published_at DESC\)/)
    expect(defs.teams_quality_idx).toMatch(/quality_score DESC/)
  })

  it('refuses two articles with the same slug', async () => {
    await createArticles(testDb.database.db, [{ id: 's1', title: 'One', slug: 'same-slug' }])
    await expect(
      testDb.database.execute(`INSERT INTO articles (id, title, slug) VALUES ('s2', 'Two', 'same-slug')`),
    ).rejects.toThrow(/duplicate key|unique/i)
  })

  it('announces inserts, updates and deletes of articles on articles_changed', async () => {
    const received: { op: string; id: string }[] = []
    const unlisten = await testDb.database.listen('articles_changed', (payload) => {
      if (payload !== null) received.push(JSON.parse(payload))
    })
    await testDb.database.execute(
      `INSERT INTO articles (id, title, slug) VALUES ('n1', 'Notify me', 'notify-me')`,
    )
    await testDb.database.execute(`UPDATE articles SET title = 'Notified' WHERE id = 'n1'`)
    await testDb.database.execute(`DELETE FROM articles WHERE id = 'n1'`)
    const deadline = Date.now() + 5000
    while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    await unlisten()
    expect(received).toEqual([
      { op: 'INSERT', id: 'n1' },
      { op: 'UPDATE', id: 'n1' },
      { op: 'DELETE', id: 'n1' },
    ])
  })

  it('ranks full-text matches on the title above matches in the body', async () => {
    await createArticles(testDb.database.db, [
      { id: 'f1', title: 'Roster shuffle at Northwind', slug: 'f1', content: 'Nothing about the major.' },
      { id: 'f2', title: 'Major qualifier recap', slug: 'f2', content: 'A long day.' },
    ])
    const { rows } = await testDb.database.execute(
      `SELECT id FROM articles WHERE search @@ websearch_to_tsquery('english', $1)
       ORDER BY ts_rank(search, websearch_to_tsquery('english', $1)) DESC`,
      ['major'],
    )
    expect(rows.map((r) => r.id)).toEqual(['f2', 'f1'])
  })
})

describe.runIf(testDrivers.some((d) => d.name === 'postgres'))('migrations on PostgreSQL', () => {
  it('two instances migrating a fresh database at once both succeed and leave no advisory lock held', async () => {
    const first = await createTestDatabase({ name: 'postgres' }, { migrate: false })
    const second = await openDatabase({ url: first.url, dataDir: 'unused' })
    try {
      // Other queries share each instance's pool meanwhile: a lock taken on one pooled connection and released on
      // another stays held (and blocks every later migration), or lets two callers of one pool migrate at once.
      let migrating = true
      const traffic = async (database: Database) => {
        while (migrating) await database.execute('SELECT pg_sleep(0.002)')
      }
      // More callers than each pool has connections, so a released connection goes to whoever waits first.
      const background = Array.from({ length: 12 }, () => [traffic(first.database), traffic(second)]).flat()
      try {
        await Promise.all([
          migrateDatabase(first.database),
          migrateDatabase(second),
          migrateDatabase(first.database),
          migrateDatabase(second),
        ])
      } finally {
        migrating = false
        await Promise.all(background)
      }
      const { rows: applied } = await first.database.execute(
        'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct_n FROM drizzle.__drizzle_migrations',
      )
      expect(applied[0]?.n).toBeGreaterThan(0)
      expect(applied[0]?.n).toBe(applied[0]?.distinct_n)
      const { rows: locks } = await first.database.execute(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database =
           (SELECT oid FROM pg_database WHERE datname = current_database())`,
      )
      expect(locks[0]?.n).toBe(0)
    } finally {
      await second.close()
      await first.drop()
    }
  })
})
