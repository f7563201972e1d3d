import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pandascoreIdFromSlug } from '#shared/domain/match-slugs'
import { createLogger } from '#server/logger'
import type { PandaScoreClient } from '#server/providers/pandascore/client'
import { type EsportsSyncContext, type SyncOptions, syncEsportsData } from '#server/services/esports-sync'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'
import { type FakePandaScore, startFakePandaScore } from './support/fake-pandascore'
import { fakePandaScoreClient } from './support/pandascore-client'
import { saltwindCup, wireMatch, wireTournament } from './support/wire-match'

// The sync of matches, events, tournaments, standings and rosters against the fake PandaScore, on both
// databases (issue #14 item 2; docs/decisions/027-matches-and-events.md). Besides the bundled data set the fake
// serves one small cup of our own, written inline, with the cases the product must store as such.

const logger = createLogger('silent')
const NOW = new Date('2026-11-21T12:00:00Z')
const HOUR = 3_600_000
const iso = (offsetHours: number) =>
  new Date(NOW.getTime() + offsetHours * HOUR).toISOString().replace('.000Z', 'Z')

const KESTREL = { id: 9180001, name: 'Kestrel Point', slug: 'kestrel-point', acronym: 'KP', image_url: null }
const MARROW = { id: 9180002, name: 'Marrow Bay', slug: 'marrow-bay', acronym: 'MB', image_url: null }
const cup = saltwindCup(iso, [KESTREL, MARROW])
const { serie: SERIE, tournament: CUP } = cup
const sides = cup.sides.map((opponent) => ({ type: 'Team', opponent }))

/** A finished best-of-3 of the cup, 0-0 unless `over` says otherwise. */
function cupMatch(id: number, over: Record<string, unknown>): Record<string, unknown> {
  return wireMatch(cup, id, iso(-30), {
    status: 'finished',
    end_at: iso(-28),
    modified_at: iso(-27),
    ...over,
  })
}

const FORFEIT = cupMatch(9680001, {
  forfeit: true,
  winner_id: KESTREL.id,
  winner: KESTREL,
  results: [
    { team_id: MARROW.id, score: 0 },
    { team_id: KESTREL.id, score: 2 },
  ],
})
const DRAW = cupMatch(9680002, {
  match_type: 'first_to',
  number_of_games: 2,
  draw: true,
  results: [
    { team_id: KESTREL.id, score: 1 },
    { team_id: MARROW.id, score: 1 },
  ],
})
const CANCELED = cupMatch(9680003, { status: 'canceled', end_at: null })
const RESCHEDULED = cupMatch(9680004, {
  status: 'not_started',
  scheduled_at: iso(30),
  begin_at: iso(30),
  end_at: null,
  original_scheduled_at: iso(6),
  rescheduled: true,
})
const FINAL = cupMatch(9680005, {
  name: 'Grand final: TBD vs TBD',
  status: 'not_started',
  number_of_games: 5,
  scheduled_at: iso(48),
  begin_at: iso(48),
  end_at: null,
  original_scheduled_at: iso(48),
  opponents: [],
  results: [],
})

/** Enough finished cup matches that CS2's past matches span two pages of 100. */
const FILLERS = Array.from({ length: 110 }, (_, i) =>
  cupMatch(9681000 + i, {
    scheduled_at: iso(-40 - i),
    begin_at: iso(-40 - i),
    end_at: iso(-39 - i),
    modified_at: iso(-39 - i),
    winner_id: KESTREL.id,
    winner: KESTREL,
    results: [
      { team_id: KESTREL.id, score: 2 },
      { team_id: MARROW.id, score: 1 },
    ],
  }),
)

