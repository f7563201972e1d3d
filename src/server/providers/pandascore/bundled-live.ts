import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import { seededRandom } from '../../ai/local/random'
import { fromRoot } from '../../root'
import { bundledTimeOffset, gameFromVideogame, shiftTimes } from './map-rows'

// The demo's live clock (issue #14 item 3): without a PandaScore token, matches between showmatch teams are
// played on a compressed clock, so a newcomer who opens the site after `npm start` sees a live score move.
// Pure and deterministic: the same `now` always gives the same matches, in PandaScore's wire format, so the
// poller reads them exactly as it reads /matches/running and stores them through the same write path.
//
// Each game plays an endless chain of series, back to back: a map lasts MAP_MS, and every hour (a cycle) is
// filled exactly with best-of-3s (2 or 3 maps) and best-of-5s (3 to 5 maps), so one series per game is
// running at every instant. A series appears as upcoming AHEAD_MS before it starts, runs map by map (the
// series score grows by one every MAP_MS at most), and finishes with a winner and its games.

/** One map of a demo series: a score can change every 2.5 minutes (within 3 minutes of opening a page). */
export const DEMO_MAP_MS = 150_000
/** Maps per cycle; a cycle is one hour. */
const CYCLE_MAPS = 24
const CYCLE_MS = CYCLE_MAPS * DEMO_MAP_MS
/** Most series in one cycle of one game (24 maps, at least 2 each). */
const MAX_SERIES_PER_CYCLE = CYCLE_MAPS / 2
/**
 * How far ahead a demo series is announced as upcoming: half an hour, so the next one is there to watch start,
 * while the day's real fixtures still lead the upcoming list (at three hours, some 60 showmatches came first).
 */
export const DEMO_AHEAD_MS = 30 * 60_000

/** Reserved ids (docs: fixtures/pandascore/README.md uses 9,1xx,xxx to 9,7xx,xxx); they wrap after ~87 days. */
export const DEMO_MATCH_ID_MIN = 9_800_000
const DEMO_MATCH_ID_SPAN = 100_000

type Wire = Record<string, unknown>

/** What the clock needs of the bundled data set: each game's teams and the tournament its series belong to. */
export interface DemoLiveData {
  teams: Readonly<Record<GameSlug, readonly Wire[]>>
  /** The tournament (with league, serie and videogame) per game, times as written in the files. */
  tournaments: Readonly<Record<GameSlug, Wire>>
  /** The bundled files' anchor: tournaments are shifted to `now` by whole days, as the loader does. */
  anchor: Date
}

interface Series {
  id: number
  game: GameSlug
  beginAt: number
  bestOf: 3 | 5
  /** Maps the series will last. */
  maps: number
  /** The two sides, by index into the game's teams; the first one wins the series. */
  sides: [Wire, Wire]
  /** Per map: 0 when the winner of the series took it, 1 otherwise. */
  mapWinners: (0 | 1)[]
  /** Whether the winner is listed first among the opponents. */
  winnerFirst: boolean
}

// ---------------------------------------------------------------------------------------------------------
// The schedule: pure arithmetic on the clock.

/** The maps of each series of one cycle: best-of-3s and best-of-5s that add up to exactly CYCLE_MAPS. */
interface Format {
  bestOf: 3 | 5
  maps: number
}

const FORMATS: readonly Format[] = [
  { bestOf: 3, maps: 2 },
  { bestOf: 3, maps: 3 },
  { bestOf: 5, maps: 3 },
  { bestOf: 5, maps: 4 },
  { bestOf: 5, maps: 5 },
]

function cycleLayout(game: GameSlug, cycle: number): Format[] {
  const random = seededRandom(`demo-live:${game}`, `cycle:${cycle}`)
  const layout: Format[] = []
  let left = CYCLE_MAPS
  while (left > 0) {
    const options = FORMATS.filter((o) => o.maps === left || (o.maps < left && left - o.maps !== 1))
    // Best-of-3s are three times as common as best-of-5s.
    const weighted = options.flatMap((o) => (o.bestOf === 3 ? [o, o, o] : [o]))
    const choice: Format = weighted[Math.floor(random() * weighted.length)] ?? { bestOf: 3, maps: left }
    layout.push(choice)
    left -= choice.maps
  }
  return layout
}

/** Which maps the loser takes: never the last one, and never enough to win. */
function mapWinners(maps: number, bestOf: 3 | 5, random: () => number): (0 | 1)[] {
  const losses = maps - (bestOf + 1) / 2
  const winners: (0 | 1)[] = Array.from({ length: maps }, () => 0)
  const slots = Array.from({ length: maps - 1 }, (_, i) => i)
  for (let i = 0; i < losses; i++) {
    const [slot] = slots.splice(Math.floor(random() * slots.length), 1)
    if (slot !== undefined) winners[slot] = 1
  }
  return winners
}

