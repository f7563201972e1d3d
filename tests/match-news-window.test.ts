import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MENTION_WINDOW } from '#server/storage/article-mentions'
import { MatchDetailSchema } from '#shared/schemas/matches'
import { getJson } from './support/app'
import { testDrivers } from './support/databases'
import { FIXTURE_NOW, openMatchFixture } from './support/match-fixture'

// The match page's news looks through the newest stories only (MENTION_WINDOW), so its cost stays the same as the
// archive grows: a meeting's stories drop off the page once that many newer stories are published.
describe.each(testDrivers)('match page news on $name', (driver) => {
  let t: Awaited<ReturnType<typeof openMatchFixture>>

  beforeAll(async () => {
    t = await openMatchFixture(driver)
  })
  afterAll(async () => {
    await t.close()
  })

  const news = async () => {
    const { status, body } = await getJson(t.app, '/api/matches/cs2/cobalt-tide-vs-aurora-vanguard-9600001')
    expect(status).toBe(200)
    return MatchDetailSchema.parse(body).news.map((n) => n.path)
  }

  it('lists stories naming both teams among the newest stories, not older ones', async () => {
    expect(await news()).toEqual(['/news/ct-av-preview', '/news/ct-av-acronyms'])
    // Newer stories about something else, until the newer meeting story is the last one of the window.
    await t.db.execute(sql`INSERT INTO articles (id, slug, title, summary, content, game, published_at)
      SELECT 'patch-' || n, 'patch-' || n, 'Patch notes ' || n, 'Balance changes.', 'Text.', 'CS2',
             ${FIXTURE_NOW.toISOString()}::timestamptz - n * interval '1 second'
      FROM generate_series(1, ${MENTION_WINDOW} - (SELECT count(*) FROM articles
        WHERE published_at >= (SELECT published_at FROM articles WHERE slug = 'ct-av-preview'))) n`)
    expect(await news()).toEqual(['/news/ct-av-preview'])
  })
})
