import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GAME_SLUGS } from '#shared/domain/games'
import { loadBundledPandaScore } from './bundled'
import { buildEsportsDataSet } from './map'
import { mapMatch, tournamentDisplayName } from './map-matches'
import { mapPlayer, matchRecordStats } from './map-players'
import { bundledTimeOffset, esportsRowId, gameFromVideogame, shiftTimes, type TeamMatchRow } from './map-rows'
import { collectTeamActivity, mapTeam, teamQualityScore } from './map-teams'
import { MatchSchema, type PandaScoreMatch, PlayerSchema, TeamSchema } from './schemas'

const NOW = new Date('2026-11-15T12:00:00Z')
const CSGO = { id: 3, name: 'CS:GO', slug: 'cs-go' }
const CS2_TITLE = { id: 14, name: 'Counter-Strike 2', slug: 'cs-2' }
const LOL = { id: 1, name: 'LoL', slug: 'league-of-legends' }

const NORTH = {
  id: 101,
  name: 'Test North',
  slug: 'test-north',
  acronym: 'TN',
  location: 'SE',
  image_url: null,
}
const SOUTH = {
  id: 102,
  name: 'Test South',
  slug: 'test-south',
  acronym: 'TS',
  location: 'BR',
  image_url: null,
}

function wireTeam(ref: typeof NORTH, videogame = CSGO) {
  return { ...ref, modified_at: '2026-11-01T10:00:00Z', current_videogame: videogame, players: [] }
}

interface WireMatchOptions {
  id?: number
  status?: string
  tier?: string | null
  serieTier?: string | null
  beginAt?: string
  winner?: number | null
  scores?: [number, number]
  maps?: [name: string, winner: number][]
  videogame?: typeof CSGO
  videogameTitle?: typeof CS2_TITLE | null
  home?: typeof NORTH
  away?: typeof NORTH
  draw?: boolean
}

function wireMatch(options: WireMatchOptions = {}): Record<string, unknown> {
  const home = options.home ?? NORTH
  const away = options.away ?? SOUTH
  const finished = (options.status ?? 'finished') === 'finished'
  const scores = options.scores ?? [0, 0]
  return {
    id: options.id ?? 5001,
    name: 'Final: TN vs TS',
    status: options.status ?? 'finished',
    match_type: 'best_of',
    number_of_games: 3,
    scheduled_at: options.beginAt ?? '2026-11-10T16:00:00Z',
    begin_at: options.beginAt ?? '2026-11-10T16:00:00Z',
    end_at: finished ? '2026-11-10T19:00:00Z' : null,
    draw: options.draw ?? false,
    forfeit: false,
    winner_id: options.winner ?? null,
    videogame: options.videogame ?? CSGO,
    videogame_title: options.videogameTitle === undefined ? CS2_TITLE : options.videogameTitle,
    league: { id: 11, name: 'Test League', slug: 'test-league', image_url: null },
    serie: { id: 12, name: 'Autumn', full_name: 'Autumn 2026', year: 2026, tier: options.serieTier ?? 'a' },
    tournament: {
      id: options.tier === undefined ? 13 : 13 + (options.tier?.charCodeAt(0) ?? 0),
      name: 'Playoffs',
      tier: options.tier === undefined ? 'a' : options.tier,
      begin_at: '2026-11-01T00:00:00Z',
      end_at: '2026-11-20T00:00:00Z',
    },
    opponents: [
      { type: 'Team', opponent: home },
      { type: 'Team', opponent: away },
    ],
    results: [
      { team_id: home.id, score: scores[0] },
      { team_id: away.id, score: scores[1] },
    ],
    games: (options.maps ?? []).map(([name, winner], index) => ({
      id: 9000 + index,
      position: index + 1,
      status: 'finished',
      finished: true,
      winner: { id: winner, type: 'Team' },
      map: { name },
    })),
  }
}

function parsedMatch(options: WireMatchOptions = {}): PandaScoreMatch {
  return MatchSchema.parse(wireMatch(options))
}

