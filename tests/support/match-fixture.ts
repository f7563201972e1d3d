import { matchSlug } from '#shared/domain/match-slugs'
import { eventSlug } from '#shared/domain/match-slugs'
import type { Db } from '#server/db/client'
import {
  articles,
  events,
  matches,
  matchGames,
  matchTexts,
  players,
  standings,
  teams,
  tournamentRosters,
  tournaments,
} from '#server/db/schema/index'
import type { MatchStatus, PreviousMatch } from '#server/db/schema/index'
import { vi } from 'vitest'
import { createTestApp } from './app'
import { createTestDatabase, type TestDriver } from './databases'

// Matches, games, events, stages, standings, rosters, texts, teams, players and stories written straight through
// drizzle, as the sync would leave them (issue #14): the matches and events API tests read them.
//
// The world, at FIXTURE_NOW (2026-11-21 12:00 UTC):
// - Longship Masters Autumn 2026 (CS2, tier-1, ongoing): a Group Stage (standings, every outcome: a win, a
//   forfeit, a draw, a canceled match, a live one, one tomorrow, a postponed one) and double-elimination Playoffs
//   (upper semis, upper final, lower round 1, lower final, a TBD-vs-TBD grand final).
// - Fjord Open 2026 (CS2, past, won by Cobalt Tide): three earlier Cobalt Tide vs Aurora Vanguard meetings.
// - Winter Clash 2026 (CS2, upcoming). Northern League Winter (LoL, tier-2): one live and one upcoming match.

export const FIXTURE_NOW = new Date('2026-11-21T12:00:00Z')
const hoursFromNow = (h: number) => new Date(FIXTURE_NOW.getTime() + h * 3_600_000)

export const TEAMS = {
  cobalt: { pandascoreId: 501, name: 'Cobalt Tide', acronym: 'CT', slug: 'cobalt-tide' },
  aurora: { pandascoreId: 502, name: 'Aurora Vanguard', acronym: 'AV', slug: 'aurora-vanguard' },
  ember: { pandascoreId: 503, name: 'Ember Wolves', acronym: 'EW', slug: 'ember-wolves' },
  nordic: { pandascoreId: 504, name: 'Nordic Pulse', acronym: 'NP', slug: 'nordic-pulse' },
  // LoL sides we hold no page for.
  lynx: { pandascoreId: 601, name: 'Silver Lynx', acronym: 'SLX', slug: null },
  owls: { pandascoreId: 602, name: 'Night Owls', acronym: 'NOW', slug: null },
} as const
type TeamKey = keyof typeof TEAMS

export const EVENTS = {
  longship: { pandascoreId: 9400001, name: 'Longship Masters Autumn 2026' },
  fjord: { pandascoreId: 9400002, name: 'Fjord Open 2026' },
  winter: { pandascoreId: 9400003, name: 'Winter Clash 2026' },
  northern: { pandascoreId: 9400004, name: 'Northern League Winter 2026' },
} as const

interface MatchSpec {
  id: number
  stage: string
  status: MatchStatus
  /** Hours from FIXTURE_NOW. */
  at: number
  sides: [TeamKey | null, TeamKey | null]
  score?: [number, number]
  winner?: TeamKey
  forfeit?: boolean
  draw?: boolean
  bestOf?: number
  name?: string
  from?: PreviousMatch[]
  games?: { winner: TeamKey | null; status: 'finished' | 'running' | 'not_started'; length?: number }[]
}

const w = (id: number): PreviousMatch => ({ pandascoreId: id, type: 'winner' })
const l = (id: number): PreviousMatch => ({ pandascoreId: id, type: 'loser' })