describe.each(testDrivers)('the matches sync on $name', (driver) => {
  let fake: FakePandaScore
  let testDb: TestDatabase
  let client: PandaScoreClient

  const rows = async (sql: string, params: unknown[] = []) =>
    (await testDb.database.execute(sql, params)).rows
  const sync = (options: Partial<SyncOptions> = {}) => {
    const ctx: EsportsSyncContext = { db: testDb.database.db, logger, pandascore: client, now: () => NOW }
    return syncEsportsData(ctx, { forceRefresh: false, freshHours: 0, ...options })
  }
  /** Every match, event, tournament and detail row's version: equal snapshots mean nothing was written. */
  const snapshot = async () => {
    const all = await rows(
      `SELECT 'm:' || id AS key, xmin::text || '@' || updated_at::text AS v FROM matches
       UNION ALL SELECT 'e:' || id, xmin::text || '@' || updated_at::text FROM events
       UNION ALL SELECT 't:' || id, xmin::text || '@' || updated_at::text FROM tournaments
       UNION ALL SELECT 'g:' || match_id || position, xmin::text FROM match_games
       UNION ALL SELECT 's:' || tournament_id || team_pandascore_id, xmin::text FROM standings
       UNION ALL SELECT 'r:' || tournament_id || team_pandascore_id, xmin::text FROM tournament_rosters`,
    )
    return Object.fromEntries(all.map((r) => [String(r.key), String(r.v)]))
  }
  const match = async (pandascoreId: number) =>
    (await rows('SELECT * FROM matches WHERE pandascore_id = $1', [pandascoreId]))[0]

  beforeAll(async () => {
    fake = await startFakePandaScore({
      now: NOW,
      // Copies: the tests change the served records, and each database starts from the same ones.
      extra: structuredClone({
        matches: [FORFEIT, DRAW, CANCELED, RESCHEDULED, FINAL, ...FILLERS],
        tournaments: [wireTournament(cup)],
      }),
    })
    testDb = await createTestDatabase(driver)
    client = fakePandaScoreClient(fake, logger)
  }, 120_000)
  afterAll(async () => {
    await client?.close()
    await fake?.close()
    await testDb?.drop()
  })

  it('stores every match of the schedule, paging through the lists, with its event and stage', async () => {
    fake.requests.length = 0
    const result = await sync()
    expect(result).toMatchObject({ success: true, errors: [] })
    // The run says what it cost (ADR 009's budget: 1,000 an hour, 60 a minute).
    expect(result.message).toMatch(new RegExp(`; ${fake.count()} PandaScore requests\\)$`))
    // More than a page (100) of CS2's past matches: the second page was asked for and stored.
    expect(
      fake.requests.some((r) => r.path === '/csgo/matches/past' && r.query['page[number]'] === '2'),
    ).toBe(true)
    const fillers = await rows(
      'SELECT count(*)::int AS n FROM matches WHERE pandascore_id BETWEEN 9681000 AND 9681109',
    )
    expect(fillers).toEqual([{ n: 110 }])
    const perGame = await rows('SELECT game FROM matches GROUP BY game ORDER BY game')
    expect(perGame.map((r) => r.game)).toEqual(['cs2', 'dota2', 'lol', 'valorant'])
    const [event] = await rows(
      `SELECT e.name, e.slug, e.tier, t.stage_name, t.region, t.event_type, t.prizepool
       FROM matches m JOIN tournaments t ON t.id = m.tournament_id JOIN events e ON e.id = m.event_id
       WHERE m.pandascore_id = $1`,
      [FORFEIT.id],
    )
    expect(event).toEqual({
      name: 'Saltwind Open 2026',
      slug: `saltwind-open-2026-${SERIE.id}`,
      tier: 'tier-2',
      stage_name: 'Playoffs',
      region: 'WEU',
      event_type: 'online',
      prizepool: '10,000 United States Dollar',
    })
  })

  it('stores a forfeit, a draw, a canceled and a rescheduled match and a TBD final as such', async () => {
    expect(await match(Number(CANCELED.id))).toMatchObject({ status: 'canceled', winner_pandascore_id: null })
    expect(await match(Number(FORFEIT.id))).toMatchObject({
      status: 'finished',
      forfeit: true,
      winner_pandascore_id: KESTREL.id,
      // Paired by team id: the record lists Marrow Bay's result first.
      team1_score: 2,
      team2_score: 0,
    })
    expect(await match(Number(DRAW.id))).toMatchObject({
      draw: true,
      winner_pandascore_id: null,
      match_type: 'first_to',
    })
    expect(await match(Number(RESCHEDULED.id))).toMatchObject({
      status: 'not_started',
      rescheduled: true,
      original_scheduled_at: new Date(String(RESCHEDULED.original_scheduled_at)),
    })
    expect(await match(Number(FINAL.id))).toMatchObject({
      slug: `tbd-vs-tbd-${FINAL.id}`,
      team1_pandascore_id: null,
      team2_pandascore_id: null,
      number_of_games: 5,
    })
  })

  it('changes nothing when nothing changed, and asks for fewer requests', async () => {
    const before = await snapshot()
    const first = fake.count()
    fake.requests.length = 0
    const result = await sync()
    expect(result).toMatchObject({ success: true, errors: [] })
    expect(result.message).toContain('0 new matches, 0 changed')
    expect(await snapshot()).toEqual(before)
    // Unchanged tournaments are not asked for their standings, brackets or rosters again.
    expect(fake.count('/tournaments/')).toBe(0)
    expect(fake.count()).toBeLessThan(first)
  })

  it('fills a TBD final on a later sync: the slug follows, and the old slug still finds it by its id', async () => {
    const record = fake.data.matches.find((m) => m.id === FINAL.id)!
    Object.assign(record, {
      name: 'Grand final: KP vs MB',
      opponents: sides,
      results: [
        { team_id: KESTREL.id, score: 0 },
        { team_id: MARROW.id, score: 0 },
      ],
      modified_at: iso(-1),
    })
    const result = await sync({ game: 'cs2' })
    expect(result.message).toContain('0 new matches, 1 changed')
    const filled = await match(Number(FINAL.id))
    expect(filled).toMatchObject({
      slug: `kestrel-point-vs-marrow-bay-${FINAL.id}`,
      team1_name: 'Kestrel Point',
    })
    const oldSlug = `tbd-vs-tbd-${FINAL.id}`
    expect((await match(pandascoreIdFromSlug(oldSlug) ?? 0))?.slug).toBe(filled?.slug)
  })

  it('skips a malformed match record, listing it, and keeps the rest', async () => {
    fake.script('/csgo/matches/past', {
      mutate: (records) => records.map((r) => (r.id === DRAW.id ? { ...r, status: 'exploded' } : r)),
    })
    const before = await match(Number(FORFEIT.id))
    const result = await sync({ game: 'cs2' })
    expect(result.success).toBe(true)
    expect(result.errors).toEqual([
      expect.stringMatching(/^GET \/csgo\/matches\/past page \d: match #\d+ id 9680002 is invalid: status/),
    ])
    expect(await match(Number(FORFEIT.id))).toEqual(before)
    expect(await match(Number(DRAW.id))).toMatchObject({ draw: true })
  })

  it('waits out a 429 with Retry-After on a tournament’s standings, then stores them', async () => {
    const cupRecords = fake.data.matches.filter((m) => (m.tournament as { id: number }).id === CUP.id)
    for (const record of cupRecords) Object.assign(record.tournament as object, { modified_at: iso(-2) })
    Object.assign(fake.data.tournaments.find((t) => t.id === CUP.id) ?? {}, { modified_at: iso(-2) })
    fake.script(`/tournaments/${CUP.id}/standings`, { status: 429, headers: { 'retry-after': '1' } })
    const result = await sync({ game: 'cs2' })
    expect(result).toMatchObject({ success: true, errors: [] })
    expect(fake.requests.filter((r) => r.path === `/tournaments/${CUP.id}/standings`)).toHaveLength(2)
    const [stage] = await rows('SELECT modified_at FROM tournaments WHERE pandascore_id = $1', [CUP.id])
    expect(stage?.modified_at).toEqual(new Date(iso(-2)))
  })
})
