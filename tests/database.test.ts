import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from '../src/server/db/client'
import { createArticles } from '../src/server/storage/articles'
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