export const MATCHES: MatchSpec[] = [
  // Group Stage.
  {
    id: 9600001,
    stage: 'group',
    status: 'finished',
    at: -48,
    sides: ['cobalt', 'aurora'],
    score: [2, 1],
    winner: 'cobalt',
    games: [
      { winner: 'cobalt', status: 'finished', length: 2400 },
      { winner: 'aurora', status: 'finished', length: 2100 },
      { winner: 'cobalt', status: 'finished', length: 2600 },
    ],
  },
  {
    id: 9600002,
    stage: 'group',
    status: 'finished',
    at: -47,
    sides: ['ember', 'nordic'],
    score: [2, 0],
    winner: 'ember',
    forfeit: true,
  },
  {
    id: 9600003,
    stage: 'group',
    status: 'finished',
    at: -46,
    sides: ['cobalt', 'ember'],
    score: [1, 1],
    draw: true,
    bestOf: 2,
  },
  { id: 9600004, stage: 'group', status: 'canceled', at: -45, sides: ['aurora', 'nordic'] },
  {
    id: 9600005,
    stage: 'group',
    status: 'running',
    at: -1,
    sides: ['cobalt', 'nordic'],
    score: [1, 0],
    games: [
      { winner: 'cobalt', status: 'finished', length: 1900 },
      { winner: null, status: 'running' },
    ],
  },
  { id: 9600006, stage: 'group', status: 'not_started', at: 20, sides: ['aurora', 'ember'] },
  { id: 9600007, stage: 'group', status: 'postponed', at: 30, sides: ['ember', 'nordic'] },
  // Playoffs: double elimination.
  {
    id: 9600101,
    stage: 'playoffs',
    status: 'not_started',
    at: 48,
    sides: ['cobalt', 'aurora'],
    name: 'Upper bracket semifinal 1',
  },
  {
    id: 9600102,
    stage: 'playoffs',
    status: 'not_started',
    at: 50,
    sides: ['ember', 'nordic'],
    name: 'Upper bracket semifinal 2',
  },
  {
    id: 9600103,
    stage: 'playoffs',
    status: 'not_started',
    at: 72,
    sides: [null, null],
    from: [w(9600101), w(9600102)],
  },
  {
    id: 9600104,
    stage: 'playoffs',
    status: 'not_started',
    at: 74,
    sides: [null, null],
    from: [l(9600101), l(9600102)],
  },
  {
    id: 9600105,
    stage: 'playoffs',
    status: 'not_started',
    at: 96,
    sides: [null, null],
    from: [l(9600103), w(9600104)],
  },
  {
    id: 9600106,
    stage: 'playoffs',
    status: 'not_started',
    at: 120,
    sides: [null, null],
    bestOf: 5,
    from: [w(9600103), w(9600105)],
    name: 'Grand final: TBD vs TBD',
  },
  // Fjord Open: earlier meetings.
  {
    id: 9500001,
    stage: 'fjord',
    status: 'finished',
    at: -24 * 60,
    sides: ['cobalt', 'aurora'],
    score: [2, 0],
    winner: 'cobalt',
  },
  {
    id: 9500002,
    stage: 'fjord',
    status: 'finished',
    at: -24 * 58,
    sides: ['aurora', 'cobalt'],
    score: [2, 1],
    winner: 'aurora',
  },
  {
    id: 9500003,
    stage: 'fjord',
    status: 'finished',
    at: -24 * 55,
    sides: ['aurora', 'cobalt'],
    score: [0, 2],
    winner: 'cobalt',
  },
  // Northern League (LoL, tier-2).
  { id: 9700001, stage: 'northern', status: 'running', at: -0.5, sides: ['lynx', 'owls'], score: [0, 0] },
  { id: 9700002, stage: 'northern', status: 'not_started', at: 26, sides: ['owls', 'lynx'] },
]

const sideName = (key: TeamKey | null) => (key ? TEAMS[key].name : null)

async function insertTeamsAndPlayers(db: Db) {
  const rows = await db
    .insert(teams)
    .values(
      (['cobalt', 'aurora', 'ember', 'nordic'] as const).map((key) => ({
        pandascoreId: TEAMS[key].pandascoreId,
        name: TEAMS[key].name,
        acronym: TEAMS[key].acronym,
        slug: TEAMS[key].slug,
        currentVideogame: 'cs2',
      })),
    )
    .returning({ id: teams.id, pandascoreId: teams.pandascoreId })
  await db.insert(players).values(
    rows.flatMap((team) =>
      [1, 2, 3, 4, 5].map((n) => ({
        pandascoreId: team.pandascoreId! * 10 + n,
        slug: `player-${team.pandascoreId}-${n}`,
        name: `Player${team.pandascoreId}${n}`,
        currentVideogame: 'cs2',
        teamId: team.id,
      })),
    ),
  )
}

