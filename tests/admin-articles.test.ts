import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '#shared/schemas/article'
import type { TrashItem } from '#shared/schemas/admin'
import { upsertFeedSources } from '#server/storage/feed-sources'
import { createArticles, getArticleById } from '#server/storage/articles'
import { callJson, createTestApp, type TestApp, testEnv } from './support/app'
import { signInAs } from './support/auth'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePublisher, startFakePublisher } from './support/fake-publisher'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(testDrivers)('admin article management on $name', (driver) => {
  let testDb: TestDatabase
  let publisher: FakePublisher
  let t: TestApp
  let admin: Record<string, string>
  let chief: Record<string, string>
  const env = testEnv({ ALLOW_PRIVATE_FEED_HOSTS: 'true' })

  const sql = async (text: string, params?: unknown[]) => (await testDb.database.execute(text, params)).rows
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    callJson<T>(t.app, method, path, admin, body)
  const processAllFeeds = () =>
    call<{ stats: { newArticles: number } }>('POST', '/api/admin/process-feeds', {
      maxPerFeed: 50,
      waitForCompletion: true,
      feedId: null,
    })
  const tagCount = async (slug: string) =>
    ((await sql('SELECT article_count FROM article_tags WHERE slug = $1', [slug]))[0]?.article_count as
      | number
      | undefined) ?? null

  beforeAll(async () => {
    publisher = await startFakePublisher()
    testDb = await createTestDatabase(driver)
    t = createTestApp(testDb.database, { env })
    admin = await signInAs(t, testDb.database, 'editor@example.com', 'admin')
    chief = await signInAs(t, testDb.database, 'chief@example.com', 'super_admin')
    await upsertFeedSources(testDb.database.db, [
      { name: 'Frag Report', url: `${publisher.url}/fixtures/frag-report.xml`, game: 'cs2' },
    ])
    const run = await processAllFeeds()
    expect(run.body.stats.newArticles).toBe(10)
  }, 120_000)
  afterAll(async () => {
    await publisher?.close()
    await testDb?.drop()
  })

  it('lists articles newest first (§7 order), up to the limit, and reads one by id', async () => {
    const all = await call<{ articles: Article[] }>('GET', '/api/admin/articles?limit=1000')
    expect(all.status).toBe(200)
    expect(all.body.articles).toHaveLength(10)
    const two = await call<{ articles: Article[] }>('GET', '/api/admin/articles?limit=2')
    expect(two.body.articles.map((a) => a.id)).toEqual(all.body.articles.slice(0, 2).map((a) => a.id))
    expect((await call('GET', '/api/admin/articles?limit=1001')).status).toBe(400)
    const first = all.body.articles[0]!
    const one = await call<{ article: Article }>('GET', `/api/admin/articles/${encodeURIComponent(first.id)}`)
    expect(one.body.article).toEqual(first)
    const missing = await call<{ error: { message: string } }>('GET', '/api/admin/articles/nope')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Article not found')
  })

  it('saves an edit: content sanitized, tags lowercased without empty or repeated ones, engine human', async () => {
    await createArticles(testDb.database.db, [{ id: 'edit-me', slug: 'edit-me', title: 'Draft', tags: [] }])
    const before = await getArticleById(testDb.database.db, 'edit-me')
    const res = await call<{ success: boolean; message: string; article: Article }>(
      'PATCH',
      '/api/admin/articles/edit-me',
      {
        title: '  Northwind win the opener  ',
        summary: 'A close series.',
        content:
          '<p onclick="steal()">Northwind won <b>2-1</b>.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)">',
        game: 'CS2',
        author: 'Desk',
        imageUrl: 'https://images.example/opener.jpg',
        insights: 'Form matters.',
        originalUrl: 'https://news.example/opener',
        tags: ['CS2', ' Admin-Picked ', '', 'cs2', 'ADMIN-PICKED'],
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.message).toBe('Article updated successfully')
    const article = res.body.article
    expect(article.title).toBe('Northwind win the opener')
    expect(article.tags).toEqual(['cs2', 'admin-picked'])
    expect(article.content).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(article.content).toContain('<b>2-1</b>')
    expect(article.slug).toBe('edit-me')
    expect(new Date(article.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    const [row] = await sql(`SELECT engine FROM articles WHERE id = 'edit-me'`)
    expect(row?.engine).toBe('human')
    expect(await tagCount('admin-picked')).toBe(1)

    // Fields left out keep their value; an empty image falls back to the placeholder.
    const partial = await call<{ article: Article }>('PATCH', '/api/admin/articles/edit-me', {
      imageUrl: '',
      tags: ['cs2'],
      // Not editable: ignored, whatever a client sends.
      id: 'hijacked',
      slug: 'hijacked',
      engine: 'llm',
      publishedAt: '2001-01-01T00:00:00.000Z',
    })
    expect(partial.body.article.title).toBe('Northwind win the opener')
    expect(partial.body.article).toMatchObject({ id: 'edit-me', slug: 'edit-me' })
    expect(partial.body.article.publishedAt).toBe(before!.publishedAt.toISOString())
    expect((await sql(`SELECT engine FROM articles WHERE id = 'edit-me'`))[0]?.engine).toBe('human')
    expect(partial.body.article.imageUrl).toBe('/placeholder.svg')
    expect(await tagCount('admin-picked')).toBe(0)
  })

  it('refuses script URLs and an empty title in an edit with 422 and the field', async () => {
    for (const [field, value] of [
      ['imageUrl', 'javascript:alert(1)'],
      ['originalUrl', 'data:text/html,<script>alert(1)</script>'],
      ['originalUrl', '//evil.example/x'],
      ['title', '   '],
    ] as const) {
      const res = await call<{ error: { fields: Record<string, string[]> } }>(
        'PATCH',
        '/api/admin/articles/edit-me',
        { [field]: value },
      )
      expect(res.status, `${field}=${value}`).toBe(422)
      expect(Object.keys(res.body.error.fields)).toEqual([field])
    }
  })

  it('moves a deleted article to the trash, never imports it again, and restores it', async () => {
    const { body } = await call<{ articles: Article[] }>('GET', '/api/admin/articles?limit=1000')
    const victim = body.articles.find((a) => a.title.includes('Anubis') || a.tags.length > 0)!
    const tag = victim.tags[0]!
    const countBefore = await tagCount(tag)

    const res = await call('DELETE', `/api/admin/articles/${encodeURIComponent(victim.id)}`)
    expect(res.body).toEqual({ success: true, message: 'Article deleted successfully' })
    expect(await getArticleById(testDb.database.db, victim.id)).toBeNull()
    expect(await tagCount(tag)).toBe(countBefore! - 1)
    const again = await call<{ error: { message: string } }>(
      'DELETE',
      `/api/admin/articles/${encodeURIComponent(victim.id)}`,
    )
    expect(again.status).toBe(404)
    expect(again.body.error.message).toBe('Article not found or already deleted')

    // The feed ledger keeps the entry: the next run imports nothing, the deleted story included.
    const rerun = await processAllFeeds()
    expect(rerun.body.stats.newArticles).toBe(0)
    expect(await getArticleById(testDb.database.db, victim.id)).toBeNull()

    const trash = await call<{ items: TrashItem[] }>('GET', '/api/admin/trash')
    const item = trash.body.items.find((i) => i.entityId === victim.id)!
    expect(item).toMatchObject({ kind: 'article', title: victim.title, deletedBy: 'editor@example.com' })
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(30 * DAY_MS)

    const restored = await call('POST', `/api/admin/trash/${item.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({
      success: true,
      message: 'Article restored successfully',
      kind: 'article',
      entityId: victim.id,
      slug: victim.slug,
    })
    const back = await call<{ article: Article }>(
      'GET',
      `/api/admin/articles/${encodeURIComponent(victim.id)}`,
    )
    expect(back.body.article).toEqual(victim)
    expect(await tagCount(tag)).toBe(countBefore)
    const empty = await call<{ items: TrashItem[] }>('GET', '/api/admin/trash')
    expect(empty.body.items.some((i) => i.id === item.id)).toBe(false)
    expect((await call('POST', `/api/admin/trash/${item.id}/restore`)).status).toBe(404)
  })

  it('gives a restored article a numbered slug (and id) when another article took them meanwhile', async () => {
    await createArticles(testDb.database.db, [
      { id: 'taken-slug', slug: 'taken-slug', title: 'First of the name', tags: ['cs2'] },
    ])
    await call('DELETE', '/api/admin/articles/taken-slug')
    await createArticles(testDb.database.db, [
      { id: 'taken-slug', slug: 'taken-slug', title: 'Second of the name' },
    ])
    const { body } = await call<{ items: TrashItem[] }>('GET', '/api/admin/trash')
    const item = body.items.find((i) => i.entityId === 'taken-slug')!
    const restored = await call<{ entityId: string; slug: string }>(
      'POST',
      `/api/admin/trash/${item.id}/restore`,
    )
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ entityId: 'taken-slug-2', slug: 'taken-slug-2' })
    const rows = await sql(`SELECT id, slug, title FROM articles WHERE slug LIKE 'taken-slug%' ORDER BY slug`)
    expect(rows).toEqual([
      { id: 'taken-slug', slug: 'taken-slug', title: 'Second of the name' },
      { id: 'taken-slug-2', slug: 'taken-slug-2', title: 'First of the name' },
    ])
  })

  it('bulk deletes and reports "Deleted {deleted} of {requested} articles" with the reason', async () => {
    await createArticles(testDb.database.db, [
      { id: 'bulk-a', slug: 'bulk-a', title: 'Bulk A' },
      { id: 'bulk-b', slug: 'bulk-b', title: 'Bulk B' },
    ])
    const res = await call('POST', '/api/admin/articles/bulk-delete', {
      ids: ['bulk-a', 'bulk-b', 'bulk-missing', 'bulk-a'],
    })
    expect(res.body).toEqual({
      success: true,
      message: 'Deleted 2 of 3 articles, 1 not deleted (not found or already deleted)',
      deletedCount: 2,
      requestedCount: 3,
    })
    const all = await call('POST', '/api/admin/articles/bulk-delete', { ids: ['bulk-a'] })
    expect(all.body).toMatchObject({ success: false, deletedCount: 0, requestedCount: 1 })
    expect((await call('POST', '/api/admin/articles/bulk-delete', { ids: [] })).status).toBe(422)
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id-${i}`)
    expect((await call('POST', '/api/admin/articles/bulk-delete', { ids: tooMany })).status).toBe(422)
  })

  it('finds duplicates by exact title, keeps the oldest, and cleans the others into the trash', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day))
    await createArticles(testDb.database.db, [
      { id: 'dup-1', slug: 'dup-1', title: 'Same story', publishedAt: at(3), game: 'CS2' },
      { id: 'dup-2', slug: 'dup-2', title: 'Same story', publishedAt: at(1), game: 'CS2' },
      { id: 'dup-3', slug: 'dup-3', title: 'Same story', publishedAt: at(2), game: 'Valorant' },
      { id: 'dup-4', slug: 'dup-4', title: 'Other story', publishedAt: at(5) },
      { id: 'dup-5', slug: 'dup-5', title: 'Other story', publishedAt: at(4) },
      { id: 'dup-6', slug: 'dup-6', title: 'same story', publishedAt: at(4) },
    ])
    const found = await call<{
      groups: { title: string; keep: { id: string }; remove: { id: string; game: string }[] }[]
      duplicateTitles: number
      affectedArticles: number
    }>('GET', '/api/admin/articles/duplicates')
    expect(found.status).toBe(200)
    expect(found.body.duplicateTitles).toBe(2)
    expect(found.body.affectedArticles).toBe(5)
    const same = found.body.groups.find((g) => g.title === 'Same story')!
    expect(same.keep).toEqual({ id: 'dup-2', publishedAt: at(1).toISOString(), game: 'CS2' })
    expect(same.remove.map((a) => a.id)).toEqual(['dup-3', 'dup-1'])

    const cleaned = await call('POST', '/api/admin/articles/duplicates/cleanup')
    expect(cleaned.body).toEqual({ deleted: 3, message: 'Deleted 3 duplicate articles' })
    const left = await sql(`SELECT id FROM articles WHERE id LIKE 'dup-%' ORDER BY id`)
    expect(left.map((r) => r.id)).toEqual(['dup-2', 'dup-5', 'dup-6'])
    const trash = await sql(`SELECT entity_id FROM trash WHERE entity_id LIKE 'dup-%' ORDER BY entity_id`)
    expect(trash.map((r) => r.entity_id)).toEqual(['dup-1', 'dup-3', 'dup-4'])
    const none = await call('GET', '/api/admin/articles/duplicates')
    expect(none.body).toMatchObject({ groups: [], duplicateTitles: 0, affectedArticles: 0 })
  })

  it('writes every change to the audit log, which a super_admin reads', async () => {
    const actions = (await sql(`SELECT action, actor_email FROM audit_log ORDER BY id`)).map(
      (r) => `${r.action} ${r.actor_email}`,
    )
    for (const action of [
      'article.update',
      'article.delete',
      'article.restore',
      'articles.bulk-delete',
      'articles.duplicates.cleanup',
    ]) {
      expect(actions).toContain(`${action} editor@example.com`)
    }
    const res = await callJson<{ entries: { action: string; actorEmail: string; targetId: string }[] }>(
      t.app,
      'GET',
      '/api/admin/audit?limit=500',
      chief,
    )
    expect(res.status).toBe(200)
    expect(res.body.entries[0]).toMatchObject({ action: 'articles.duplicates.cleanup' })
    expect(res.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'article.update',
        targetId: 'edit-me',
        actorEmail: 'editor@example.com',
      }),
    )
    expect((await callJson(t.app, 'GET', '/api/admin/audit?limit=1', chief)).body).toMatchObject({
      entries: [expect.objectContaining({ action: 'articles.duplicates.cleanup' })],
    })
  })
})
