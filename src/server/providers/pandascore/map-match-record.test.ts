import { describe, expect, it } from 'vitest'
import { mapEvents, mapRosters, mapStandings } from './map-events'
import { mapMatchRecord } from './map-match-record'
import { mapTournament } from './map-matches'
import {
  BracketMatchSchema,
  MatchSchema,
  StandingSchema,
  TournamentRostersSchema,
  TournamentSchema,
} from './schemas'

// Wire records written inline, in PandaScore's shape (pandascore-matches-events.md §1, §3).

const CSGO = { id: 3, name: 'Counter-Strike', slug: 'cs-go' }
const CS2_TITLE = { id: 13, name: 'Counter-Strike 2', slug: 'cs-2', videogame_id: 3 }
const NORTH = {
  id: 101,
  name: 'Cobalt Tide',
  slug: 'cobalt-tide',
  acronym: 'CT',
  location: 'SE',
  image_url: 'https://cdn.example/ct.png',
}
const SOUTH = {
  id: 102,
  name: 'Aurora Vanguard',
  slug: 'aurora-vanguard',
  acronym: 'AV',
  location: 'BR',
  image_url: null,
}
const LEAGUE = { id: 11, name: 'Longship', slug: 'longship', image_url: null }
const SERIE = {
  id: 12,
  name: 'Masters',
  full_name: 'Masters Autumn 2026',
  year: 2026,
  begin_at: '2026-11-01T00:00:00Z',
  end_at: '2026-11-20T00:00:00Z',
  winner_id: null,
  winner_type: 'Team',
  modified_at: '2026-11-02T00:00:00Z',
}
const TOURNAMENT = {
  id: 13,
  name: 'Playoffs',
  tier: 'a',
  begin_at: '2026-11-10T00:00:00Z',
  end_at: '2026-11-20T00:00:00Z',
  has_bracket: true,
  live_supported: false,
  prizepool: '250,000 United States Dollar',
  region: 'WEU',
  country: 'DE',
  type: 'offline',
  winner_id: null,
  winner_type: 'Team',
  modified_at: '2026-11-10T00:00:00Z',
}
const IDS = {
  tournaments: new Map([[13, 'tournament-row']]),
  events: new Map([[12, 'event-row']]),
}

function game(position: number, status: string, winner: number | null, extra: Record<string, unknown> = {}) {
  return {
    id: 7000 + position,
    match_id: 9001,
    position,
    status,
    finished: status === 'finished',
    complete: status === 'finished',
    detailed_stats: false,
    forfeit: false,
    begin_at: status === 'not_started' ? null : '2026-11-10T16:00:00Z',
    end_at: status === 'finished' ? '2026-11-10T16:40:00Z' : null,
    length: status === 'finished' ? 2400 : null,
    winner: { id: winner, type: 'Team' },
    winner_type: 'Team',
    ...extra,
  }
}

function wire(overrides: Record<string, unknown> = {}) {
  return {
    id: 9001,
    slug: '2026-11-10-abc',
    name: 'Grand final: CT vs AV',
    status: 'finished',
    match_type: 'best_of',
    number_of_games: 3,
    scheduled_at: '2026-11-10T16:00:00Z',
    begin_at: '2026-11-10T16:02:00Z',
    end_at: '2026-11-10T18:00:00Z',
    original_scheduled_at: '2026-11-10T16:00:00Z',
    rescheduled: false,
    modified_at: '2026-11-10T18:05:00Z',
    draw: false,
    forfeit: false,
    detailed_stats: false,
    game_advantage: null,
    winner_id: 102,
    winner_type: 'Team',
    winner: SOUTH,
    // Results listed in the opposite order of the opponents: pairing must go by team id.
    results: [
      { team_id: 102, score: 2 },
      { team_id: 101, score: 1 },
    ],
    opponents: [
      { type: 'Team', opponent: NORTH },
      { type: 'Team', opponent: SOUTH },
    ],
    games: [game(1, 'finished', 102), game(2, 'finished', 101), game(3, 'finished', 102)],
    streams_list: [
      { embed_url: null, language: 'en', main: true, official: false, raw_url: 'https://twitch.example/lm' },
      { embed_url: null, language: 'fr', main: false, official: false, raw_url: 'https://twitch.example/fr' },
    ],
    live: { opens_at: null, supported: false, url: null },
    league: LEAGUE,
    league_id: 11,
    serie: SERIE,
    serie_id: 12,
    tournament: TOURNAMENT,
    tournament_id: 13,
    videogame: CSGO,
    videogame_title: CS2_TITLE,
    videogame_version: null,
    ...overrides,
  }
}

