import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventDetailSchema, EventListSchema } from '#shared/schemas/matches'
import { getJson } from './support/app'
import { testDrivers } from './support/databases'
import { EVENTS, openMatchFixture } from './support/match-fixture'
import { parseXml, type Xml } from './support/xml'

const locs = (text: string): string[] => (parseXml(text).urlset.url ?? []).map((u: Xml) => u.loc)

describe.each(testDrivers)('events API and sitemaps on $name', (driver) => {
  let t: Awaited<ReturnType<typeof openMatchFixture>>

  beforeAll(async () => {
    t = await openMatchFixture(driver)
  })
  afterAll(async () => {
    await t.close()
  })

  const events = async (query: string) => {
    const res = await t.app.request(`/api/events${query}`)
    expect(res.status).toBe(200)
    return EventListSchema.parse(await res.json())
  }

  it('lists ongoing, upcoming and past events by their dates, by game and by status', async () => {
    const all = await events('')
    expect(all.ongoing.map((e) => e.pandascoreId)).toEqual([
      EVENTS.northern.pandascoreId,
      EVENTS.longship.pandascoreId,
    ])
    expect(all.upcoming.map((e) => e.pandascoreId)).toEqual([EVENTS.winter.pandascoreId])
    expect(all.past.map((e) => e.pandascoreId)).toEqual([EVENTS.fjord.pandascoreId])
    const cs2 = await events('?game=cs2&status=ongoing')
    expect(cs2).toMatchObject({ upcoming: [], past: [] })
    expect(cs2.ongoing.map((e) => e.name)).toEqual(['Longship Masters Autumn 2026'])
    expect(cs2.ongoing[0]).toMatchObject({
      status: 'ongoing',
      tier: 'tier-1',
      path: '/cs2/events/longship-masters-autumn-2026-9400001',
      prizepool: '250,000 United States Dollar',
      region: 'WEU',
      eventType: 'offline',
      teamCount: 4,
      winner: null,
    })
    expect(all.past[0]!.winner).toEqual({
      pandascoreId: 501,
      name: 'Cobalt Tide',
      acronym: 'CT',
      imageUrl: null,
      path: '/cs2/teams/cobalt-tide',
    })
    expect((await t.app.request('/api/events?status=soon')).status).toBe(400)
  })

  it('shows an event: stages in order, the group standings, the schedule and the participants', async () => {
    const res = await getJson(t.app, '/api/events/cs2/longship-masters-autumn-2026-9400001')
    expect(res.status).toBe(200)
    const d = EventDetailSchema.parse(res.body)
    expect(d.stages.map((s) => [s.name, s.hasBracket])).toEqual([
      ['Group Stage', false],
      ['Playoffs', true],
    ])
    const group = d.stages[0]!
    expect(group.standings.map((s) => [s.rank, s.team.name, s.wins, s.losses, s.ties])).toEqual([
      [1, 'Cobalt Tide', 1, 0, 1],
      [2, 'Ember Wolves', 1, 0, 1],
      [3, 'Aurora Vanguard', 0, 1, 0],
      [4, 'Nordic Pulse', 0, 1, 0],
    ])
    expect(group.standings[0]!.team.path).toBe('/cs2/teams/cobalt-tide')
    expect(group.bracket).toBeNull()
    const times = group.matches.map((m) => m.startsAt!)
    expect(times).toEqual([...times].sort())
    expect(group.matches).toHaveLength(7)
    // Cobalt Tide's roster is synced; the other teams are listed from the standings, without players.
    expect(d.participants.map((p) => [p.name, p.players.length])).toEqual([
      ['Cobalt Tide', 5],
      ['Ember Wolves', 0],
      ['Aurora Vanguard', 0],
      ['Nordic Pulse', 0],
    ])
    expect(d.participants.map((p) => p.path)).toEqual([
      '/cs2/teams/cobalt-tide',
      '/cs2/teams/ember-wolves',
      '/cs2/teams/aurora-vanguard',
      '/cs2/teams/nordic-pulse',
    ])
    expect(d.participants[0]!.players[0]!.path).toBe('/cs2/players/player-501-1')
  })

  it('builds the playoffs double-elimination bracket with its TBD slots', async () => {
    const d = EventDetailSchema.parse((await getJson(t.app, '/api/events/cs2/old-name-9400001')).body)
    const bracket = d.stages[1]!.bracket!
    const shape = (rounds: typeof bracket.upper) =>
      rounds.map((r) => [r.label, r.matches.map((m) => m.match.pandascoreId)])
    expect(shape(bracket.upper)).toEqual([
      ['Upper bracket semifinals', [9600101, 9600102]],
      ['Upper bracket final', [9600103]],
    ])
    expect(shape(bracket.lower)).toEqual([
      ['Lower bracket round 1', [9600104]],
      ['Lower bracket final', [9600105]],
    ])
    expect(shape(bracket.final)).toEqual([['Grand final', [9600106]]])
    const final = bracket.final[0]!.matches[0]!
    expect(final.from).toEqual([
      { pandascoreId: 9600103, type: 'winner' },
      { pandascoreId: 9600105, type: 'winner' },
    ])
    expect(final.match.teams.map((s) => s.name)).toEqual([null, null])
  })

  it('is cached briefly while one of its matches is live, and 404s for an unknown event', async () => {
    const live = await t.app.request('/api/events/cs2/longship-masters-autumn-2026-9400001')
    expect(live.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=5')
    const past = await t.app.request('/api/events/cs2/fjord-open-2026-9400002')
    expect(past.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const missing = await getJson<{ error: { message: string } }>(t.app, '/api/events/cs2/no-such-event-123')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Event not found')
  })

  it('lists match and event pages in the sitemaps', async () => {
    const index = await (await t.app.request('/sitemap.xml')).text()
    expect(index).toContain('/sitemaps/sitemap-matches.xml')
    expect(index).toContain('/sitemaps/sitemap-events.xml')
    const matches = locs(await (await t.app.request('/sitemaps/sitemap-matches.xml')).text())
    expect(matches).toHaveLength(18)
    expect(matches).toContainEqual(
      expect.stringMatching(/\/cs2\/matches\/cobalt-tide-vs-aurora-vanguard-9600001$/),
    )
    expect(matches).toContainEqual(
      expect.stringMatching(/\/lol\/matches\/silver-lynx-vs-night-owls-9700001$/),
    )
    const eventLocs = locs(await (await t.app.request('/sitemap-events.xml')).text())
    expect(eventLocs.map((loc) => new URL(loc).pathname).sort()).toEqual([
      '/cs2/events/fjord-open-2026-9400002',
      '/cs2/events/longship-masters-autumn-2026-9400001',
      '/cs2/events/winter-clash-2026-9400003',
      '/lol/events/northern-league-winter-2026-9400004',
    ])
    expect((await t.app.request('/sitemaps/sitemap-matches-2.xml')).status).toBe(404)
  })
})
