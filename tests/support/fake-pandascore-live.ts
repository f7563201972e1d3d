// The fake PandaScore's scripted live matches (pandascore-matches-events.md §2, "live on each plan"): on the
// free plan live means polling /matches/running, so a test starts a match, advances it between two polls
// and sees what a poll would: the series score in results[], the map-by-map state in games[], then
// `finished`. Every change moves modified_at, as PandaScore does.

type WireRecord = Record<string, unknown>

interface WireGame extends WireRecord {
  position: number
  status: string
  winner: { id: number | null; type: string | null }
}

/** One step of a live match. */
export type LiveChange =
  /** The running game ends, won by this team id; the next game starts, or the series ends when decided. */
  | { gameWonBy: number }
  /** Any fields set as given (a pause, a stream, a score PandaScore corrected…). */
  | { patch: WireRecord }

export interface FakePandaScoreLive {
  /**
   * Turns a match into a running one: a bundled match by id (e.g. a not_started one), or a whole record a
   * test wrote. Game 1 starts, the scores are 0-0. Returns the record served from now on.
   */
  start(match: number | WireRecord): WireRecord
  /** Applies one change to a running match and returns the record served from now on. */
  advance(pandascoreId: number, change: LiveChange): WireRecord
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function opponentIds(match: WireRecord): number[] {
  return ((match.opponents ?? []) as { opponent: { id: number } }[]).map((o) => o.opponent.id)
}

/** The games a best-of needs, as placeholders, when the record has none. */
function placeholderGames(match: WireRecord): WireGame[] {
  const count = Number(match.number_of_games) || 1
  return Array.from({ length: count }, (_, index) => ({
    id: Number(match.id) * 10 + index + 1,
    match_id: match.id,
    position: index + 1,
    status: 'not_started',
    finished: false,
    complete: false,
    forfeit: false,
    detailed_stats: true,
    begin_at: null,
    end_at: null,
    length: null,
    winner: { id: null, type: 'Team' },
    winner_type: 'Team',
  }))
}

/** `clock` is the fake's "now" (the data set's times are moved to it), in ms. */
export function createFakeLive(matches: WireRecord[], clock: () => number): FakePandaScoreLive {
  let lastChange = 0
  /** A modified_at later than the record's and every earlier one, even within one second. */
  const stamp = (record: WireRecord) => {
    const before = Date.parse(String(record.modified_at ?? '')) || 0
    lastChange = Math.max(clock(), lastChange + 1000, before + 1000)
    return iso(lastChange)
  }

  const replace = (record: WireRecord) => {
    const index = matches.findIndex((m) => m.id === record.id)
    if (index >= 0) matches[index] = record
    else matches.push(record)
    return record
  }

  const find = (id: number) => {
    const found = matches.find((m) => m.id === id)
    if (!found) throw new Error(`the fake PandaScore has no match ${id}`)
    return found
  }

  function start(match: number | WireRecord): WireRecord {
    const record = structuredClone(typeof match === 'number' ? find(match) : match)
    const ids = opponentIds(record)
    if (ids.length !== 2) throw new Error(`match ${record.id} has no two sides to play`)
    const now = stamp(record)
    const games = (record.games as WireGame[] | undefined)?.length
      ? (record.games as WireGame[])
      : placeholderGames(record)
    return replace({
      ...record,
      status: 'running',
      begin_at: now,
      end_at: null,
      winner: null,
      winner_id: null,
      modified_at: now,
      results: ids.map((team_id) => ({ team_id, score: 0 })),
      games: games.map((game, index) =>
        index === 0 ? { ...game, status: 'running', begin_at: now } : { ...game, status: 'not_started' },
      ),
    })
  }

  function gameWonBy(record: WireRecord, teamId: number): WireRecord {
    const now = stamp(record)
    const games = structuredClone(record.games as WireGame[])
    const running = games.find((g) => g.status === 'running')
    if (!running) throw new Error(`match ${record.id} has no running game`)
    Object.assign(running, {
      status: 'finished',
      finished: true,
      end_at: now,
      length: Math.max(1, Math.round((Date.parse(now) - Date.parse(String(running.begin_at ?? now))) / 1000)),
      winner: { id: teamId, type: 'Team' },
    })
    const results = (record.results as { team_id: number; score: number }[]).map((r) =>
      r.team_id === teamId ? { ...r, score: r.score + 1 } : r,
    )
    const needed = Math.floor((Number(record.number_of_games) || 1) / 2) + 1
    const decided = results.some((r) => r.score >= needed)
    if (decided) {
      const winner = (record.opponents as { opponent: WireRecord }[]).find((o) => o.opponent.id === teamId)
      return {
        ...record,
        status: 'finished',
        end_at: now,
        modified_at: now,
        results,
        winner_id: teamId,
        winner: winner?.opponent ?? null,
        // After a best_of ends, the games not played are not returned.
        games: games.filter((g) => g.status === 'finished'),
      }
    }
    const next = games.find((g) => g.status === 'not_started')
    if (next) Object.assign(next, { status: 'running', begin_at: now })
    return { ...record, modified_at: now, results, games }
  }

  return {
    start,
    advance(pandascoreId, change) {
      const record = find(pandascoreId)
      if (record.status !== 'running') throw new Error(`match ${pandascoreId} is not running`)
      if ('gameWonBy' in change) return replace(gameWonBy(record, change.gameWonBy))
      return replace({ ...record, ...structuredClone(change.patch), modified_at: stamp(record) })
    },
  }
}
