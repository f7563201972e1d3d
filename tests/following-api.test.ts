import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOLLOW_LIMIT } from '#shared/domain/follows'
import { type Following, FollowingSchema } from '#shared/schemas/following'
import { testDrivers } from './support/databases'
import { FIXTURE_NOW, openMatchFixture } from './support/match-fixture'

// Issue #18 item 1: GET /api/following reads a followed set (named in the query string, as a reader's browser
// keeps it) into its teams, players, live, upcoming and finished matches and the stories that name them.

describe.each(testDrivers)('following API on $name', (driver) => {
  let t: Awaited<ReturnType<typeof openMatchFixture>>

  beforeAll(async () => {
    t = await openMatchFixture(driver)
  })
  afterAll(async () => {
    await t.close()
  })

  const read = async (query: string) => {
    const res = await t.app.request(`/api/following?${query}`)
    expect(res.status).toBe(200)
    return { body: FollowingSchema.parse(await res.json()), cacheControl: res.headers.get('cache-control') }
  }
  const ids = (matches: Following['live']) => matches.map((m) => m.pandascoreId)

  it("gives a followed team's live match, next matches, latest results and the stories naming it", async () => {
    const { body, cacheControl } = await read('teams=cs2:cobalt-tide')
    expect(body.teams).toEqual([
      expect.objectContaining({
        game: 'cs2',
        slug: 'cobalt-tide',
        name: 'Cobalt Tide',
        path: '/cs2/teams/cobalt-tide',
      }),
    ])
    expect(ids(body.live)).toEqual([9600005])
    // From now on, soonest first: the group stage match an hour in is live, the playoffs' semifinal is next.
    expect(ids(body.upcoming)).toEqual([9600101])
    const results = body.results
    expect(ids(results).slice(0, 2)).toEqual([9600003, 9600001])
    expect(results.every((m) => m.teams.some((side) => side.path === '/cs2/teams/cobalt-tide'))).toBe(true)
    const starts = results.map((m) => m.startsAt ?? '')
    expect(starts).toEqual([...starts].sort().reverse())
    // A story counts when its title or summary names the team, by name or acronym, newest first.
    expect(body.news.map((story) => story.path)).toEqual([
      '/news/ct-av-preview',
      '/news/ct-only',
      '/news/ct-av-acronyms',
    ])
    expect(body.news[0]!.mentions).toEqual(['/cs2/teams/cobalt-tide'])
    // A followed team is playing: the answer is kept as briefly as the live list.
    expect(cacheControl).toBe('public, max-age=5, stale-while-revalidate=5')
  })

  it('gives the stories naming any team of a set, each with the followed teams it names', async () => {
    const { body } = await read('teams=cs2:aurora-vanguard,cs2:ember-wolves')
    // Ember Wolves are in no story; "ct-only" names Aurora Vanguard in its body only.
    expect(body.news.map((story) => [story.path, story.mentions])).toEqual([
      ['/news/ct-av-preview', ['/cs2/teams/aurora-vanguard']],
      ['/news/ct-av-acronyms', ['/cs2/teams/aurora-vanguard']],
    ])
    const both = await read('teams=cs2:cobalt-tide,cs2:aurora-vanguard')
    expect(both.body.news.map((story) => [story.path, story.mentions])).toEqual([
      ['/news/ct-av-preview', ['/cs2/teams/cobalt-tide', '/cs2/teams/aurora-vanguard']],
      ['/news/ct-only', ['/cs2/teams/cobalt-tide']],
      ['/news/ct-av-acronyms', ['/cs2/teams/cobalt-tide', '/cs2/teams/aurora-vanguard']],
    ])
  })

  it("follows a player through their current team's matches", async () => {
    const { body } = await read('players=cs2:player-504-1')
    expect(body.players).toEqual([
      expect.objectContaining({
        slug: 'player-504-1',
        path: '/cs2/players/player-504-1',
        team: { name: 'Nordic Pulse', path: '/cs2/teams/nordic-pulse', pandascoreId: 504 },
      }),
    ])
    expect(ids(body.live)).toEqual([9600005])
    // The postponed group match and the playoffs' second semifinal.
    expect(ids(body.upcoming)).toEqual([9600007, 9600102])
  })

  it('finds a followed team or player by a slug it had before (decision 020), as their pages do', async () => {
    const db = t.db
    await db.execute(sql`INSERT INTO slug_history (kind, old_slug, target_id)
      SELECT 'player', 'old-name-of-504-1', id FROM players WHERE slug = 'player-504-1'`)
    await db.execute(sql`INSERT INTO slug_history (kind, old_slug, target_id)
      SELECT 'team', 'old-name-of-ember', id FROM teams WHERE slug = 'ember-wolves'`)
    const { body } = await read('teams=cs2:old-name-of-ember&players=cs2:old-name-of-504-1')
    expect(body.teams.map((team) => team.path)).toEqual(['/cs2/teams/ember-wolves'])
    expect(body.players.map((player) => player.path)).toEqual(['/cs2/players/player-504-1'])
  })

  it('leaves out what it does not know, and reads nothing for an empty set', async () => {
    const { body } = await read('teams=cs2:no-such-team,cs2:ember-wolves&players=lol:nobody')
    expect(body.teams.map((team) => team.slug)).toEqual(['ember-wolves'])
    expect(body.players).toEqual([])
    const empty = await read('')
    expect(empty.body).toEqual({ teams: [], players: [], live: [], upcoming: [], results: [], news: [] })
    // Nothing live among them: kept as long as an upcoming list.
    expect(empty.cacheControl).toBe('public, max-age=30, stale-while-revalidate=30')
  })

  it("keeps a followed team's stories however many newer ones are published, beside its followed players'", async () => {
    const db = t.db
    await db.execute(sql`INSERT INTO articles (id, slug, title, summary, content, game, published_at)
      SELECT 'patch-' || n, 'patch-' || n, 'Patch notes ' || n, 'Balance changes.', 'Text.', 'CS2',
             ${FIXTURE_NOW.toISOString()}::timestamptz - n * interval '1 second'
      FROM generate_series(1, 1100) n`)
    await db.execute(sql`INSERT INTO articles (id, slug, title, summary, content, game, published_at)
      VALUES ('p5041-ct', 'p5041-ct', 'Player5041 faces Cobalt Tide again', 'A rematch.', 'Text.', 'CS2',
              ${FIXTURE_NOW.toISOString()}::timestamptz)`)
    const { body } = await read('teams=cs2:cobalt-tide&players=cs2:player-504-1')
    // The team's stories are older than the 1,100 patch notes: still listed, newest first.
    expect(body.news.map((story) => [story.path, story.mentions])).toEqual([
      ['/news/p5041-ct', ['/cs2/teams/cobalt-tide', '/cs2/players/player-504-1']],
      ['/news/ct-av-preview', ['/cs2/teams/cobalt-tide']],
      ['/news/ct-only', ['/cs2/teams/cobalt-tide']],
      ['/news/ct-av-acronyms', ['/cs2/teams/cobalt-tide']],
    ])
  })

  it('refuses a malformed or oversized set with a 400', async () => {
    for (const query of ['teams=cobalt-tide', 'teams=fifa:cobalt-tide', 'players=cs2:Bad%20Slug']) {
      const res = await t.app.request(`/api/following?${query}`)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: { code: string } }
      expect(body.error.code).toBe('BAD_REQUEST')
    }
    const many = Array.from({ length: FOLLOW_LIMIT + 1 }, (_, n) => `cs2:team-${n}`).join(',')
    expect((await t.app.request(`/api/following?teams=${many}`)).status).toBe(400)
    const enough = Array.from({ length: FOLLOW_LIMIT }, (_, n) => `cs2:team-${n}`).join(',')
    expect((await t.app.request(`/api/following?teams=${enough}`)).status).toBe(200)
  })
})
