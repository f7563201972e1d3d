import type { MatchDetail, MatchGame, MatchSide, MatchSummary, RosterPlayer } from '#shared/schemas/matches'

// Match pages' data (the contract's MatchDetail) built by hand for the match preview and recap tests, with
// the bundled demo data's teams and players. Every builder takes overrides, so a test states only the shape
// it is about (a sweep, a forfeit, a TBD side, no form).

export interface TeamRef {
  id: number
  name: string
  acronym: string
  players: string[]
}

export const WOLVES: TeamRef = {
  id: 9100001,
  name: 'Northwind Wolves',
  acronym: 'NWW',
  players: ['frostquill', 'Vantorr', 'mossbyte', 'kelvane', 'driftlock'],
}
export const VANGUARD: TeamRef = {
  id: 9100002,
  name: 'Aurora Vanguard',
  acronym: 'AVG',
  players: ['pyrelith', 'Quillon', 'sableknot', 'tarnwick', 'oxvale'],
}
export const COMETS: TeamRef = { id: 9100003, name: 'Steppe Comets', acronym: 'STC', players: [] }
export const TIDE: TeamRef = { id: 9100004, name: 'Cobalt Tide', acronym: 'CBT', players: [] }
export const OWLS: TeamRef = { id: 9100005, name: 'Vistula Owls', acronym: 'VOW', players: [] }

export function side(team: TeamRef | null, score: number | null = null): MatchSide {
  return {
    pandascoreId: team?.id ?? null,
    name: team?.name ?? null,
    acronym: team?.acronym ?? null,
    imageUrl: null,
    path: null,
    score,
  }
}

let nextId = 9_600_500

export function summary(
  teams: [TeamRef | null, TeamRef | null],
  overrides: Partial<MatchSummary> & { score?: [number, number] } = {},
): MatchSummary {
  const { score, ...rest } = overrides
  const id = overrides.pandascoreId ?? nextId++
  const startsAt = overrides.startsAt ?? '2026-11-26T18:00:00.000Z'
  const winner = score && score[0] !== score[1] ? (score[0] > score[1] ? 1 : 2) : null
  return {
    pandascoreId: id,
    slug: `match-${id}`,
    path: `/cs2/matches/match-${id}`,
    game: 'cs2',
    name: `${teams[0]?.acronym ?? 'TBD'} vs ${teams[1]?.acronym ?? 'TBD'}`,
    status: score ? 'finished' : 'not_started',
    startsAt,
    scheduledAt: startsAt,
    beginAt: startsAt,
    endAt: null,
    originalScheduledAt: startsAt,
    rescheduled: false,
    matchType: 'best_of',
    numberOfGames: 3,
    teams: [side(teams[0], score?.[0] ?? null), side(teams[1], score?.[1] ?? null)],
    winner,
    forfeit: false,
    draw: false,
    tournament: {
      name: 'Longship Masters Autumn 2026: Playoffs',
      stageName: 'Playoffs',
      tier: 'tier-1',
      eventName: 'Longship Masters Autumn 2026',
      eventPath: '/cs2/events/longship-masters-autumn-2026-9400001',
    },
    ...rest,
  }
}

/** A finished meeting of `a` and `b` on `date`, scored from a's side. */
export function result(a: TeamRef, b: TeamRef, date: string, score: [number, number]): MatchSummary {
  return summary([a, b], { startsAt: `${date}T15:00:00.000Z`, score })
}

export function roster(team: TeamRef): RosterPlayer[] {
  return team.players.map((name, i) => ({
    pandascoreId: team.id * 10 + i,
    name,
    role: null,
    nationality: null,
    imageUrl: null,
    path: null,
  }))
}

export function games(winners: (1 | 2 | null)[], maps: (string | null)[] = []): MatchGame[] {
  return winners.map((winner, i) => ({
    position: i + 1,
    status: 'finished',
    winner,
    lengthSeconds: 1800 + i * 60,
    forfeit: false,
    mapName: maps[i] ?? null,
  }))
}

/** A match page's data; by default an upcoming Wolves vs Vanguard best-of-three with form, meetings, rosters. */
export function matchDetail(
  overrides: Partial<Omit<MatchDetail, 'match'>> & { match?: MatchSummary } = {},
): MatchDetail {
  return {
    match: summary([WOLVES, VANGUARD], { pandascoreId: 9_600_400 }),
    games: [],
    streams: [],
    headToHead: {
      team1Wins: 2,
      team2Wins: 1,
      draws: 0,
      matches: [
        result(VANGUARD, WOLVES, '2026-10-12', [1, 2]),
        result(WOLVES, VANGUARD, '2026-09-03', [0, 2]),
        result(WOLVES, VANGUARD, '2026-07-21', [2, 0]),
      ],
    },
    form: [
      {
        recent: [
          result(WOLVES, COMETS, '2026-11-20', [2, 0]),
          result(TIDE, WOLVES, '2026-11-14', [1, 2]),
          result(WOLVES, OWLS, '2026-11-08', [2, 1]),
          result(WOLVES, TIDE, '2026-11-02', [0, 2]),
          result(OWLS, WOLVES, '2026-10-27', [0, 2]),
        ],
        wins: 4,
        losses: 1,
      },
      {
        recent: [
          result(VANGUARD, OWLS, '2026-11-19', [1, 2]),
          result(COMETS, VANGUARD, '2026-11-11', [0, 2]),
          result(VANGUARD, TIDE, '2026-11-01', [2, 1]),
        ],
        wins: 2,
        losses: 1,
      },
    ],
    rosters: [roster(WOLVES), roster(VANGUARD)],
    news: [],
    preview: null,
    recap: null,
    ...overrides,
  }
}

/** The default match, finished: `score` from Wolves' side, the games' winners in order. */
export function finishedDetail(
  score: [number, number],
  winners: (1 | 2 | null)[],
  overrides: Partial<MatchSummary> = {},
  maps: (string | null)[] = [],
): MatchDetail {
  const match = summary([WOLVES, VANGUARD], {
    pandascoreId: 9_600_401,
    score,
    endAt: '2026-11-26T20:31:00.000Z',
    ...overrides,
  })
  return matchDetail({ match, games: games(winners, maps) })
}
