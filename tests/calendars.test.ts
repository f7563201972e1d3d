import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { escapeText } from '#shared/domain/icalendar'
import { eventSlug } from '#shared/domain/match-slugs'
import { createLogger } from '#server/logger'
import type { PandaScoreClient } from '#server/providers/pandascore/client'
import { syncEsportsData } from '#server/services/esports-sync'
import { ResponseCache } from '#server/routes/response-cache'
import { createArticles } from '#server/storage/articles'
import { createTestApp, testEnv } from './support/app'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { fakePandaScoreClient } from './support/pandascore-client'
import { sourceRenderer } from './support/renderer'
import { parseXml } from './support/xml'
import { saltwindCup, wireMatch, wireTournament } from './support/wire-match'

// The iCalendar feeds (issue #18 item 2; decision 035) over the bundled data and a small cup of our own, synced
// through the fake PandaScore on both databases, read back with a real iCalendar parser (ical.js).

const logger = createLogger('silent')
const HOUR = 3_600_000
const DAY = 24 * HOUR
// Whole hours, so the data the fake serves and the app's clock (faked below) agree to the second.
const NOW = new Date(Math.floor(Date.now() / HOUR) * HOUR)
const iso = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR).toISOString()

const KESTREL = { id: 9180001, name: 'Kestrel Point', slug: 'kestrel-point', acronym: 'KP', image_url: null }
/** A name a calendar must escape (commas, semicolons, a backslash) and fold without cutting a character. */
const ODD_NAME = 'Zürich Ünion; Crew, Ltd. \\ Ωmega 東京 Esports Club of the Northern Fjords, Reykjavík'
const ODD = { id: 9180009, name: ODD_NAME, slug: 'zurich-union', acronym: 'ZÜ', image_url: null }
const cup = saltwindCup(iso, [KESTREL, ODD])
const cupMatch = (id: number, over: Record<string, unknown>) =>
  wireMatch(cup, id, iso(30), { modified_at: iso(-27), ...over })

const MOVING = cupMatch(9690001, {})
const CANCELED = cupMatch(9690002, { status: 'canceled', scheduled_at: iso(-50), begin_at: iso(-50) })
const CUP_EVENT = eventSlug('Saltwind Open 2026', cup.serie.id)

interface ParsedEvent {
  uid: string
  summary: string
  start: string
  end: string
  sequence: number
  status: string
  url: string
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      url: String(vevent.getFirstPropertyValue('url')),
    }
  })
  return { calendar, events }
}