const TEAM_IDS = new Map([
  [NORTH.id, 'team-north-row'],
  [SOUTH.id, 'team-south-row'],
])
const TOURNAMENT_IDS = new Map([[13, 'tournament-row']])

describe('gameFromVideogame', () => {
  it('tells CS2 apart under the CS:GO videogame by its title', () => {
    expect(gameFromVideogame(CSGO, CS2_TITLE)).toBe('cs2')
    // Teams and players never carry a title; PandaScore keeps CS2 teams under CS:GO.
    expect(gameFromVideogame(CSGO)).toBe('cs2')
    expect(gameFromVideogame(CSGO, null)).toBe('cs2')
    // A match of the CS:GO era is not counted as CS2.
    expect(
      gameFromVideogame(CSGO, { name: 'Counter-Strike: Global Offensive', slug: 'cs-go' }),
    ).toBeUndefined()
  })

  it('maps the other three games and nothing else', () => {
    expect(gameFromVideogame(LOL)).toBe('lol')
    expect(gameFromVideogame({ slug: 'dota-2' })).toBe('dota2')
    expect(gameFromVideogame({ slug: 'valorant' })).toBe('valorant')
    expect(gameFromVideogame({ slug: 'ow' })).toBeUndefined()
    expect(gameFromVideogame(null)).toBeUndefined()
  })
})

describe('mapMatch', () => {
  it('turns a finished match into two rows, each from its own side', () => {
    const match = parsedMatch({
      winner: NORTH.id,
      scores: [2, 1],
      maps: [
        ['Mirage', NORTH.id],
        ['Nuke', SOUTH.id],
        ['Ancient', NORTH.id],
      ],
    })
    const [north, south] = mapMatch(match, TEAM_IDS, TOURNAMENT_IDS)
    expect(north).toMatchObject({
      pandascoreMatchId: 5001,
      teamId: 'team-north-row',
      opponentTeamId: 'team-south-row',
      tournamentId: 'tournament-row',
      game: 'cs2',
      result: 'win',
      scoreTeam: 2,
      scoreOpponent: 1,
      opponentName: 'Test South',
      opponentAcronym: 'TS',
      isFinished: true,
      matchType: 'best_of',
      tournamentName: 'Test League Autumn 2026: Playoffs',
      mapsPlayed: [
        { name: 'Mirage', result: 'win' },
        { name: 'Nuke', result: 'loss' },
        { name: 'Ancient', result: 'win' },
      ],
    })
    expect(north?.matchDate).toEqual(new Date('2026-11-10T16:00:00Z'))
    expect(south).toMatchObject({
      teamId: 'team-south-row',
      opponentTeamId: 'team-north-row',
      result: 'loss',
      scoreTeam: 1,
      scoreOpponent: 2,
      opponentName: 'Test North',
      mapsPlayed: [
        { name: 'Mirage', result: 'loss' },
        { name: 'Nuke', result: 'win' },
        { name: 'Ancient', result: 'loss' },
      ],
    })
    expect(north?.id).not.toBe(south?.id)
  })

  it('maps an upcoming match as not finished, with no result, score or maps', () => {
    const rows = mapMatch(
      parsedMatch({ status: 'not_started', beginAt: '2026-11-20T18:00:00Z' }),
      TEAM_IDS,
      TOURNAMENT_IDS,
    )
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toMatchObject({
        isFinished: false,
        result: null,
        scoreTeam: null,
        scoreOpponent: null,
        mapsPlayed: [],
      })
    }
  })

  it('uses scheduled_at when begin_at is missing', () => {
    const wire = {
      ...wireMatch({ status: 'not_started' }),
      begin_at: null,
      scheduled_at: '2026-12-01T15:00:00Z',
    }
    const [row] = mapMatch(MatchSchema.parse(wire), TEAM_IDS, TOURNAMENT_IDS)
    expect(row?.matchDate).toEqual(new Date('2026-12-01T15:00:00Z'))
  })

  it('gives both sides a draw', () => {
    const rows = mapMatch(parsedMatch({ draw: true, scores: [1, 1] }), TEAM_IDS, TOURNAMENT_IDS)
    expect(rows.map((row) => row.result)).toEqual(['draw', 'draw'])
  })

  it('skips canceled and postponed matches', () => {
    expect(mapMatch(parsedMatch({ status: 'canceled' }), TEAM_IDS, TOURNAMENT_IDS)).toEqual([])
    expect(mapMatch(parsedMatch({ status: 'postponed' }), TEAM_IDS, TOURNAMENT_IDS)).toEqual([])
  })

  it('gives a side without a team row no row, and the other side no opponent link', () => {
    const rows = mapMatch(parsedMatch({ winner: NORTH.id }), new Map([[NORTH.id, 'n']]), TOURNAMENT_IDS)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ teamId: 'n', opponentTeamId: null, opponentName: 'Test South' })
  })

  it('leaves maps_played empty when the games carry no map (LoL, Dota 2)', () => {
    const wire = wireMatch({ videogame: LOL, videogameTitle: null, winner: NORTH.id, scores: [1, 0] })
    wire.games = [
      { id: 1, position: 1, status: 'finished', finished: true, winner: { id: NORTH.id, type: 'Team' } },
    ]
    const [row] = mapMatch(MatchSchema.parse(wire), TEAM_IDS, TOURNAMENT_IDS)
    expect(row).toMatchObject({ game: 'lol', result: 'win', mapsPlayed: [] })
  })
})

