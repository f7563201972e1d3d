import type { GameSlug } from '#shared/domain/games'
import type { LiveMatches, TeamMatch } from '#shared/schemas/esports'
import { paths } from '#shared/paths'
import type { Db } from '../db/client'
import type { ServiceDeps } from '../deps'
import type { PandaScoreClient } from '../providers/pandascore/client'
import { mapMatch, mapTournament } from '../providers/pandascore/map-matches'
import type { PandaScoreMatch } from '../providers/pandascore/schemas'
import { teamIdsByPandascoreId } from '../storage/teams'
import { listPastTeamMatches, listUpcomingTeamMatches } from '../storage/team-matches'
import { toTeamMatch } from './esports'

// get-team-matches (§7, issue item 4): a team's upcoming and recent matches. With a PandaScore token they
// come live from PandaScore, seen from the team's side, and are cached for a minute so page views do not
// spend the request budget (ADR 009); without one, from our stored team_matches.

interface LiveMatchesQuery {
  game: GameSlug
  /** The team's PandaScore id. */
  pandascore_id: number
  teamName?: string
  upcomingLimit: number
  recentLimit: number
}

// ---------------------------------------------------------------------------------------------------------
// The cache: per process (each instance has its own), least recently used first out.

const LIVE_MATCHES_TTL_MS = 60_000
const LIVE_MATCHES_MAX_ENTRIES = 500

export interface LiveMatchesCache {
  get(key: string): LiveMatches | undefined
  set(key: string, value: LiveMatches): void
  /** One lookup per key at a time: callers arriving while it runs share its answer. */
  shared(key: string, load: () => Promise<LiveMatches>): Promise<LiveMatches>
  readonly size: number
}

export function createLiveMatchesCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): LiveMatchesCache {
  const ttlMs = options.ttlMs ?? LIVE_MATCHES_TTL_MS
  const maxEntries = options.maxEntries ?? LIVE_MATCHES_MAX_ENTRIES
  const now = options.now ?? Date.now
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, { value: LiveMatches; expires: number }>()
  const pending = new Map<string, Promise<LiveMatches>>()
  const cache: LiveMatchesCache = {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expires <= now()) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expires: now() + ttlMs })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    shared(key, load) {
      const running = pending.get(key)
      if (running) return running
      const promise = load().finally(() => pending.delete(key))
      pending.set(key, promise)
      return promise
    },
    get size() {
      return entries.size
    },
  }
  return cache
}

// ---------------------------------------------------------------------------------------------------------
// The lookup.

/** pandascoreLive null: answer from stored matches. The cache lives as long as the app. */
type LiveMatchesContext = Pick<ServiceDeps, 'db' | 'logger' | 'pandascoreLive'> & {
  cache: LiveMatchesCache
}

/** A PandaScore match as the §3 Team match of one side; undefined when the match gives that side no row. */
function liveTeamMatch(
  match: PandaScoreMatch,
  pandascoreTeamId: number,
  teamKey: string,
): TeamMatch | undefined {
  const [row] = mapMatch(match, new Map([[pandascoreTeamId, teamKey]]), new Map())
  if (!row) return undefined
  const tournament = mapTournament({
    ...match.tournament,
    league: match.league,
    serie: match.serie,
    videogame: match.videogame,
    videogame_title: match.videogame_title,
  })
  return {
    id: `${match.id}-${teamKey}`,
    pandascoreMatchId: match.id,
    matchDate: row.matchDate.toISOString(),
    result: row.result === 'win' || row.result === 'loss' || row.result === 'draw' ? row.result : null,
    scoreTeam: row.scoreTeam ?? null,
    scoreOpponent: row.scoreOpponent ?? null,
    opponentName: row.opponentName ?? null,
    opponentAcronym: row.opponentAcronym ?? null,
    mapsPlayed: row.mapsPlayed ?? [],
    matchType: row.matchType ?? null,
    isFinished: row.isFinished ?? false,
    tournamentName: row.tournamentName ?? null,
    tournament: tournament
      ? { name: tournament.name, tier: tournament.tier ?? 'unknown', imageUrl: tournament.imageUrl ?? null }
      : null,
    matchPath: paths.match(row.game, row.matchSlug),
  }
}

async function storedMatches(
  db: Db,
  teamId: string | undefined,
  query: LiveMatchesQuery,
): Promise<LiveMatches> {
  if (!teamId) return { upcoming: [], recent: [] }
  const [upcoming, recent] = await Promise.all([
    query.upcomingLimit > 0 ? listUpcomingTeamMatches(db, teamId, query.upcomingLimit) : [],
    query.recentLimit > 0 ? listPastTeamMatches(db, teamId, query.recentLimit) : [],
  ])
  return { upcoming: upcoming.map(toTeamMatch), recent: recent.map(toTeamMatch) }
}

async function fetchLive(
  client: PandaScoreClient,
  query: LiveMatchesQuery,
  teamKey: string,
): Promise<LiveMatches> {
  const id = query.pandascore_id
  const filter = { opponent_id: id }
  // A few more than asked: canceled and undecided matches give no row and are dropped.
  const pageSize = (limit: number) => Math.min(100, limit + 5)
  const [upcoming, recent] = await Promise.all([
    query.upcomingLimit > 0
      ? client.listMatches(query.game, {
          kind: 'upcoming',
          filter,
          sort: 'scheduled_at',
          pageSize: pageSize(query.upcomingLimit),
          maxPages: 1,
        })
      : undefined,
    query.recentLimit > 0
      ? client.listMatches(query.game, {
          kind: 'past',
          filter,
          sort: '-begin_at',
          pageSize: pageSize(query.recentLimit),
          maxPages: 1,
        })
      : undefined,
  ])
  const side = (matches: PandaScoreMatch[] | undefined, finished: boolean, limit: number) =>
    (matches ?? [])
      .map((match) => liveTeamMatch(match, id, teamKey))
      .filter((match): match is TeamMatch => match !== undefined && match.isFinished === finished)
      .slice(0, limit)
  return {
    upcoming: side(upcoming?.items, false, query.upcomingLimit),
    recent: side(recent?.items, true, query.recentLimit),
  }
}

/**
 * get-team-matches: {upcoming, recent} for the team with this PandaScore id, ids "{match id}-{teamId}"
 * (our team id when the team is stored, else its PandaScore id). When PandaScore fails or the budget is
 * spent, the stored matches answer instead, and nothing is cached.
 */
export async function getLiveTeamMatches(
  ctx: LiveMatchesContext,
  query: LiveMatchesQuery,
): Promise<LiveMatches> {
  const stored = await teamIdsByPandascoreId(ctx.db, [query.pandascore_id])
  const teamId = stored.get(query.pandascore_id)
  const client = ctx.pandascoreLive
  if (!client) return storedMatches(ctx.db, teamId, query)

  const key = `${query.game}:${query.pandascore_id}:${query.upcomingLimit}:${query.recentLimit}`
  const cached = ctx.cache.get(key)
  if (cached) return cached
  try {
    return await ctx.cache.shared(key, async () => {
      const live = await fetchLive(client, query, teamId ?? String(query.pandascore_id))
      ctx.cache.set(key, live)
      return live
    })
  } catch (error) {
    ctx.logger.warn(
      {
        game: query.game,
        pandascoreId: query.pandascore_id,
        err: error instanceof Error ? error.message : error,
      },
      'live matches unavailable; answering from stored matches',
    )
    return storedMatches(ctx.db, teamId, query)
  }
}
