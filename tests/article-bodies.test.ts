import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resanitizeStoredBodies } from '#server/services/article-bodies'
import { createArticles, getArticleById } from '#server/storage/articles'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// Decision 003: bodies stored by the earlier sanitizer (js-xss) are made again by the tree-based one, once.

const UPDATED = new Date('2026-10-01T12:00:00.000Z')

describe.each(testDrivers)('stored article bodies on $name', (driver) => {
  let testDb: TestDatabase

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await createArticles(testDb.database.db, [
      {
        id: 'unclosed',
        slug: 'unclosed',
        title: 'Unclosed',
        content: '<p><b>Final score [removed]<a href="https://example.com/x">recap</p><p>After the table</p>',
        updatedAt: UPDATED,
      },
      {
        id: 'clean',
        slug: 'clean',
        title: 'Clean',
        content: '<p>Already <strong>fine</strong>.</p>',
        updatedAt: UPDATED,
      },
    ])
  })
  afterAll(async () => {
    await testDb?.drop()
  })

  it('rebuilds an old body balanced and without placeholder text, leaving clean ones and updated_at alone', async () => {
    const db = testDb.database.db
    expect(await resanitizeStoredBodies(db)).toBe(1)
    const fixed = await getArticleById(db, 'unclosed')
    expect(fixed?.content).not.toContain('[removed]')
    expect(fixed?.content).toContain('After the table')
    // Every tag that opens closes: the body can no longer swallow the page after it.
    const opened = (fixed?.content.match(/<(b|a|p)\b/g) ?? []).length
    const closed = (fixed?.content.match(/<\/(b|a|p)>/g) ?? []).length
    expect(closed).toBe(opened)
    expect(fixed?.updatedAt.toISOString()).toBe(UPDATED.toISOString())
    expect((await getArticleById(db, 'clean'))?.content).toBe('<p>Already <strong>fine</strong>.</p>')
  })

  it('does the pass once per sanitizer version', async () => {
    const db = testDb.database.db
    await testDb.database.execute(`UPDATE articles SET content = '<p><i>unclosed' WHERE id = 'clean'`)
    expect(await resanitizeStoredBodies(db)).toBe(0)
    expect((await getArticleById(db, 'clean'))?.content).toBe('<p><i>unclosed')
  })
})