describe.each(testDrivers)('the calendar and team news feeds on $name', (driver) => {
  let fake: FakePandaScore
  let testDb: TestDatabase
  let client: PandaScoreClient
  let app: ReturnType<typeof createTestApp>['app']
  const env = testEnv({ SITE_URL: 'https://bo5.example' })

  const sync = () =>
    syncEsportsData(
      { db: testDb.database.db, logger, pandascore: client, now: () => NOW },
      { forceRefresh: false, freshHours: 0, game: 'cs2' },
    )
  const rows = async (sql: string, params: unknown[] = []) =>
    (await testDb.database.execute(sql, params)).rows
  const get = async (path: string) => {
    const res = await app.request(path)
    const text = await res.text()
    return { status: res.status, type: res.headers.get('content-type'), text, headers: res.headers }
  }
  const feed = async (path: string) => {
    const res = await get(path)
    expect(res.status, path).toBe(200)
    expect(res.type).toBe('text/calendar; charset=utf-8')
    return { ...res, ...parse(res.text) }
  }
  /** The stored matches a feed must carry: those that start in the last 30 days or later, soonest first. */
  const storedIds = async (where: string, params: unknown[]) =>
    (
      await rows(
        `SELECT pandascore_id FROM matches m WHERE ${where} AND starts_at >= $${params.length + 1}
         ORDER BY starts_at, pandascore_id`,
        [...params, new Date(NOW.getTime() - 30 * DAY)],
      )
    ).map((r) => `match-${r.pandascore_id}@bo5.example`)

  beforeAll(async () => {
    fake = await startFakePandaScore({
      now: NOW,
      extra: structuredClone({
        matches: [MOVING, CANCELED],
        tournaments: [wireTournament(cup)],
      }),
    })
    testDb = await createTestDatabase(driver)
    client = fakePandaScoreClient(fake, logger)
    expect(await sync()).toMatchObject({ success: true, errors: [] })
    app = createTestApp(testDb.database, {
      env,
      pandascore: null,
      renderer: sourceRenderer(env.site, () => app),
    }).app
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await client?.close()
    await fake?.close()
    await testDb?.drop()
  })

  it("serves a team's matches of the last 30 days and every upcoming one, as stored", async () => {
    const [team] = await rows(
      `SELECT slug, name, pandascore_id FROM teams WHERE current_videogame = 'cs2' ORDER BY name LIMIT 1`,
    )
    const { events, calendar, text } = await feed(`/cs2/teams/${team?.slug}/matches.ics`)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${team?.name} matches | BO5`)
    const expected = await storedIds('(team1_pandascore_id = $1 OR team2_pandascore_id = $1)', [
      team?.pandascore_id,
    ])
    expect(expected.length).toBeGreaterThan(3)
    expect(events.map((e) => e.uid)).toEqual(expected)
    // Each event at its stored start, in UTC, linking its match page, naming the team.
    const stored = await rows(
      `SELECT pandascore_id, slug, starts_at FROM matches WHERE pandascore_id = ANY($1::int[])`,
      [expected.map((uid) => Number(/\d+/.exec(uid)?.[0]))],
    )
    for (const row of stored) {
      const event = events.find((e) => e.uid === `match-${row.pandascore_id}@bo5.example`)
      expect(event?.start).toBe((row.starts_at as Date).toISOString())
      expect(event?.url).toBe(`https://bo5.example/cs2/matches/${row.slug}`)
      expect(event?.summary).toContain(String(team?.name))
    }
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
  })

  it("serves a game's and an event's matches, escaping and folding a hard name intact", async () => {
    const game = await feed('/cs2/matches.ics')
    expect(game.events.map((e) => e.uid)).toEqual(await storedIds(`game = 'cs2'`, []))
    const { events, text } = await feed(`/cs2/events/${CUP_EVENT}/matches.ics`)
    expect(events.map((e) => e.uid)).toEqual(['match-9690002@bo5.example', 'match-9690001@bo5.example'])
    const moving = events.find((e) => e.uid === 'match-9690001@bo5.example')
    expect(moving?.summary).toBe(`Kestrel Point vs ${ODD_NAME} · Saltwind Open 2026`)
    expect(text).toContain('Ltd. \\\\ Ωmega')
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    // BO3 of CS2: three hours blocked.
    expect(moving?.start).toBe(iso(30))
    expect(moving?.end).toBe(iso(33))
    const canceled = events.find((e) => e.uid === 'match-9690002@bo5.example')
    expect(canceled).toMatchObject({ status: 'CANCELLED', start: iso(-50) })
    expect(moving?.status).toBe('CONFIRMED')
  })

  it('raises SEQUENCE when a re-sync moves a match, then again when it is canceled; the UID stays', async () => {
    const path = `/cs2/events/${CUP_EVENT}/matches.ics`
    const eventOf = async () => (await feed(path)).events.find((e) => e.uid === 'match-9690001@bo5.example')
    const before = await eventOf()
    // Stable across requests.
    expect((await eventOf())?.sequence).toBe(before?.sequence)
    const record = fake.data.matches.find((m) => m.id === MOVING.id)!
    Object.assign(record, {
      scheduled_at: iso(54),
      begin_at: iso(54),
      rescheduled: true,
      modified_at: iso(-1),
    })
    vi.useRealTimers()
    await sync()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const moved = await eventOf()
    expect(moved?.start).toBe(iso(54))
    expect(moved?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY)
    // The sync reads a canceled match from the past list (begin_at in the last days): called off once due.
    Object.assign(record, {
      status: 'canceled',
      scheduled_at: iso(-3),
      begin_at: iso(-3),
      modified_at: iso(0),
    })
    vi.useRealTimers()
    await sync()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const canceled = await eventOf()
    expect(canceled).toMatchObject({ status: 'CANCELLED', uid: before?.uid, start: iso(-3) })
    expect(canceled?.sequence).toBeGreaterThan(moved?.sequence ?? Number.POSITIVE_INFINITY)
  })

  it('marks a postponed match TENTATIVE, and a match canceled before its start CANCELLED', async () => {
    const path = `/cs2/events/${CUP_EVENT}/matches.ics`
    const eventOf = async () => (await feed(path)).events.find((e) => e.uid === 'match-9690001@bo5.example')
    const record = fake.data.matches.find((m) => m.id === MOVING.id)!
    const resync = async (over: Record<string, unknown>) => {
      Object.assign(record, over)
      vi.useRealTimers()
      await sync()
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(NOW)
      return eventOf()
    }
    const ahead = { scheduled_at: iso(20), begin_at: iso(20), end_at: null }
    expect(await resync({ ...ahead, status: 'not_started', modified_at: iso(0.1) })).toMatchObject({
      status: 'CONFIRMED',
      start: iso(20),
    })
    // RFC 5545 has no "postponed": TENTATIVE is what a VEVENT can say of a time that no longer holds.
    const postponed = await resync({ status: 'postponed', modified_at: iso(0.2) })
    expect(postponed).toMatchObject({ status: 'TENTATIVE', start: iso(20) })
    expect(postponed?.summary).toMatch(/^Postponed: Kestrel Point vs /)
    // Called off before it began: in neither the upcoming list nor the past one (begin_at is ahead); the sync
    // asks about the stored match by its id.
    const canceled = await resync({ status: 'canceled', modified_at: iso(0.3) })
    expect(canceled).toMatchObject({ status: 'CANCELLED', start: iso(20) })
    expect(canceled?.summary).toMatch(/^Canceled: Kestrel Point vs /)
    expect(canceled?.sequence).toBeGreaterThan(postponed?.sequence ?? Number.POSITIVE_INFINITY)
  })

  it('serves a followed set, ignoring unknown pairs and finding a team by a former slug', async () => {
    const [a, b] = await rows(
      `SELECT id, slug, pandascore_id FROM teams WHERE current_videogame = 'cs2' ORDER BY name LIMIT 2`,
    )
    await rows(`INSERT INTO slug_history (kind, old_slug, target_id) VALUES ('team', 'old-name-of-b', $1)`, [
      b?.id,
    ])
    const teams = `cs2:${a?.slug},cs2:old-name-of-b,lol:no-such-team,garbage,cs2:`
    const { events, calendar } = await feed(`/calendar.ics?teams=${encodeURIComponent(teams)}`)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Your teams | BO5')
    const expected = await storedIds('(team1_pandascore_id IN ($1, $2) OR team2_pandascore_id IN ($1, $2))', [
      a?.pandascore_id,
      b?.pandascore_id,
    ])
    expect(events.map((e) => e.uid)).toEqual(expected)
    // The team's own feed answers at the former slug too.
    const old = await feed('/cs2/teams/old-name-of-b/matches.ics')
    expect(old.events.length).toBeGreaterThan(0)
    // Nothing known: an empty calendar, still a calendar.
    expect((await feed('/calendar.ics?teams=cs2:nobody')).events).toEqual([])
  })

  it('gives each followed set its own calendar behind the response cache', async () => {
    const [a, b] = await rows(`SELECT slug FROM teams WHERE current_videogame = 'cs2' ORDER BY name LIMIT 2`)
    const cached = createTestApp(testDb.database, {
      env,
      pandascore: null,
      responseCache: new ResponseCache(),
    }).app
    const read = async (teams: string) =>
      (await cached.request(`/calendar.ics?teams=${encodeURIComponent(teams)}`)).text()
    const first = await read(`cs2:${a?.slug}`)
    const second = await read(`cs2:${b?.slug}`)
    expect(second).not.toBe(first)
    expect(await read(`cs2:${a?.slug}`)).toBe(first)
  })

  it('serves one match as a file to add, and 404 for an unknown team, event, match or game', async () => {
    const single = await feed('/cs2/matches/kestrel-point-vs-zurich-9690001.ics')
    expect(single.events.map((e) => e.uid)).toEqual(['match-9690001@bo5.example'])
    // Named after the match, as its event is (ical.js gives X- properties as written); no window to describe.
    expect(single.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      escapeText(`${single.events[0]?.summary} | BO5`),
    )
    expect(single.calendar.getFirstPropertyValue('x-wr-caldesc')).toBeNull()
    expect(single.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-9690001\.ics"$/)
    for (const path of [
      '/cs2/teams/no-such-team/matches.ics',
      '/cs2/events/no-such-event-9999999/matches.ics',
      '/cs2/events/no-id/matches.ics',
      '/cs2/matches/nobody-vs-nobody-9999999.ics',
      '/chess/matches.ics',
    ])
      expect((await get(path)).status, path).toBe(404)
  })

  it("serves a team's news as RSS and Atom: the stories naming it, newest first; 404 for an unknown team", async () => {
    const [team] = await rows(
      `SELECT slug, name, acronym FROM teams WHERE current_videogame = 'cs2' ORDER BY name LIMIT 1`,
    )
    const story = (id: string, title: string, hoursAgo: number) => ({
      id,
      title,
      summary: 'A story of the test.',
      slug: id,
      tags: ['cs2'],
      author: '',
      publishedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
      createdAt: new Date(NOW.getTime() - hoursAgo * HOUR),
      updatedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
    })
    await createArticles(testDb.database.db, [
      story('named-story', `${team?.name} lift the Saltwind trophy`, 3),
      story('unrelated-story', 'A coach joins a rival in another region', 2),
      story('acronym-story', `Preview: ${team?.acronym} against the field`, 1),
    ])
    const rss = await get(`/cs2/teams/${team?.slug}/rss.xml`)
    expect(rss.type).toBe('application/rss+xml; charset=utf-8')
    const channel = parseXml(rss.text).rss.channel
    expect(channel.title).toBe(`${team?.name} News | BO5`)
    expect(channel.link).toEqual([`https://bo5.example/cs2/teams/${team?.slug}`])
    expect(channel.item.map((item: { link: string[] }) => item.link[0])).toEqual([
      'https://bo5.example/news/acronym-story',
      'https://bo5.example/news/named-story',
    ])
    const atom = await get(`/cs2/teams/${team?.slug}/atom.xml`)
    expect(atom.type).toBe('application/atom+xml; charset=utf-8')
    expect(parseXml(atom.text).feed.entry.map((entry: { id: string }) => entry.id)).toEqual([
      'https://bo5.example/news/acronym-story',
      'https://bo5.example/news/named-story',
    ])
    expect((await get('/cs2/teams/no-such-team/rss.xml')).status).toBe(404)
    expect((await get('/cs2/teams/no-such-team/atom.xml')).status).toBe(404)
  })

  it('links the feeds from the team, game matches, event and match pages', async () => {
    const [team] = await rows(`SELECT slug FROM teams WHERE current_videogame = 'cs2' ORDER BY name LIMIT 1`)
    const teamPage = (await get(`/cs2/teams/${team?.slug}`)).text
    expect(teamPage).toContain(
      `<link rel="alternate" type="application/rss+xml" href="https://bo5.example/cs2/teams/${team?.slug}/rss.xml"`,
    )
    expect(teamPage).toContain(`href="webcal://bo5.example/cs2/teams/${team?.slug}/matches.ics"`)
    expect(teamPage).toContain(`href="https://bo5.example/cs2/teams/${team?.slug}/matches.ics"`)
    expect(teamPage).toContain(`href="/cs2/teams/${team?.slug}/atom.xml"`)
    expect((await get('/cs2/matches')).text).toContain('href="webcal://bo5.example/cs2/matches.ics"')
    expect((await get(`/cs2/events/${CUP_EVENT}`)).text).toContain(
      `href="webcal://bo5.example/cs2/events/${CUP_EVENT}/matches.ics"`,
    )
    const [upcoming] = await rows(
      `SELECT slug FROM matches WHERE game = 'cs2' AND status = 'not_started' AND starts_at > $1 ORDER BY starts_at LIMIT 1`,
      [NOW],
    )
    const matchPage = (await get(`/cs2/matches/${upcoming?.slug}`)).text
    expect(matchPage).toContain(`href="/cs2/matches/${upcoming?.slug}.ics"`)
    expect(matchPage).toContain('href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=')
  })
})