function mapped(overrides: Record<string, unknown> = {}) {
  const result = mapMatchRecord(MatchSchema.parse(wire(overrides)), IDS)
  if (!result) throw new Error('expected a mapped match')
  return result
}

describe('mapMatchRecord', () => {
  it('maps a finished best-of-three with scores paired by team id, winner, games and streams', () => {
    const { match, games } = mapped()
    expect(match).toMatchObject({
      pandascoreId: 9001,
      game: 'cs2',
      slug: 'cobalt-tide-vs-aurora-vanguard-9001',
      name: 'Grand final: CT vs AV',
      status: 'finished',
      matchType: 'best_of',
      numberOfGames: 3,
      team1PandascoreId: 101,
      team1Score: 1,
      team2PandascoreId: 102,
      team2Score: 2,
      winnerPandascoreId: 102,
      tournamentId: 'tournament-row',
      tournamentPandascoreId: 13,
      eventId: 'event-row',
      forfeit: false,
      draw: false,
    })
    expect(games.map((g) => [g.position, g.status, g.winnerPandascoreId, g.lengthSeconds])).toEqual([
      [1, 'finished', 102, 2400],
      [2, 'finished', 101, 2400],
      [3, 'finished', 102, 2400],
    ])
    // The main stream is always official.
    expect(match.streams).toEqual([
      { url: 'https://twitch.example/lm', embedUrl: null, language: 'en', main: true, official: true },
      { url: 'https://twitch.example/fr', embedUrl: null, language: 'fr', main: false, official: false },
    ])
  })

  it('keeps every status, canceled and postponed included', () => {
    for (const status of ['not_started', 'running', 'finished', 'canceled', 'postponed']) {
      expect(mapped({ status }).match.status).toBe(status)
    }
  })

  it('shows no score before the start, and no winner although winner_type says "Team"', () => {
    const { match, games } = mapped({
      status: 'not_started',
      begin_at: null,
      end_at: null,
      winner: null,
      winner_id: null,
      results: [
        { team_id: 101, score: 0 },
        { team_id: 102, score: 0 },
      ],
      games: [game(1, 'not_started', null), game(2, 'not_started', null), game(3, 'not_started', null)],
    })
    expect([match.team1Score, match.team2Score, match.winnerPandascoreId]).toEqual([null, null, null])
    expect(games.every((g) => g.winnerPandascoreId === null && g.beginAt === null)).toBe(true)
  })

  it('keeps a running match’s live score and its unplayed games', () => {
    const { match, games } = mapped({
      status: 'running',
      end_at: null,
      winner: null,
      winner_id: null,
      results: [
        { team_id: 101, score: 1 },
        { team_id: 102, score: 0 },
      ],
      games: [game(1, 'finished', 101), game(2, 'running', null), game(3, 'not_started', null)],
    })
    expect([match.team1Score, match.team2Score]).toEqual([1, 0])
    expect(games.map((g) => g.status)).toEqual(['finished', 'running', 'not_started'])
  })

  it('stores a forfeit as such: a winner, and no duration on forfeited games', () => {
    const { match, games } = mapped({
      forfeit: true,
      begin_at: null,
      end_at: null,
      results: [
        { team_id: 101, score: 0 },
        { team_id: 102, score: 1 },
      ],
      games: [
        game(1, 'finished', 102, { forfeit: true, length: 1, begin_at: null, end_at: null }),
        game(2, 'not_played', null),
      ],
    })
    expect(match).toMatchObject({ forfeit: true, winnerPandascoreId: 102, beginAt: null })
    expect(games).toMatchObject([
      { position: 1, forfeit: true, lengthSeconds: null, winnerPandascoreId: 102 },
      { position: 2, status: 'not_played', forfeit: false },
    ])
  })

  it('stores a draw with no winner, even when the record names one', () => {
    const { match } = mapped({
      match_type: 'first_to',
      draw: true,
      winner: null,
      winner_id: null,
      results: [
        { team_id: 101, score: 1 },
        { team_id: 102, score: 1 },
      ],
    })
    expect(match).toMatchObject({ draw: true, winnerPandascoreId: null, team1Score: 1, team2Score: 1 })
    expect(mapped({ draw: true }).match.winnerPandascoreId).toBeNull()
  })

  it('keeps TBD sides: none decided, then one', () => {
    const none = mapped({
      status: 'not_started',
      name: null,
      opponents: [],
      results: [],
      winner: null,
      winner_id: null,
    })
    expect(none.match).toMatchObject({
      slug: 'tbd-vs-tbd-9001',
      name: 'TBD vs TBD',
      team1PandascoreId: null,
      team2PandascoreId: null,
      team1Name: null,
    })
    const one = mapped({
      status: 'not_started',
      name: 'Upper bracket final: CT vs TBD',
      opponents: [{ type: 'Team', opponent: NORTH }],
      results: [{ team_id: 101, score: 0 }],
      winner: null,
      winner_id: null,
    })
    expect(one.match).toMatchObject({
      slug: 'cobalt-tide-vs-tbd-9001',
      team1PandascoreId: 101,
      team2PandascoreId: null,
    })
  })

  it('keeps a rescheduled match’s original time, and a canceled one with every time null', () => {
    const moved = mapped({
      status: 'not_started',
      rescheduled: true,
      scheduled_at: '2026-11-12T18:00:00Z',
      begin_at: '2026-11-12T18:00:00Z',
      original_scheduled_at: '2026-11-10T16:00:00Z',
    })
    expect(moved.match).toMatchObject({
      rescheduled: true,
      scheduledAt: new Date('2026-11-12T18:00:00Z'),
      originalScheduledAt: new Date('2026-11-10T16:00:00Z'),
    })
    const canceled = mapped({
      status: 'canceled',
      scheduled_at: null,
      begin_at: null,
      end_at: null,
      original_scheduled_at: null,
      winner: null,
      winner_id: null,
      results: [{ team_id: 101, score: 1 }],
      games: [],
    })
    expect(canceled.match).toMatchObject({
      status: 'canceled',
      scheduledAt: null,
      team1Score: 1,
      team2Score: null,
    })
    expect(canceled.games).toEqual([])
  })

  it('keeps the best-of count and bracket links', () => {
    const { match } = mapped({
      number_of_games: 5,
      previous_matches: [
        { match_id: 8001, type: 'winner' },
        { match_id: 8002, type: 'loser' },
      ],
    })
    expect(match.numberOfGames).toBe(5)
    expect(match.previousMatches).toEqual([
      { pandascoreId: 8001, type: 'winner' },
      { pandascoreId: 8002, type: 'loser' },
    ])
    expect(mapped().match.previousMatches).toEqual([])
  })

  it('leaves out a match of a game the product does not carry, and rejects an unknown game status', () => {
    const old = MatchSchema.parse(wire({ videogame_title: { id: 2, name: 'CS:GO', slug: 'cs-go' } }))
    expect(mapMatchRecord(old, IDS)).toBeUndefined()
    expect(MatchSchema.safeParse(wire({ games: [game(1, 'paused', null)] })).success).toBe(false)
  })
})

