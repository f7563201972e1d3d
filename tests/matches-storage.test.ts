import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#server/db/client'
import { matches, matchGames, standings, tournamentRosters, tournaments } from '#server/db/schema/index'
import { mapRosters, mapStandings } from '#server/providers/pandascore/map-events'
import { mapMatchRecord } from '#server/providers/pandascore/map-match-record'
import { MatchSchema, StandingSchema, TournamentRostersSchema } from '#server/providers/pandascore/schemas'
import { upsertMatches } from '#server/storage/matches'
import { replaceStandings } from '#server/storage/standings'
import { replaceTournamentRosters } from '#server/storage/tournament-rosters'
import { upsertTournaments } from '#server/storage/tournaments'
import { createTestDatabase, type TestDatabase, testDrivers } from './support/databases'

// The match write path: idempotent upserts that report what a fan would see change (docs/decisions/027).

const NORTH = { id: 101, name: 'Cobalt Tide', acronym: 'CT', image_url: null }
const SOUTH = { id: 102, name: 'Aurora Vanguard', acronym: 'AV', image_url: null }
const NO_PARENTS = { tournaments: new Map<number, string>(), events: new Map<number, string>() }

function wireMatch(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Final',
    status: 'running',
    match_type: 'best_of',
    number_of_games: 3,
    scheduled_at: '2026-11-21T16:00:00Z',
    begin_at: '2026-11-21T16:00:00Z',
    end_at: null,
    modified_at: '2026-11-21T16:30:00Z',
    draw: false,
    forfeit: false,
    winner_id: null,
    winner_type: 'Team',
    videogame: { id: 3, name: 'Counter-Strike', slug: 'cs-go' },
    videogame_title: { id: 13, name: 'Counter-Strike 2', slug: 'cs-2' },
    league: { id: 11, name: 'Longship' },
    serie: { id: 12, full_name: 'Masters Autumn 2026' },
    tournament: { id: 13, name: 'Playoffs', tier: 'a' },
    opponents: [
      { type: 'Team', opponent: NORTH },
      { type: 'Team', opponent: SOUTH },
    ],
    results: [
      { team_id: 101, score: 1 },
      { team_id: 102, score: 0 },
    ],
    games: [
      { id: 1, position: 1, status: 'finished', length: 2000, winner: { id: 101, type: 'Team' } },
      { id: 2, position: 2, status: 'running', winner: { id: null, type: 'Team' } },
    ],
    streams_list: [{ raw_url: 'https://twitch.example/lm', language: 'en', main: true, official: true }],
    ...overrides,
  }
}

function rows(...records: Record<string, unknown>[]) {
  return records.map((record) => {
    const mapped = mapMatchRecord(MatchSchema.parse(record), NO_PARENTS)
    if (!mapped) throw new Error('not mapped')
    return mapped
  })
}

async function gamesOf(db: Db, pandascoreId: number) {
  return db
    .select({
      position: matchGames.position,
      status: matchGames.status,
      winner: matchGames.winnerPandascoreId,
    })
    .from(matchGames)
    .innerJoin(matches, eq(matches.id, matchGames.matchId))
    .where(eq(matches.pandascoreId, pandascoreId))
    .orderBy(matchGames.position)
}

async function stamps(db: Db) {
  return db
    .select({ id: matches.pandascoreId, updatedAt: matches.updatedAt, slug: matches.slug })
    .from(matches)
    .orderBy(matches.pandascoreId)
}