function cycleSeries(data: DemoLiveData, game: GameSlug, cycle: number): Series[] {
  const teams = data.teams[game]
  if (teams.length < 2) return []
  const gameIndex = GAME_SLUGS.indexOf(game)
  let beginAt = cycle * CYCLE_MS
  return cycleLayout(game, cycle).map((format, index) => {
    const random = seededRandom(`demo-live:${game}`, `series:${cycle}:${index}`)
    const first = Math.floor(random() * teams.length)
    const second = (first + 1 + Math.floor(random() * (teams.length - 1))) % teams.length
    const slot = (cycle * GAME_SLUGS.length + gameIndex) * MAX_SERIES_PER_CYCLE + index
    const series: Series = {
      id: DEMO_MATCH_ID_MIN + (((slot % DEMO_MATCH_ID_SPAN) + DEMO_MATCH_ID_SPAN) % DEMO_MATCH_ID_SPAN),
      game,
      beginAt,
      ...format,
      sides: [teams[first] as Wire, teams[second] as Wire],
      mapWinners: mapWinners(format.maps, format.bestOf, random),
      winnerFirst: random() < 0.5,
    }
    beginAt += format.maps * DEMO_MAP_MS
    return series
  })
}

/** Every demo series of `game` that overlaps [from, to). */
function seriesBetween(data: DemoLiveData, game: GameSlug, from: number, to: number): Series[] {
  const out: Series[] = []
  for (let cycle = Math.floor(from / CYCLE_MS); cycle * CYCLE_MS < to; cycle++) {
    for (const series of cycleSeries(data, game, cycle)) {
      if (series.beginAt < to && series.beginAt + series.maps * DEMO_MAP_MS > from) out.push(series)
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------
// The wire format.

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z')

const teamRef = (team: Wire): Wire => {
  const { players: _players, current_videogame: _game, ...ref } = team
  return ref
}

/** The series as PandaScore would serve it at `now`. */
function toWire(series: Series, tournament: Wire, now: number): Wire {
  const end = series.beginAt + series.maps * DEMO_MAP_MS
  const started = now >= series.beginAt
  const finished = now >= end
  const mapsDone = finished ? series.maps : started ? Math.floor((now - series.beginAt) / DEMO_MAP_MS) : 0
  const [winner, loser] = series.sides
  const opponents = series.winnerFirst ? [winner, loser] : [loser, winner]
  const idOf = (side: 0 | 1) => series.sides[side].id as number
  const score = (side: 0 | 1) => series.mapWinners.slice(0, mapsDone).filter((w) => w === side).length
  const games = Array.from({ length: finished ? series.maps : series.bestOf }, (_, i) => {
    const gameBegin = series.beginAt + i * DEMO_MAP_MS
    const done = i < mapsDone
    const running = !finished && started && i === mapsDone
    const mapWinner = series.mapWinners[i] ?? 0
    return {
      id: series.id * 8 + i + 1,
      match_id: series.id,
      position: i + 1,
      status: done ? 'finished' : running ? 'running' : 'not_started',
      finished: done,
      complete: done,
      forfeit: false,
      detailed_stats: false,
      begin_at: done || running ? iso(gameBegin) : null,
      end_at: done ? iso(gameBegin + DEMO_MAP_MS) : null,
      length: done ? DEMO_MAP_MS / 1000 : null,
      winner: { id: done ? idOf(mapWinner) : null, type: 'Team' },
      winner_type: 'Team',
    }
  })
  const status = finished ? 'finished' : started ? 'running' : 'not_started'
  const modifiedAt = finished
    ? end
    : started
      ? series.beginAt + mapsDone * DEMO_MAP_MS
      : series.beginAt - DEMO_AHEAD_MS
  const acronym = (team: Wire | undefined) => String(team?.acronym ?? team?.name ?? 'TBD')
  return {
    id: series.id,
    slug: null,
    name: `${String(tournament.name)}: ${acronym(opponents[0])} vs ${acronym(opponents[1])}`,
    status,
    match_type: 'best_of',
    number_of_games: series.bestOf,
    scheduled_at: iso(series.beginAt),
    begin_at: iso(series.beginAt),
    end_at: finished ? iso(end) : null,
    original_scheduled_at: iso(series.beginAt),
    rescheduled: false,
    modified_at: iso(modifiedAt),
    draw: false,
    forfeit: false,
    detailed_stats: false,
    game_advantage: null,
    winner_id: finished ? idOf(0) : null,
    winner: finished ? teamRef(winner) : null,
    winner_type: 'Team',
    live: { supported: false, url: null, opens_at: null },
    streams_list: [],
    opponents: opponents.map((team) => ({ type: 'Team', opponent: teamRef(team) })),
    results: opponents.map((team) => ({ team_id: team.id, score: score(team === winner ? 0 : 1) })),
    games,
    league: tournament.league,
    league_id: (tournament.league as Wire | undefined)?.id ?? null,
    serie: tournament.serie,
    serie_id: (tournament.serie as Wire | undefined)?.id ?? null,
    tournament: tournamentRef(tournament),
    tournament_id: tournament.id,
    videogame: tournament.videogame,
    videogame_title: tournament.videogame_title ?? null,
    videogame_version: null,
  }
}

function tournamentRef(tournament: Wire): Wire {
  const {
    league: _league,
    serie: _serie,
    videogame: _videogame,
    videogame_title: _title,
    teams: _teams,
    expected_roster: _roster,
    matches: _matches,
    ...ref
  } = tournament
  return ref
}

// ---------------------------------------------------------------------------------------------------------
// What the poller and the seed ask.

export interface DemoLiveQuery {
  /** Series that ended at or after this instant are included (results); default: none already over. */
  finishedSince?: Date
  /** Series that start before this instant are included (upcoming); default now + DEMO_AHEAD_MS. */
  until?: Date
  games?: readonly GameSlug[]
}

/**
 * The demo series at `now`, as PandaScore match records: every running one, those that finished since
 * `finishedSince`, and the upcoming ones that start before `until`.
 */
export function demoLiveMatches(data: DemoLiveData, now: Date, query: DemoLiveQuery = {}): Wire[] {
  const at = now.getTime()
  const from = query.finishedSince ? Math.min(query.finishedSince.getTime(), at) : at
  const to = Math.max(query.until?.getTime() ?? at + DEMO_AHEAD_MS, at + 1)
  const offset = bundledTimeOffset(data.anchor, now)
  const out: Wire[] = []
  for (const game of query.games ?? GAME_SLUGS) {
    const tournament = shiftTimes(data.tournaments[game], offset)
    for (const series of seriesBetween(data, game, from, to)) out.push(toWire(series, tournament, at))
  }
  return out
}

/** Whether a PandaScore match id is one of the demo clock's. */
export function isDemoLiveMatchId(id: number): boolean {
  return id >= DEMO_MATCH_ID_MIN && id < DEMO_MATCH_ID_MIN + DEMO_MATCH_ID_SPAN
}

// ---------------------------------------------------------------------------------------------------------
// Reading the bundled files (once per directory).

const loaded = new Map<string, DemoLiveData>()

/**
 * The showmatch teams and, per game, the tournament the demo series are played in (fixtures/pandascore/
 * demo-live.json). They are not the bundled teams, so the clock never changes a team's record, an event's
 * standings or what the demo stories say of them.
 */
export function loadDemoLiveData(dir = fromRoot('fixtures/pandascore')): DemoLiveData {
  const cached = loaded.get(dir)
  if (cached) return cached
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { anchor?: string }
  const anchor = new Date(meta.anchor ?? '')
  if (Number.isNaN(anchor.getTime()))
    throw new Error(`The bundled PandaScore meta.json in ${dir} has no anchor`)
  const file = JSON.parse(readFileSync(join(dir, 'demo-live.json'), 'utf8')) as {
    teams?: unknown
    tournaments?: unknown
  }
  const list = (value: unknown, what: string): Wire[] => {
    if (!Array.isArray(value)) throw new Error(`${join(dir, 'demo-live.json')} has no list of ${what}`)
    return value as Wire[]
  }
  const teams = list(file.teams, 'teams')
  const tournaments = list(file.tournaments, 'tournaments')
  const gameOf = (record: Wire, field: string) =>
    gameFromVideogame(record[field] as { slug: string } | undefined, record.videogame_title as never)
  const byGame = <T>(pick: (game: GameSlug) => T) =>
    Object.fromEntries(GAME_SLUGS.map((game) => [game, pick(game)])) as Record<GameSlug, T>
  const data: DemoLiveData = {
    anchor,
    teams: byGame((game) => teams.filter((team) => gameOf(team, 'current_videogame') === game)),
    tournaments: byGame((game) => {
      const chosen = tournaments.find((t) => gameOf(t, 'videogame') === game)
      if (!chosen) throw new Error(`${join(dir, 'demo-live.json')} has no ${game} tournament`)
      return chosen
    }),
  }
  loaded.set(dir, data)
  return data
}