describe('events, stages, standings, rosters', () => {
  const stage = (id: number, name: string, tier: string | null) =>
    TournamentSchema.parse({ ...TOURNAMENT, id, name, tier, league: LEAGUE, serie: SERIE, videogame: CSGO })

  it('maps a stage with its region, type, prize pool, bracket flag and event link', () => {
    expect(mapTournament(stage(13, 'Playoffs', 'a'))).toMatchObject({
      name: 'Longship Masters Autumn 2026: Playoffs',
      stageName: 'Playoffs',
      tier: 'tier-1',
      region: 'WEU',
      country: 'DE',
      eventType: 'offline',
      prizepool: '250,000 United States Dollar',
      hasBracket: true,
      seriePandascoreId: 12,
      modifiedAt: new Date('2026-11-10T00:00:00Z'),
    })
  })

  it('makes one event per serie, with the best tier of its stages', () => {
    const events = mapEvents([stage(13, 'Playoffs', 'b'), stage(14, 'Group Stage', 'a')])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      pandascoreId: 12,
      name: 'Longship Masters Autumn 2026',
      slug: 'longship-masters-autumn-2026-12',
      tier: 'tier-1',
      game: 'cs2',
      beginAt: new Date('2026-11-01T00:00:00Z'),
    })
  })

  it("names the event's winner from its last stage when PandaScore leaves the serie's unset", () => {
    const at = (id: number, name: string, end: string, winner: number | null) =>
      TournamentSchema.parse({ ...stage(id, name, 'a'), end_at: end, winner_id: winner })
    const decided = mapEvents([
      at(13, 'Group Stage', '2026-10-01T00:00:00Z', 101),
      at(14, 'Playoffs', '2026-11-01T00:00:00Z', 102),
    ])
    expect(decided[0]?.winnerPandascoreId).toBe(102)
    const open = mapEvents([
      at(13, 'Group Stage', '2026-10-01T00:00:00Z', 101),
      at(14, 'Playoffs', '2026-11-01T00:00:00Z', null),
    ])
    expect(open[0]?.winnerPandascoreId).toBeNull()
  })

  it('maps group and bracket standings rows', () => {
    const group = [
      { rank: 2, team: SOUTH, wins: 3, losses: 2, total: 5 },
      { rank: 1, team: NORTH, wins: 4, losses: 0, ties: 1, total: 5, game_wins: 9, game_losses: 2 },
    ].map((row) => StandingSchema.parse(row))
    expect(mapStandings('t', group)).toMatchObject([
      { teamPandascoreId: 101, rank: 1, wins: 4, ties: 1, gameWins: 9, lastMatchPandascoreId: null },
      { teamPandascoreId: 102, rank: 2, wins: 3, ties: 0 },
    ])
    const bracket = [
      StandingSchema.parse({ rank: 1, team: NORTH, last_match: { id: 9001, name: 'CT vs AV' } }),
    ]
    expect(mapStandings('t', bracket)).toMatchObject([
      { rank: 1, wins: null, ties: null, lastMatchPandascoreId: 9001 },
    ])
  })

  it('maps a stage’s rosters, and none for player rosters', () => {
    const rosters = TournamentRostersSchema.parse({
      type: 'Team',
      rosters: [
        {
          ...NORTH,
          players: [{ id: 501, name: 'Frost', nationality: 'SE', role: null, first_name: 'Erik' }],
        },
      ],
    })
    expect(mapRosters('t', rosters)).toEqual([
      {
        tournamentId: 't',
        teamPandascoreId: 101,
        teamName: 'Cobalt Tide',
        teamAcronym: 'CT',
        teamImageUrl: 'https://cdn.example/ct.png',
        players: [
          {
            pandascoreId: 501,
            name: 'Frost',
            firstName: 'Erik',
            lastName: null,
            nationality: 'Sweden',
            role: null,
            imageUrl: null,
          },
        ],
      },
    ])
    expect(mapRosters('t', TournamentRostersSchema.parse({ type: 'Player', rosters: [] }))).toEqual([])
  })

  it('reads bracket links from a bracket match, [] when absent', () => {
    expect(
      BracketMatchSchema.parse({ id: 1, previous_matches: [{ match_id: 2, type: 'loser' }] })
        .previous_matches,
    ).toEqual([{ match_id: 2, type: 'loser' }])
    expect(BracketMatchSchema.parse({ id: 1 }).previous_matches).toEqual([])
  })
})