async function insertEventsAndStages(db: Db) {
  const day = 24
  const eventRows = await db
    .insert(events)
    .values(
      [
        {
          ...EVENTS.longship,
          game: 'cs2',
          tier: 'tier-1',
          begin: -6 * day,
          end: 9 * day,
          league: 'Longship Masters',
        },
        {
          ...EVENTS.fjord,
          game: 'cs2',
          tier: 'tier-2',
          begin: -62 * day,
          end: -50 * day,
          league: 'Fjord Open',
          winner: 501,
        },
        {
          ...EVENTS.winter,
          game: 'cs2',
          tier: 'tier-2',
          begin: 19 * day,
          end: 25 * day,
          league: 'Winter Clash',
        },
        {
          ...EVENTS.northern,
          game: 'lol',
          tier: 'tier-2',
          begin: -3 * day,
          end: 3 * day,
          league: 'Northern League',
        },
      ].map((e) => ({
        pandascoreId: e.pandascoreId,
        game: e.game,
        slug: eventSlug(e.name, e.pandascoreId),
        name: e.name,
        leagueName: e.league,
        tier: e.tier,
        beginAt: hoursFromNow(e.begin),
        endAt: hoursFromNow(e.end),
        winnerPandascoreId: 'winner' in e ? e.winner : null,
      })),
    )
    .returning({ id: events.id, pandascoreId: events.pandascoreId })
  const eventId = (ps: number) => eventRows.find((e) => e.pandascoreId === ps)!.id
  const stageSpecs = [
    {
      key: 'group',
      ps: 8800001,
      event: EVENTS.longship,
      stage: 'Group Stage',
      tier: 'tier-1',
      bracket: false,
      begin: -6 * day,
    },
    {
      key: 'playoffs',
      ps: 8800002,
      event: EVENTS.longship,
      stage: 'Playoffs',
      tier: 'tier-1',
      bracket: true,
      begin: 2 * day,
      prize: '250,000 United States Dollar',
    },
    {
      key: 'fjord',
      ps: 8800003,
      event: EVENTS.fjord,
      stage: 'Playoffs',
      tier: 'tier-2',
      bracket: false,
      begin: -62 * day,
    },
    {
      key: 'northern',
      ps: 8800004,
      event: EVENTS.northern,
      stage: 'Regular Season',
      tier: 'tier-2',
      bracket: false,
      begin: -3 * day,
    },
  ]
  const stageRows = await db
    .insert(tournaments)
    .values(
      stageSpecs.map((s) => ({
        pandascoreId: s.ps,
        name: `${s.event.name}: ${s.stage}`,
        stageName: s.stage,
        tier: s.tier,
        game: s.key === 'northern' ? 'lol' : 'cs2',
        eventId: eventId(s.event.pandascoreId),
        beginAt: hoursFromNow(s.begin),
        endAt: hoursFromNow(s.begin + 5 * day),
        hasBracket: s.bracket,
        prizepool: s.prize ?? null,
        region: 'WEU',
        eventType: s.key === 'playoffs' ? 'offline' : 'online',
      })),
    )
    .returning({ id: tournaments.id, pandascoreId: tournaments.pandascoreId, eventId: tournaments.eventId })
  return new Map(stageSpecs.map((s) => [s.key, stageRows.find((r) => r.pandascoreId === s.ps)!]))
}

/** Writes the whole fixture world; returns the stages' row ids by key. */
export async function insertMatchFixture(db: Db) {
  await insertTeamsAndPlayers(db)
  const stages = await insertEventsAndStages(db)
  const matchRows = await db
    .insert(matches)
    .values(
      MATCHES.map((m) => {
        const stage = stages.get(m.stage)!
        const [a, b] = m.sides
        const started = m.status !== 'not_started' && m.status !== 'postponed'
        return {
          pandascoreId: m.id,
          game: m.stage === 'northern' ? 'lol' : 'cs2',
          slug: matchSlug(sideName(a), sideName(b), m.id),
          name: m.name ?? `${a ? TEAMS[a].acronym : 'TBD'} vs ${b ? TEAMS[b].acronym : 'TBD'}`,
          status: m.status,
          tournamentId: stage.id,
          tournamentPandascoreId: stage.pandascoreId,
          eventId: stage.eventId,
          scheduledAt: hoursFromNow(m.at),
          beginAt: started ? hoursFromNow(m.at) : null,
          rescheduled: m.status === 'postponed',
          matchType: 'best_of',
          numberOfGames: m.bestOf ?? 3,
          ...side(1, a, started ? (m.score?.[0] ?? 0) : null),
          ...side(2, b, started ? (m.score?.[1] ?? 0) : null),
          winnerPandascoreId: m.winner ? TEAMS[m.winner].pandascoreId : null,
          forfeit: m.forfeit ?? false,
          draw: m.draw ?? false,
          streams: [
            {
              url: 'https://www.twitch.tv/longship',
              embedUrl: null,
              language: 'en',
              main: true,
              official: true,
            },
          ],
          previousMatches: m.from ?? [],
        }
      }),
    )
    .returning({ id: matches.id, pandascoreId: matches.pandascoreId })
  const rowId = (ps: number) => matchRows.find((r) => r.pandascoreId === ps)!.id
  await db.insert(matchGames).values(
    MATCHES.flatMap((m) =>
      (m.games ?? []).map((g, i) => ({
        matchId: rowId(m.id),
        position: i + 1,
        status: g.status,
        winnerPandascoreId: g.winner ? TEAMS[g.winner].pandascoreId : null,
        lengthSeconds: g.length ?? null,
      })),
    ),
  )
  await insertStageDetails(db, stages.get('group')!.id, stages.get('playoffs')!.id)
  await db.insert(matchTexts).values([
    {
      matchId: rowId(9600001),
      kind: 'recap',
      content: 'Cobalt Tide beat Aurora Vanguard 2-1.',
      engine: 'local',
    },
    {
      matchId: rowId(9600006),
      kind: 'preview',
      content: 'Aurora Vanguard meet Ember Wolves.',
      engine: 'local',
    },
  ])
  await insertStories(db)
  return stages
}

