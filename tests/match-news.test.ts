import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MatchDetailSchema } from '#shared/schemas/matches'
import { getJson } from './support/app'
import { testDrivers } from './support/databases'
import { FIXTURE_NOW, openMatchFixture } from './support/match-fixture'

// The match page's news about both teams is read from which teams each story names (story_teams, migration 0022),
// kept as stories and teams are written: an edited story moves in or out, a deleted one goes, a renamed team is
// found by its new name, and an old meeting story stays however many newer stories are published.
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

  it('lists stories naming both teams, newest first, however many newer stories there are', async () => {
    expect(await news()).toEqual(['/news/ct-av-preview', '/news/ct-av-acronyms'])
    await t.db.execute(sql`INSERT INTO articles (id, slug, title, summary, content, game, published_at)
      SELECT 'patch-' || n, 'patch-' || n, 'Patch notes ' || n, 'Balance changes.', 'Text.', 'CS2',
             ${FIXTURE_NOW.toISOString()}::timestamptz - n * interval '1 second'
      FROM generate_series(1, 1100) n`)
    expect(await news()).toEqual(['/news/ct-av-preview', '/news/ct-av-acronyms'])
  })

  it('follows a story edited to name both teams, or no longer both, and drops a deleted story', async () => {
    await t.db.execute(
      sql`UPDATE articles SET summary = 'Aurora Vanguard lose their coach to them.' WHERE slug = 'ct-only'`,
    )
    await t.db.execute(
      sql`UPDATE articles SET title = 'Cobalt Tide meet an old rival' WHERE slug = 'ct-av-preview'`,
    )
    expect(await news()).toEqual(['/news/ct-only', '/news/ct-av-acronyms'])
    await t.db.execute(sql`DELETE FROM articles WHERE slug = 'ct-av-acronyms'`)
    expect(await news()).toEqual(['/news/ct-only'])
  })

  it('finds a renamed team by its new name and acronym', async () => {
    await t.db.execute(sql`INSERT INTO articles (id, slug, title, summary, content, game, published_at)
      VALUES ('dawn', 'dawn', 'CT and DV meet in the final', 'Dawn Vanguard''s first final.', 'Text.', 'CS2',
              ${FIXTURE_NOW.toISOString()}::timestamptz - interval '1 hour')`)
    expect(await news()).toEqual(['/news/ct-only'])
    await t.db.execute(sql`UPDATE teams SET name = 'Dawn Vanguard', acronym = 'DV' WHERE pandascore_id = 502`)
    expect(await news()).toEqual(['/news/dawn'])
  })
})
