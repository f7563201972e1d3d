import type { Db } from '../db/client'
import type { ServiceDeps } from '../deps'
import {
  type DemoLiveData,
  demoLiveMatches,
  isDemoLiveMatchId,
  loadDemoLiveData,
} from '../providers/pandascore/bundled-live'
import type { PandaScoreClient } from '../providers/pandascore/client'
import { buildEsportsDataSet } from '../providers/pandascore/map'
import { MatchSchema, type PandaScoreMatch } from '../providers/pandascore/schemas'
import { upsertEsportsRows } from '../storage/esports'
import { hasMatchStartingBetween, listRunningMatches } from '../storage/matches'

// The live poller (issue #14 item 3): while a match is running, or one is due to start, the running matches are
// read again every LIVE_POLL_SECONDS and written through the sync's write path, which writes only what changed;
// the database then announces each changed live match (migration 0017) to the open pages and the response
// caches. With a PandaScore token it asks PandaScore: one request for the running matches of every game, and at
// most one more to learn how the matches that left "running" ended. Without one, the demo's live clock answers
// (no network). Nothing live, nothing asked.

/** PandaScore's videogame ids of our four games (CS2 is served under CS:GO, id 3). */
const VIDEOGAME_IDS = [3, 1, 4, 26]
/** One page holds every running match we carry (PandaScore's page maximum). */
const PAGE_SIZE = 100
/** A match still "not started" this long after its time is more likely late than gone: it is watched. */
const LATE_START_MS = 2 * 3_600_000
/** The demo's series that ended this recently are written again, so a skipped poll loses no result. */
const DEMO_SETTLE_MS = 10 * 60_000
/** The demo seed stores the series of the last hour too, so the results list has some at once. */
const DEMO_SEED_PAST_MS = 3_600_000

export interface LivePollResult {
  source: 'pandascore' | 'demo' | 'off'
  /** False when no match was running or due to start: nothing was asked. */
  polled: boolean
  /** PandaScore requests this poll made. */
  requests: number
  /** Matches the poll found running. */
  running: number
  /** Matches written because their status, score, winner or games changed (or they were new). */
  changed: number
  errors: string[]
}

type LivePollDeps = Pick<ServiceDeps, 'db' | 'logger' | 'pandascore' | 'env' | 'now'>

export interface LivePollOptions {
  /** The poll period: a match starting within it counts as live. */
  intervalMs: number
  /** The demo clock's data (tests pass their own); read from fixtures/pandascore when absent. */
  demo?: DemoLiveData
}

/** Where live scores come from: PandaScore with a token, the demo's clock without one (SEED_DEMO), else nowhere. */
export function liveSource(deps: Pick<LivePollDeps, 'pandascore' | 'env'>): LivePollResult['source'] {
  if (deps.pandascore) return 'pandascore'
  return deps.env.SEED_DEMO ? 'demo' : 'off'
}

/** One poll: reads the running matches when any is live or due, and stores what changed. */
export async function pollLiveMatches(deps: LivePollDeps, options: LivePollOptions): Promise<LivePollResult> {
  const now = deps.now?.() ?? new Date()
  const source = liveSource(deps)
  const result: LivePollResult = { source, polled: false, requests: 0, running: 0, changed: 0, errors: [] }
  if (source === 'off') return result
  const stored = await listRunningMatches(deps.db)
  if (source === 'demo') return pollDemo(deps, now, stored, options.demo ?? loadDemoLiveData(), result)

  const due =
    stored.length > 0 ||
    (await hasMatchStartingBetween(
      deps.db,
      new Date(now.getTime() - LATE_START_MS),
      new Date(now.getTime() + options.intervalMs),
    ))
  if (!due || !deps.pandascore) return result
  result.polled = true
  const running = await fetchMatches(deps.pandascore, '/matches/running', {}, result)
  const runningIds = new Set(running.map((match) => match.id))
  // Matches we hold as running that PandaScore no longer lists: one request tells how each ended. The demo
  // clock's series (seeded beside a token) are not PandaScore's: asking about them would spend a request a poll.
  const left = stored
    .map((match) => match.pandascoreId)
    .filter((id) => !runningIds.has(id) && !isDemoLiveMatchId(id))
  const settled = left.length
    ? await fetchMatches(deps.pandascore, '/matches', { id: left.slice(0, PAGE_SIZE) }, result)
    : []
  result.running = running.length
  result.changed = await storeMatchRecords(deps.db, now, [...running, ...settled], result.errors)
  return result
}

/**
 * Matches as PandaScore sends them, through the sync's write path (events and stages from the matches, then the
 * matches with their games, each written only when it changed). Returns how many matches changed.
 */
async function storeMatchRecords(db: Db, now: Date, records: readonly unknown[], errors: string[]) {
  if (!records.length) return 0
  const data = buildEsportsDataSet(
    { matches: records, teams: [], players: [], tournaments: [], playerStats: [] },
    { now },
  )
  errors.push(...data.errors)
  const written = await upsertEsportsRows(db, data)
  return written.matches.changed.length
}

async function fetchMatches(
  client: PandaScoreClient,
  path: string,
  filter: Record<string, readonly number[]>,
  result: LivePollResult,
): Promise<PandaScoreMatch[]> {
  const walk = client.pages(path, MatchSchema, 'match', {
    filter: { ...filter, videogame: VIDEOGAME_IDS },
    sort: 'begin_at',
    pageSize: PAGE_SIZE,
    maxPages: 1,
  })
  const matches: PandaScoreMatch[] = []
  for await (const page of walk) {
    result.requests++
    result.errors.push(...page.errors)
    matches.push(...page.items)
  }
  return matches
}

/** The demo: the clock's running, just finished and upcoming series, and any demo match left "running". */
async function pollDemo(
  deps: LivePollDeps,
  now: Date,
  stored: readonly { pandascoreId: number; startsAt: Date | null }[],
  data: DemoLiveData,
  result: LivePollResult,
): Promise<LivePollResult> {
  const records = demoLiveMatches(data, now, { finishedSince: new Date(now.getTime() - DEMO_SETTLE_MS) })
  const seen = new Set(records.map((record) => record.id))
  // A demo match stored as running that ended while nobody polled (the site was stopped): settle it too.
  const stale = stored.filter((m) => isDemoLiveMatchId(m.pandascoreId) && !seen.has(m.pandascoreId))
  if (stale.length) {
    const ids = new Set(stale.map((m) => m.pandascoreId))
    const since = Math.min(...stale.map((m) => m.startsAt?.getTime() ?? now.getTime()))
    const window = { finishedSince: new Date(since), until: now }
    records.push(...demoLiveMatches(data, now, window).filter((r) => ids.has(Number(r.id))))
  }
  result.polled = true
  result.running = records.filter((record) => record.status === 'running').length
  result.changed = await storeMatchRecords(deps.db, now, records, result.errors)
  return result
}

/**
 * The demo seed's share of the live clock: the series of the last hour, the running ones and the upcoming ones,
 * stored as the poller stores them, so the first page a newcomer opens already has live matches.
 */
export async function seedDemoLiveMatches(db: Db, now: Date, dir?: string): Promise<number> {
  const records = demoLiveMatches(loadDemoLiveData(dir), now, {
    finishedSince: new Date(now.getTime() - DEMO_SEED_PAST_MS),
  })
  const errors: string[] = []
  await storeMatchRecords(db, now, records, errors)
  return records.length
}