describe.each(testDrivers)('match storage ($name)', (driver) => {
  let testDb: TestDatabase
  let db: Db
  beforeAll(async () => {
    testDb = await createTestDatabase(driver)
    db = testDb.database.db
  })
  afterAll(async () => testDb?.drop())

  it('stores new matches with their games and reports them as changed', async () => {
    const result = await upsertMatches(
      db,
      rows(wireMatch(9001), wireMatch(9002, { opponents: [], results: [] })),
    )
    expect(result.counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 })
    expect(result.changed.map((m) => [m.pandascoreId, m.slug, m.status])).toEqual([
      [9001, 'cobalt-tide-vs-aurora-vanguard-9001', 'running'],
      [9002, 'tbd-vs-tbd-9002', 'running'],
    ])
    expect((await gamesOf(db, 9001)).map((g) => [g.position, g.status, g.winner])).toEqual([
      [1, 'finished', 101],
      [2, 'running', null],
    ])
  })

  it('writes nothing when nothing changed, not even updated_at', async () => {
    const before = await stamps(db)
    const result = await upsertMatches(
      db,
      rows(wireMatch(9001), wireMatch(9002, { opponents: [], results: [] })),
    )
    expect(result).toMatchObject({
      counts: { inserted: 0, updated: 0, unchanged: 2 },
      gamesReplaced: 0,
      changed: [],
    })
    expect(await stamps(db)).toEqual(before)
  })

  it('reports a score change and replaces the games; a TBD side decided changes the slug', async () => {
    const scored = wireMatch(9001, {
      results: [
        { team_id: 101, score: 2 },
        { team_id: 102, score: 0 },
      ],
      status: 'finished',
      winner_id: 101,
      games: [
        { id: 1, position: 1, status: 'finished', length: 2000, winner: { id: 101, type: 'Team' } },
        { id: 2, position: 2, status: 'finished', length: 1900, winner: { id: 101, type: 'Team' } },
      ],
    })
    const decided = wireMatch(9002, {
      status: 'not_started',
      results: [],
      opponents: [{ type: 'Team', opponent: SOUTH }],
    })
    const result = await upsertMatches(db, rows(scored, decided))
    expect(result.changed.map((m) => [m.pandascoreId, m.status, m.slug])).toEqual([
      [9001, 'finished', 'cobalt-tide-vs-aurora-vanguard-9001'],
      [9002, 'not_started', 'aurora-vanguard-vs-tbd-9002'],
    ])
    const [stored] = await db.select().from(matches).where(eq(matches.pandascoreId, 9001))
    expect(stored).toMatchObject({
      team1Score: 2,
      team2Score: 0,
      winnerPandascoreId: 101,
      status: 'finished',
    })
    expect((await gamesOf(db, 9001)).map((g) => g.status)).toEqual(['finished', 'finished'])
  })

  it('does not report a change nobody sees (a new stream), but stores it', async () => {
    const [streamed] = rows(
      wireMatch(9001, {
        status: 'finished',
        winner_id: 101,
        results: [
          { team_id: 101, score: 2 },
          { team_id: 102, score: 0 },
        ],
        games: [
          { id: 1, position: 1, status: 'finished', length: 2000, winner: { id: 101, type: 'Team' } },
          { id: 2, position: 2, status: 'finished', length: 1900, winner: { id: 101, type: 'Team' } },
        ],
        streams_list: [],
      }),
    )
    const result = await upsertMatches(db, streamed ? [streamed] : [])
    expect(result).toMatchObject({ counts: { updated: 1 }, changed: [], gamesReplaced: 0 })
  })

  it('replaces standings and rosters only when they differ', async () => {
    const written = await upsertTournaments(db, [{ pandascoreId: 13, name: 'Playoffs', game: 'cs2' }])
    const [tournament] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.pandascoreId, 13))
    const tournamentId = tournament?.id ?? ''
    expect(written.counts.inserted).toBe(1)
    const table = mapStandings(tournamentId, [
      StandingSchema.parse({ rank: 1, team: NORTH, wins: 3, losses: 0 }),
      StandingSchema.parse({ rank: 2, team: SOUTH, wins: 1, losses: 2 }),
    ])
    expect(await replaceStandings(db, tournamentId, table)).toBe(true)
    expect(await replaceStandings(db, tournamentId, table)).toBe(false)
    const rosters = mapRosters(
      tournamentId,
      TournamentRostersSchema.parse({
        type: 'Team',
        rosters: [{ ...NORTH, players: [{ id: 501, name: 'Frost', nationality: 'SE', role: 'awp' }] }],
      }),
    )
    expect(await replaceTournamentRosters(db, tournamentId, rosters)).toBe(true)
    // jsonb reorders keys when stored; the comparison does not care.
    expect(await replaceTournamentRosters(db, tournamentId, rosters)).toBe(false)
    expect(await db.select().from(standings)).toHaveLength(2)
    expect(await db.select().from(tournamentRosters)).toHaveLength(1)
  })
})