/** The logo PandaScore's CDN serves for Cobalt Tide (the one side with a logo: enough to see it proxied). */
const COBALT_LOGO = 'https://cdn.pandascore.co/images/team/image/501/cobalt-tide.png'

function side(n: 1 | 2, key: TeamKey | null, score: number | null) {
  const team = key ? TEAMS[key] : null
  const logo = key === 'cobalt' ? COBALT_LOGO : null
  return n === 1
    ? {
        team1PandascoreId: team?.pandascoreId ?? null,
        team1Name: team?.name ?? null,
        team1Acronym: team?.acronym ?? null,
        team1ImageUrl: logo,
        team1Score: score,
      }
    : {
        team2PandascoreId: team?.pandascoreId ?? null,
        team2Name: team?.name ?? null,
        team2Acronym: team?.acronym ?? null,
        team2ImageUrl: logo,
        team2Score: score,
      }
}

async function insertStageDetails(db: Db, groupId: string, playoffsId: string) {
  const table: [TeamKey, number, number, number][] = [
    ['cobalt', 1, 1, 0],
    ['ember', 2, 1, 0],
    ['aurora', 3, 0, 1],
    ['nordic', 4, 0, 1],
  ]
  await db.insert(standings).values(
    table.map(([key, rank, wins, losses]) => ({
      tournamentId: groupId,
      teamPandascoreId: TEAMS[key].pandascoreId,
      teamName: TEAMS[key].name,
      teamAcronym: TEAMS[key].acronym,
      rank,
      wins,
      losses,
      ties: key === 'cobalt' || key === 'ember' ? 1 : 0,
    })),
  )
  // The Playoffs roster of Cobalt Tide: a stand-in (5099) instead of its fifth player.
  await db.insert(tournamentRosters).values(
    [playoffsId, groupId].map((tournamentId) => ({
      tournamentId,
      teamPandascoreId: 501,
      teamName: 'Cobalt Tide',
      teamAcronym: 'CT',
      players: [5011, 5012, 5013, 5014, 5099].map((id) => ({
        pandascoreId: id,
        name: id === 5099 ? 'Standin' : `Player501${id % 10}`,
        firstName: null,
        lastName: null,
        nationality: 'SE',
        role: null,
        imageUrl: null,
      })),
    })),
  )
}

async function insertStories(db: Db) {
  const story = (slug: string, title: string, summary: string, content: string, hoursAgo: number) => ({
    id: slug,
    slug,
    title,
    summary,
    content,
    game: 'CS2',
    publishedAt: hoursFromNow(-hoursAgo),
  })
  await db
    .insert(articles)
    .values([
      story(
        'ct-av-preview',
        'Cobalt Tide and Aurora Vanguard meet again',
        'A rematch of the Fjord Open final.',
        'Long text.',
        5,
      ),
      story(
        'ct-av-acronyms',
        'CT edge AV in a three-map thriller',
        'The group stage opener.',
        'Long text.',
        40,
      ),
      story(
        'ct-only',
        'Cobalt Tide sign a coach',
        'A new face on the bench.',
        'Aurora Vanguard are not in this one.',
        10,
      ),
      story(
        'content-only',
        'Weekend roundup',
        'Everything that happened.',
        'Cobalt Tide and Aurora Vanguard both won.',
        2,
      ),
    ])
}

/** A test database holding the fixture, the app over it, and the clock at FIXTURE_NOW; close() undoes all three. */
export async function openMatchFixture(driver: TestDriver) {
  const testDb = await createTestDatabase(driver)
  await insertMatchFixture(testDb.database.db)
  const { app } = createTestApp(testDb.database)
  // "Now" (upcoming's default start, events' timing) is the fixture's.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(FIXTURE_NOW)
  return {
    app,
    db: testDb.database.db,
    async close() {
      vi.useRealTimers()
      await testDb.drop()
    },
  }
}
