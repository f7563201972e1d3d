import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eventSlug, matchSlug } from '#shared/domain/match-slugs'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { EVENTS, FIXTURE_NOW, insertMatchFixture } from './support/match-fixture'
import { sourceRenderer } from './support/renderer'
import { ResponseCache } from '#server/routes/response-cache'

// Issue #14: the matches, match, events and event pages as the server's HTML shows them (no JavaScript): what a
// crawler, a link preview and a reader before hydration get.
const won = matchSlug('Cobalt Tide', 'Aurora Vanguard', 9600001)
const longship = eventSlug(EVENTS.longship.name, EVENTS.longship.pandascoreId)

describe.each(testDrivers)('match and event pages in the server HTML on $name', (driver) => {
  let testDb: TestDatabase
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv()
  const site = env.site.siteUrl

  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    await insertMatchFixture(testDb.database.db)
    // With the response cache on, as production runs: each section and filter must be its own entry.
    app = createTestApp(testDb.database, {
      env,
      renderer: sourceRenderer(env.site, () => app),
      responseCache: new ResponseCache(),
    }).app
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(FIXTURE_NOW)
  })
  afterAll(async () => {
    vi.useRealTimers()
    await testDb.drop()
  })

  const get = async (path: string) => {
    const res = await app.request(path)
    const html = await res.text()
    return {
      status: res.status,
      html,
      head: html.slice(0, html.indexOf('</head>')),
      location: res.headers.get('location'),
    }
  }

  it('shows live, upcoming by UTC day (said so) and results on /matches, each row linking to its match', async () => {
    const { status, html } = await get('/matches')
    expect(status).toBe(200)
    for (const heading of ['Live now', 'Upcoming', 'Results']) expect(html).toContain(`>${heading}</h2>`)
    expect(html).toContain('LIVE')
    expect(html).toContain(`href="/cs2/matches/${won}"`)
    expect(html).toContain('href="/lol/matches/silver-lynx-vs-night-owls-9700001"')
    // Before the browser knows the reader's zone, days and times are UTC and say so.
    expect(html).toMatch(/Sunday, Nov 22(<!-- -->)?<span[^>]*> \(UTC\)/)
    expect(html).toMatch(/>W\/O</)
    expect(html).toMatch(/>Draw</)
    expect(html).toMatch(/>Canceled</)
    expect(html).toMatch(/>Postponed</)
    expect(html).toContain('TBD')
    expect(html).toContain('Show score')
  })

  it('keeps live, upcoming and results apart through the response cache', async () => {
    const ids = async (section: string) => {
      const res = await app.request(`/api/matches?section=${section}&limit=100`)
      return ((await res.json()) as { matches: { pandascoreId: number }[] }).matches.map(
        (m) => m.pandascoreId,
      )
    }
    const [live, upcoming, results] = [await ids('live'), await ids('upcoming'), await ids('results')]
    expect(live).toContain(9600005)
    expect(upcoming).not.toContain(9600005)
    expect(results).not.toContain(9600005)
    expect(results).toContain(9600001)
    const { html } = await get('/matches')
    const upcomingHtml = html.slice(html.indexOf('id="upcoming-matches"'), html.indexOf('id="match-results"'))
    expect(upcomingHtml).not.toContain('data-match="9600005"')
  })

  it('filters by game and tier with plain links', async () => {
    const all = await get('/matches')
    expect(all.html).toMatch(/<a[^>]*href="\/cs2\/matches"[^>]*>CS2<\/a>/)
    expect(all.html).toMatch(/<a[^>]*href="\/matches\?tier=tier-2"[^>]*>TIER 2<\/a>/)
    const lol = await get('/lol/matches?tier=tier-2')
    expect(lol.status).toBe(200)
    expect(lol.html).toContain('silver-lynx-vs-night-owls-9700001')
    expect(lol.html).not.toContain(won)
    expect(lol.html).toMatch(/aria-current="page"[^>]*>TIER 2</)
    const cs2 = await get('/cs2/matches?tier=tier-2')
    expect(cs2.html).toContain('No live matches right now.')
  })

  it('pages results with a Load more link that works without JavaScript', async () => {
    const { html } = await get('/cs2/matches')
    const next = /<a[^>]*href="(\/cs2\/matches\?cursor=[^"]+)"[^>]*>Load more<\/a>/.exec(html)
    if (!next) return // fewer results than a page: nothing to follow
    const page = await get(next[1]!.replaceAll('&amp;', '&'))
    expect(page.status).toBe(200)
    expect(page.head).toContain('noindex')
  })

  it('renders a match: teams, event, format, score, games, streams, head-to-head, recap and SportsEvent', async () => {
    const { status, html, head } = await get(`/cs2/matches/${won}`)
    expect(status).toBe(200)
    expect(html).toContain('Cobalt Tide vs Aurora Vanguard</h1>')
    expect(html).toContain(`href="/cs2/events/${longship}"`)
    expect(html).toContain('BO3')
    expect(html).toMatch(/data-testid="series-score"[^>]*>.*2.*–.*1/)
    expect(html).toContain('40:00')
    expect(html).toMatch(/href="https:\/\/www\.twitch\.tv\/longship"[^>]*>English/)
    expect(html).toContain('>Official<')
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /data-testid="head-to-head-record"[^>]*>Cobalt Tide 2 – 1 Aurora Vanguard</,
    )
    // A played match's record is the one its teams brought to it; a match to come shows the whole record.
    expect(html).toContain('Going into this match')
    expect(html).toContain('Cobalt Tide beat Aurora Vanguard 2-1.')
    expect(html).toContain('Written by AI from our match data')
    expect(head).toContain(`<link rel="canonical" href="${site}/cs2/matches/${won}"/>`)
    expect(head).toContain('property="og:title"')
    expect(html).toContain('"@type":"SportsEvent"')
    expect(html).toContain('"homeTeam":{"@type":"SportsTeam","name":"Cobalt Tide"')
  })

  it('says a match whose sides are not decided has no head-to-head yet, not that its teams never met', async () => {
    const { status, html } = await get('/cs2/matches/tbd-vs-tbd-9600103')
    expect(status).toBe(200)
    expect(html).toContain('The head-to-head shows once both teams of this match are known.')
    expect(html).not.toContain('These teams have not met before')
  })

  it('offers "Add to calendar" for a match still to be played, not for a postponed one, whose time is the old one', async () => {
    const tomorrow = await get(`/cs2/matches/${matchSlug('Aurora Vanguard', 'Ember Wolves', 9600006)}`)
    expect(tomorrow.status).toBe(200)
    expect(tomorrow.html).toContain('Add to calendar:')
    expect(tomorrow.html).not.toContain('Going into this match')
    const postponed = await get(`/cs2/matches/${matchSlug('Ember Wolves', 'Nordic Pulse', 9600007)}`)
    expect(postponed.status).toBe(200)
    expect(postponed.html).toMatch(/>Postponed</)
    expect(postponed.html).not.toContain('Add to calendar:')
    // Its time is the one it was set for, not a time to come.
    expect(postponed.html).toContain('New time to be announced')
    expect(postponed.html).toMatch(/\(was set for <time/)
    expect((await get(`/cs2/matches/${won}`)).html).not.toContain('Add to calendar:')
  })

  it('moves an out-of-date slug to the current one, and answers 404 "Match not found" for an unknown match', async () => {
    const moved = await get('/cs2/matches/tbd-vs-tbd-9600001')
    expect(moved.status).toBe(301)
    expect(moved.location).toBe(`/cs2/matches/${won}`)
    const missing = await get('/cs2/matches/nobody-vs-nobody-9999999')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Match not found')
  })

  it('lists a game’s events and shows an event with standings, a bracket with "Winner of" hints and its winner', async () => {
    const list = await get('/cs2/events')
    expect(list.status).toBe(200)
    for (const heading of ['Ongoing', 'Upcoming', 'Past']) expect(list.html).toContain(`>${heading}</h2>`)
    expect(list.html).toContain(`href="/cs2/events/${longship}"`)
    const { status, html } = await get(`/cs2/events/${longship}`)
    expect(status).toBe(200)
    expect(html).toContain(`${EVENTS.longship.name}</h1>`)
    expect(html).toContain('250,000 United States Dollar')
    expect(html).toContain('Show standings')
    expect(html).toContain('data-testid="bracket"')
    expect(html).toContain('Winner of ')
    expect(html).toContain('Loser of ')
    expect(html).toContain('Participants')
    const missing = await get('/cs2/events/no-such-event-9999999')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Event not found')
  })
})