describe('teams and players', () => {
  it('stores the location and nationality as country names', () => {
    const team = mapTeam(TeamSchema.parse(wireTeam(NORTH)), undefined)
    expect(team?.location).toBe('Sweden')
    expect(mapTeam(TeamSchema.parse({ ...wireTeam(NORTH), location: 'XX' }), undefined)?.location).toBeNull()
    const player = mapPlayer(
      PlayerSchema.parse({
        id: 7,
        name: 'testhandle',
        slug: 'testhandle',
        first_name: 'Ana',
        last_name: 'Costa',
        nationality: 'BR',
        role: null,
        image_url: null,
        current_team: NORTH,
        current_videogame: CSGO,
      }),
      TEAM_IDS,
      { now: NOW },
    )
    expect(player).toMatchObject({
      nationality: 'Brazil',
      teamId: 'team-north-row',
      currentVideogame: 'cs2',
      firstName: 'Ana',
      lastName: 'Costa',
      slug: 'testhandle',
      lastSync: NOW,
    })
  })

  it('gives a team the best tier it played in: s and a are tier-1, b tier-2, c tier-3', () => {
    const activity = (tiers: (string | null)[]) =>
      collectTeamActivity(
        tiers.map((tier, index) => parsedMatch({ id: 6000 + index, tier, winner: NORTH.id })),
        NOW,
      ).get(NORTH.id)
    expect(activity(['c', 's', 'b'])?.tier).toBe('tier-1')
    expect(activity(['c', 'a'])?.tier).toBe('tier-1')
    expect(activity(['c', 'b'])?.tier).toBe('tier-2')
    expect(activity(['c', 'd'])?.tier).toBe('tier-3')
    expect(activity(['d'])?.tier).toBe('unknown')
    // With no tournament tier, the serie's tier counts.
    const fromSerie = collectTeamActivity([parsedMatch({ tier: null, serieTier: 'b' })], NOW).get(NORTH.id)
    expect(fromSerie?.tier).toBe('tier-2')
  })

  it('counts finished matches, tournaments and recent activity for a team row', () => {
    const matches = [
      parsedMatch({ id: 1, winner: NORTH.id, beginAt: '2026-11-10T16:00:00Z' }),
      parsedMatch({ id: 2, winner: SOUTH.id, beginAt: '2026-08-01T16:00:00Z', tier: 'c' }),
      parsedMatch({ id: 3, status: 'not_started', beginAt: '2026-11-20T16:00:00Z' }),
      parsedMatch({ id: 4, status: 'canceled', beginAt: '2026-11-01T16:00:00Z', tier: 'b' }),
    ]
    const activity = collectTeamActivity(matches, NOW).get(NORTH.id)
    expect(activity).toMatchObject({
      finished: 2,
      wins: 1,
      losses: 1,
      draws: 0,
      recentFinished: 1,
      tier: 'tier-1',
    })
    const row = mapTeam(TeamSchema.parse(wireTeam(NORTH)), activity)
    expect(row).toMatchObject({
      tier: 'tier-1',
      matchesCount: 2,
      tournamentCount: 2,
      currentVideogame: 'cs2',
    })
  })

  it('scores a winning tier-1 team above a losing tier-3 team, within 0..100', () => {
    const top = teamQualityScore({ tier: 'tier-1', wins: 25, losses: 5, draws: 0, recentFinished: 7 })
    const bottom = teamQualityScore({ tier: 'tier-3', wins: 5, losses: 25, draws: 0, recentFinished: 7 })
    expect(top).toBeGreaterThan(bottom)
    expect(top).toBeLessThanOrEqual(100)
    expect(bottom).toBeGreaterThanOrEqual(0)
    // Each part moves the score the right way.
    const base = { tier: 'tier-2', wins: 10, losses: 10, draws: 0, recentFinished: 3 } as const
    expect(teamQualityScore({ ...base, tier: 'tier-1' })).toBeGreaterThan(teamQualityScore(base))
    expect(teamQualityScore({ ...base, wins: 14, losses: 6 })).toBeGreaterThan(teamQualityScore(base))
    expect(teamQualityScore({ ...base, recentFinished: 6 })).toBeGreaterThan(teamQualityScore(base))
    // One lucky win does not beat a long winning record.
    expect(teamQualityScore({ ...base, wins: 1, losses: 0 })).toBeLessThan(
      teamQualityScore({ ...base, wins: 16, losses: 4 }),
    )
    expect(teamQualityScore({ tier: 'unknown', wins: 0, losses: 0, draws: 0, recentFinished: 0 })).toBe(25)
  })
})

