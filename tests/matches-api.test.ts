import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MatchDetail, type MatchList, MatchDetailSchema, MatchListSchema } from '#shared/schemas/matches'
import { getJson } from './support/app'
import { testDrivers } from './support/databases'
import { FIXTURE_NOW, MATCHES, openMatchFixture } from './support/match-fixture'

describe.each(testDrivers)('matches API on $name', (driver) => {
  let t: Awaited<ReturnType<typeof openMatchFixture>>

  beforeAll(async () => {
    t = await openMatchFixture(driver)
  })
  afterAll(async () => {
    await t.close()
  })

  const list = async (query: string) => {
    const res = await t.app.request(`/api/matches?${query}`)
    expect(res.status).toBe(200)
    const body = MatchListSchema.parse(await res.json())
    return { body, cacheControl: res.headers.get('cache-control') }
  }
  const ids = (body: MatchList) => body.matches.map((m) => m.pandascoreId)

  it('lists every running match of every game as live, briefly cached', async () => {
    const { body, cacheControl } = await list('section=live')
    expect(ids(body).sort()).toEqual([9600005, 9700001])
    const live = body.matches.find((m) => m.pandascoreId === 9600005)!
    expect(live.status).toBe('running')
    expect(live.teams.map((s) => s.score)).toEqual([1, 0])
    expect(live.winner).toBeNull()
    expect(cacheControl).toBe('public, max-age=5, stale-while-revalidate=5')
    expect(ids((await list('section=live&game=lol')).body)).toEqual([9700001])
  })

  it('lists upcoming matches soonest first from now, TBD sides and postponed ones included', async () => {
    const { body } = await list('section=upcoming&limit=100')
    const expected = MATCHES.filter((m) => ['not_started', 'postponed'].includes(m.status))
      .sort((a, b) => a.at - b.at)
      .map((m) => m.id)
    expect(ids(body)).toEqual(expected)
    const final = body.matches.find((m) => m.pandascoreId === 9600106)!
    expect(final.teams.map((s) => [s.pandascoreId, s.name, s.score])).toEqual([
      [null, null, null],
      [null, null, null],
    ])
    expect(final.numberOfGames).toBe(5)
    expect(final.path).toBe('/cs2/matches/tbd-vs-tbd-9600106')
    const postponed = body.matches.find((m) => m.pandascoreId === 9600007)!
    expect(postponed.status).toBe('postponed')
    expect(postponed.rescheduled).toBe(true)
  })

  it('narrows upcoming to a day, a game and a tier', async () => {
    const from = encodeURIComponent(FIXTURE_NOW.toISOString())
    const to = encodeURIComponent(new Date(FIXTURE_NOW.getTime() + 24 * 3_600_000).toISOString())
    expect(ids((await list(`section=upcoming&from=${from}&to=${to}`)).body)).toEqual([9600006])
    expect(ids((await list(`section=upcoming&from=${from}&game=lol`)).body)).toEqual([9700002])
    expect(ids((await list(`section=upcoming&from=${from}&tier=tier-2`)).body)).toEqual([9700002])
    const tier1 = ids((await list(`section=upcoming&from=${from}&tier=tier-1&limit=100`)).body)
    expect(tier1).not.toContain(9700002)
    expect(tier1).toContain(9600106)
  })

  it('pages results newest first by cursor, with forfeits, draws and cancellations shown as such', async () => {
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `section=results&game=cs2&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const { body } = await list(query)
      seen.push(...ids(body))
      cursor = body.next
      pages++
    } while (cursor && pages < 10)
    const expected = MATCHES.filter((m) => ['finished', 'canceled'].includes(m.status))
      .sort((a, b) => b.at - a.at)
      .map((m) => m.id)
    expect(seen).toEqual(expected)
    expect(pages).toBe(Math.ceil(expected.length / 2))

    const { body } = await list('section=results&limit=100')
    const byId = new Map(body.matches.map((m) => [m.pandascoreId, m]))
    expect(byId.get(9600001)).toMatchObject({ winner: 1, forfeit: false, draw: false })
    expect(byId.get(9600002)).toMatchObject({ winner: 1, forfeit: true })
    expect(byId.get(9600003)).toMatchObject({ winner: null, draw: true })
    expect(byId.get(9600003)!.teams.map((s) => s.score)).toEqual([1, 1])
    expect(byId.get(9600004)).toMatchObject({ status: 'canceled', winner: null })
  })

  it('answers 400 for an unknown section, tier or a bad date', async () => {
    expect((await t.app.request('/api/matches?section=soon')).status).toBe(400)
    expect((await t.app.request('/api/matches?section=live&tier=tier-9')).status).toBe(400)
    expect((await t.app.request('/api/matches?section=upcoming&from=tomorrow')).status).toBe(400)
  })

  const detail = async (path: string) => {
    const res = await getJson<MatchDetail>(t.app, path)
    expect(res.status).toBe(200)
    return MatchDetailSchema.parse(res.body)
  }

  it('shows a finished match: games, streams, team pages, stage and event, recap', async () => {
    const d = await detail('/api/matches/cs2/cobalt-tide-vs-aurora-vanguard-9600001')
    expect(d.match.slug).toBe('cobalt-tide-vs-aurora-vanguard-9600001')
    expect(d.match.teams.map((s) => s.path)).toEqual(['/cs2/teams/cobalt-tide', '/cs2/teams/aurora-vanguard'])
    expect(d.match.tournament).toMatchObject({
      stageName: 'Group Stage',
      tier: 'tier-1',
      eventName: 'Longship Masters Autumn 2026',
      eventPath: '/cs2/events/longship-masters-autumn-2026-9400001',
    })
    expect(d.games.map((g) => [g.position, g.winner, g.lengthSeconds])).toEqual([
      [1, 1, 2400],
      [2, 2, 2100],
      [3, 1, 2600],
    ])
    expect(d.streams).toEqual([
      { url: 'https://www.twitch.tv/longship', embedUrl: null, language: 'en', main: true, official: true },
    ])
    expect(d.recap?.content).toBe('Cobalt Tide beat Aurora Vanguard 2-1.')
    expect(d.preview).toBeNull()
  })

  it('counts the head-to-head in both orders and gives each side its last five results', async () => {
    const d = await detail('/api/matches/cs2/cobalt-tide-vs-aurora-vanguard-9600001')
    // Fjord Open: Cobalt Tide won 9500001 and 9500003, Aurora Vanguard 9500002.
    expect(d.headToHead).toMatchObject({ team1Wins: 2, team2Wins: 1, draws: 0 })
    expect(d.headToHead.matches.map((m) => m.pandascoreId)).toEqual([9500003, 9500002, 9500001])
    // Cobalt Tide: the draw with Ember Wolves and the three Fjord meetings (the match itself left out).
    expect(d.form[0].recent.map((m) => m.pandascoreId)).toEqual([9600003, 9500003, 9500002, 9500001])
    expect(d.form[0]).toMatchObject({ wins: 2, losses: 1 })
  })

  it("lists the stage roster when synced, else the team's current players, with their pages", async () => {
    const d = await detail('/api/matches/cs2/cobalt-tide-vs-aurora-vanguard-9600001')
    expect(d.rosters[0].map((p) => p.pandascoreId)).toEqual([5011, 5012, 5013, 5014, 5099])
    expect(d.rosters[0][0]!.path).toBe('/cs2/players/player-501-1')
    expect(d.rosters[0].at(-1)!.path).toBeNull()
    expect(d.rosters[1].map((p) => p.pandascoreId).sort()).toEqual([5021, 5022, 5023, 5024, 5025])
  })

  it('lists the stories whose title or summary names both teams, by name or acronym', async () => {
    const d = await detail('/api/matches/cs2/cobalt-tide-vs-aurora-vanguard-9600001')
    expect(d.news.map((n) => n.path)).toEqual(['/news/ct-av-preview', '/news/ct-av-acronyms'])
  })

  it('shows a TBD-vs-TBD final with empty sides, and a live match briefly cached', async () => {
    const final = await detail('/api/matches/cs2/tbd-vs-tbd-9600106')
    expect(final.match.teams.every((s) => s.pandascoreId === null)).toBe(true)
    expect(final.headToHead.matches).toEqual([])
    expect(final.rosters).toEqual([[], []])
    expect(final.news).toEqual([])
    const res = await t.app.request('/api/matches/cs2/cobalt-tide-vs-nordic-pulse-9600005')
    expect(res.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=5')
    const live = MatchDetailSchema.parse(await res.json())
    expect(live.games.map((g) => g.status)).toEqual(['finished', 'running'])
  })

  it('shows a forfeit with no duration, and a preview before the match', async () => {
    const forfeit = await detail('/api/matches/cs2/ember-wolves-vs-nordic-pulse-9600002')
    expect(forfeit.match).toMatchObject({ forfeit: true, winner: 1 })
    const upcoming = await detail('/api/matches/cs2/aurora-vanguard-vs-ember-wolves-9600006')
    expect(upcoming.preview?.content).toBe('Aurora Vanguard meet Ember Wolves.')
    expect(upcoming.match.teams.map((s) => s.score)).toEqual([null, null])
  })

  it('finds a match by the id its slug ends in when the head is out of date, and 404s otherwise', async () => {
    const old = await detail('/api/matches/cs2/tbd-vs-aurora-vanguard-9600001')
    expect(old.match.slug).toBe('cobalt-tide-vs-aurora-vanguard-9600001')
    for (const slug of ['cobalt-tide-vs-aurora-vanguard', 'no-such-match-1234567']) {
      const missing = await getJson<{ error: { message: string } }>(t.app, `/api/matches/cs2/${slug}`)
      expect(missing.status).toBe(404)
      expect(missing.body.error.message).toBe('Match not found')
    }
  })
})