describe('helpers', () => {
  it('builds a readable tournament name without repeating the league', () => {
    expect(
      tournamentDisplayName({ name: 'Test League' }, { full_name: 'Autumn 2026' }, { name: 'Playoffs' }),
    ).toBe('Test League Autumn 2026: Playoffs')
    expect(
      tournamentDisplayName(
        { name: 'Test League' },
        { full_name: 'Test League Spring 2027' },
        { name: 'Finals' },
      ),
    ).toBe('Test League Spring 2027: Finals')
  })

  it('shifts every date-time in a record, but not dates', () => {
    const record = {
      begin_at: '2026-11-10T16:00:00Z',
      birthday: '2001-05-04',
      games: [{ end_at: '2026-11-10T17:30:15Z', map: { name: 'Mirage' } }],
      name: '2026-11-10T16:00:00Z vs',
    }
    expect(shiftTimes(record, 2 * 86_400_000)).toEqual({
      begin_at: '2026-11-12T16:00:00Z',
      birthday: '2001-05-04',
      games: [{ end_at: '2026-11-12T17:30:15Z', map: { name: 'Mirage' } }],
      name: '2026-11-10T16:00:00Z vs',
    })
    expect(record.begin_at).toBe('2026-11-10T16:00:00Z')
  })

  it('rounds the bundled offset to whole days', () => {
    const anchor = new Date('2026-11-15T12:00:00Z')
    expect(bundledTimeOffset(anchor, new Date('2026-11-18T15:00:00Z'))).toBe(3 * 86_400_000)
    expect(bundledTimeOffset(anchor, new Date('2026-11-12T02:00:00Z'))).toBe(-3 * 86_400_000)
  })

  it('makes stable UUID v5 row ids', () => {
    const id = esportsRowId('team', 42)
    expect(id).toBe(esportsRowId('team', 42))
    expect(id).not.toBe(esportsRowId('player', 42))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('buildEsportsDataSet', () => {
  const validInput = () => ({
    teams: [wireTeam(NORTH), wireTeam(SOUTH)],
    players: [],
    tournaments: [],
    playerStats: [],
    matches: [wireMatch({ winner: NORTH.id, scores: [2, 0] })],
  })

  it('skips a malformed record whole and counts it', () => {
    const input = validInput()
    input.matches.push({ ...wireMatch({ id: 5002 }), opponents: 'nobody' })
    input.teams.push({ ...wireTeam({ ...NORTH, id: 103, slug: 'broken' }), name: 42 } as never)
    const data = buildEsportsDataSet(input, { now: NOW })
    expect(data.errors).toHaveLength(2)
    expect(data.errors[0]).toContain('team #2 id 103')
    expect(data.errors[1]).toContain('match #1 id 5002')
    expect(data.teams.map((team) => team.pandascoreId)).toEqual([NORTH.id, SOUTH.id])
    expect(data.teamMatches.map((row) => row.pandascoreMatchId)).toEqual([5001, 5001])
  })

  it('links match rows to the team and tournament rows it made', () => {
    const data = buildEsportsDataSet(validInput(), { now: NOW })
    expect(data.errors).toEqual([])
    const teamIds = new Set(data.teams.map((team) => team.id))
    expect(data.tournaments).toHaveLength(1)
    for (const row of data.teamMatches) {
      expect(teamIds.has(row.teamId)).toBe(true)
      expect(row.tournamentId).toBe(data.tournaments[0]?.id)
    }
    const north = data.teams.find((team) => team.pandascoreId === NORTH.id)
    const south = data.teams.find((team) => team.pandascoreId === SOUTH.id)
    expect(north?.qualityScore).toBeGreaterThan(south?.qualityScore ?? Number.POSITIVE_INFINITY)
  })

  it('counts canceled matches as skipped, not as errors', () => {
    const input = validInput()
    input.matches.push(wireMatch({ id: 5003, status: 'canceled' }))
    const data = buildEsportsDataSet(input, { now: NOW })
    expect(data.errors).toEqual([])
    expect(data.skippedMatches).toBe(1)
  })
})

describe('the bundled data set', () => {
  const dir = fileURLToPath(new URL('../../../../fixtures/pandascore', import.meta.url))
  // Any instant works; one far from the anchor proves the shift.
  const now = new Date('2027-04-03T08:30:00Z')
  const data = loadBundledPandaScore(dir, now)

  it('loads without errors', () => {
    expect(data.errors).toEqual([])
    expect(data.skippedMatches).toBeGreaterThan(0)
  })

  it('has at least 16 teams, at least 4 per game, in all three tiers', () => {
    expect(data.teams.length).toBeGreaterThanOrEqual(16)
    for (const game of GAME_SLUGS) {
      expect(data.teams.filter((team) => team.currentVideogame === game).length).toBeGreaterThanOrEqual(4)
    }
    expect(new Set(data.teams.map((team) => team.tier))).toEqual(new Set(['tier-1', 'tier-2', 'tier-3']))
    for (const team of data.teams) {
      expect(team.location).toBeTruthy()
      expect(team.imageUrl).toBe(`/images/teams/${team.slug}.svg`)
    }
  })

  it('has at least 80 players, each with a team linking to an existing team row', () => {
    expect(data.players.length).toBeGreaterThanOrEqual(80)
    const teamIds = new Set(data.teams.map((team) => team.id))
    const withTeam = data.players.filter((player) => player.teamId)
    expect(withTeam.length).toBeGreaterThanOrEqual(80)
    for (const player of withTeam) expect(teamIds.has(player.teamId as string)).toBe(true)
    expect(data.players.some((player) => !player.teamId)).toBe(true)
    for (const player of data.players) expect(player.nationality).toBeTruthy()
  })

  it('has at least 300 matches, finished ones in the past and upcoming ones in the future', () => {
    expect(new Set(data.teamMatches.map((row) => row.pandascoreMatchId)).size).toBeGreaterThanOrEqual(300)
    const finished = data.teamMatches.filter((row) => row.isFinished)
    const upcoming = data.teamMatches.filter((row) => !row.isFinished)
    expect(finished.length).toBeGreaterThan(0)
    expect(upcoming.length).toBeGreaterThan(0)
    for (const row of finished) expect(row.matchDate.getTime()).toBeLessThan(now.getTime())
    for (const row of upcoming) expect(row.matchDate.getTime()).toBeGreaterThan(now.getTime())
    // Finished matches fall in the last 120 days, upcoming ones in the next 30.
    const day = 86_400_000
    for (const row of finished) expect(row.matchDate.getTime()).toBeGreaterThan(now.getTime() - 121 * day)
    for (const row of upcoming) expect(row.matchDate.getTime()).toBeLessThan(now.getTime() + 31 * day)
  })

  it('gives every team roughly 35 to 40 matches and varied form', () => {
    const winRates = data.teams.map((team) => {
      const rows = data.teamMatches.filter((row) => row.teamId === team.id)
      expect(rows.length).toBeGreaterThanOrEqual(30)
      const finished = rows.filter((row) => row.isFinished)
      return finished.filter((row) => row.result === 'win').length / finished.length
    })
    expect(Math.max(...winRates)).toBeGreaterThan(0.75)
    expect(Math.min(...winRates)).toBeLessThan(0.3)
  })

  it('links every match row and stat row to existing rows', () => {
    const teamIds = new Set(data.teams.map((team) => team.id))
    const tournamentIds = new Set(data.tournaments.map((tournament) => tournament.id))
    const playerIds = new Set(data.players.map((player) => player.id))
    for (const row of data.teamMatches) {
      expect(teamIds.has(row.teamId)).toBe(true)
      expect(teamIds.has(row.opponentTeamId as string)).toBe(true)
      expect(tournamentIds.has(row.tournamentId as string)).toBe(true)
    }
    expect(data.playerStats.length).toBeGreaterThan(0)
    for (const stat of data.playerStats) expect(playerIds.has(stat.playerId)).toBe(true)
  })

  it('has no duplicate slugs or ids', () => {
    const unique = <T>(values: T[]) => new Set(values).size === values.length
    expect(unique(data.teams.map((team) => team.slug))).toBe(true)
    expect(unique(data.players.map((player) => player.slug))).toBe(true)
    expect(unique(data.teamMatches.map((row) => row.id))).toBe(true)
    expect(unique(data.playerStats.map((row) => row.id))).toBe(true)
  })

  it('is the same data set on every load at the same instant', () => {
    expect(loadBundledPandaScore(dir, now)).toEqual(data)
  })
})

describe('matchRecordStats', () => {
  const player = (id: number, teamId: number | null) =>
    PlayerSchema.parse({
      id,
      name: `p${id}`,
      current_team: teamId === null ? null : { id: teamId, name: 'T' },
    })
  const row = (
    teamId: string,
    result: 'win' | 'loss' | 'draw' | null,
  ): Pick<TeamMatchRow, 'teamId' | 'result'> => ({
    teamId,
    result,
  })
  const teams = new Map([
    [1, 'team-1'],
    [2, 'team-2'],
    [3, 'team-3'],
  ])

  it('gives each rostered player their team’s finished record, draws played but neither won nor lost', () => {
    const rows = [
      row('team-1', 'win'),
      row('team-1', 'win'),
      row('team-1', 'loss'),
      row('team-1', 'draw'),
      row('team-1', null), // scheduled
      row('team-2', 'draw'),
    ]
    const stats = matchRecordStats(
      'dota2',
      [player(10, 1), player(20, 2), player(30, 3), player(40, null)],
      rows,
      teams,
    )
    expect(stats).toEqual([
      {
        player_id: 10,
        game: 'dota2',
        stat_type: 'match_win_rate',
        stat_value: 66.67,
        matches_played: 4,
        wins: 2,
        losses: 1,
      },
      // Only a draw: played, and a rate of 0 rather than a division by zero.
      {
        player_id: 20,
        game: 'dota2',
        stat_type: 'match_win_rate',
        stat_value: 0,
        matches_played: 1,
        wins: 0,
        losses: 0,
      },
    ])
  })
})
