import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import type { SyncResult, SyncRun } from '#shared/schemas/esports'
import type { SyncRunResult } from '../db/schema/esports'
import type { Db } from '../db/client'
import type { ServiceDeps } from '../deps'
import { isDemoLiveMatchId } from '../providers/pandascore/bundled-live'
import { PandaScoreError } from '../providers/pandascore/transport'
import { buildEsportsDataSet } from '../providers/pandascore/map'
import { mapMatch, matchSkipReason } from '../providers/pandascore/map-matches'
import { mapPlayerStat, matchRecordStats } from '../providers/pandascore/map-players'
import { collectTeamActivity } from '../providers/pandascore/map-teams'
import type { PandaScoreMatch, PandaScorePlayer } from '../providers/pandascore/schemas'
import { syncFailedMessage } from '../messages'
import type { EsportsUpsertResult } from '../storage/esports'
import type { StoredRosterChange } from '../storage/roster-changes'
import { qualityCandidates, selectQualityTeams } from './esports-quality'
import { noTotals, type RunTotals, runMessage } from './esports-sync-totals'
import { keepUnreadState, readTournamentDetails } from './esports-sync-details'
import { bundledSource, pandaScoreSource, type SyncSource } from './esports-sync-sources'
import { draftRosterMoves, upsertWithRosterChanges } from './roster-sync'
import { listUnplayedMatchIds } from '../storage/matches'
import { listPrioritySyncTeams, teamIdsByPandascoreId } from '../storage/teams'
import { fromRoot } from '../root'
import {
  createSyncRun,
  finishSyncRun,
  getSyncRun,
  listRecentlySyncedTeamIds,
  startSyncRun,
  updateSyncRunProgress,
} from '../storage/sync-runs'

// sync-pandascore-data (§7, issue item 3; docs/decisions/009-pandascore-sync.md). One code path for both
// inputs: PandaScore through the client when a token is configured, the bundled data set otherwise. Per
// game: the schedule (tournaments and matches) → each team's activity → the quality filter → the teams
// and players worth a page → the pure mapper → idempotent upserts.

export const BUNDLED_PANDASCORE_DIR = fromRoot('fixtures/pandascore')

/** Teams written by a run in the last SYNC_FRESH_HOURS are skipped unless the admin forces a refresh. */
const SYNC_FRESH_HOURS = 6
/** A run's error list stops here, with a count of the rest. */
const MAX_LISTED_ERRORS = 100
/** pandascore null syncs the bundled data set, which lives in `bundledDir` (fixtures/pandascore by default). */
export type EsportsSyncContext = Pick<ServiceDeps, 'db' | 'logger' | 'pandascore' | 'now'> & {
  bundledDir?: string
}

export interface SyncOptions {
  /** Absent: all four games. */
  game?: GameSlug
  /** Rewrite every row and ignore freshness. */
  forceRefresh: boolean
  /** Freshness window; SYNC_FRESH_HOURS unless given (tests use 0). */
  freshHours?: number
}

/** 0 to 100, and what is being done (e.g. "cs2: fetching matches"). */
type SyncProgress = (percent: number, stage: string) => void

interface GameOutcome {
  teams: number
  players: number
  belowBar: number
  overCap: number
  fresh: number
  written: EsportsUpsertResult
  /** Changed tournaments whose details wait for a later run. */
  deferredTournaments: number
  syncedTeamIds: number[]
  /** Roster changes written (docs/decisions/036). */
  rosterChanges: StoredRosterChange[]
}

/**
 * A source without player statistics gets each synced player's match record with their team, from the synced
 * teams' match rows (added to data.playerStats); the opponent is linked when it is synced now or was stored before.
 */
async function derivePlayerStats(
  db: Db,
  game: GameSlug,
  data: ReturnType<typeof buildEsportsDataSet>,
  played: PandaScoreMatch[],
  players: PandaScorePlayer[],
  deriveStats: boolean,
): Promise<void> {
  if (!deriveStats) return
  const syncedRowIds = new Set(data.teams.map((row) => row.id as string))
  const opponentIds = played.flatMap((match) => match.opponents.map((o) => o.opponent.id))
  const knownTeams = await teamIdsByPandascoreId(db, opponentIds)
  for (const row of data.teams) knownTeams.set(row.pandascoreId as number, row.id as string)
  const tournamentIds = new Map(data.tournaments.map((row) => [row.pandascoreId as number, row.id as string]))
  const teamMatches = played
    .flatMap((match) => mapMatch(match, knownTeams, tournamentIds))
    .filter((row) => syncedRowIds.has(row.teamId))
  const playerRowIds = new Map(data.players.map((row) => [row.pandascoreId as number, row.id as string]))
  for (const stat of matchRecordStats(game, players, teamMatches, knownTeams)) {
    const row = mapPlayerStat(stat, playerRowIds)
    if (row) data.playerStats.push(row)
  }
}

async function syncGame(
  ctx: EsportsSyncContext,
  source: SyncSource,
  game: GameSlug,
  options: { force: boolean; fresh: Set<number>; now: Date },
  errors: string[],
  step: (fraction: number, stage: string) => void,
): Promise<GameOutcome> {
  const { db } = ctx
  const { now } = options
  const priority = await listPrioritySyncTeams(db, game)
  const priorityIds = new Set(priority.map((team) => team.pandascoreId))

  let fetched = 0
  // The demo's live series (seeded beside a token) are not PandaScore's: asking about them would waste requests.
  const unplayedIds = (await listUnplayedMatchIds(db, game)).filter((id) => !isDemoLiveMatchId(id))
  const schedule = await source.schedule(game, { priorityIds: [...priorityIds], unplayedIds }, (stage) =>
    step(Math.min(0.45, 0.05 + 0.1 * fetched++), stage),
  )
  step(0.45, 'selecting quality teams')
  const importable = schedule.matches.filter((match) => !matchSkipReason(match))
  const candidates = qualityCandidates(collectTeamActivity(importable, now), priorityIds)
  const { selected, belowBar, overCap } = selectQualityTeams(candidates)
  const toSync = selected.filter((team) => options.force || !options.fresh.has(team.pandascoreId))
  const fresh = selected.length - toSync.length

  step(0.5, 'fetching teams')
  const teams = await source.teams(
    game,
    toSync.map((team) => team.pandascoreId),
  )
  const teamIds = new Set(teams.map((team) => team.id))
  step(0.65, 'fetching players')
  const rosterIds = [...new Set(teams.flatMap((team) => (team.players ?? []).map((p) => p.id)))]
  const players = await source.players(game, teamIds, rosterIds)
  const playerIds = new Set([...rosterIds, ...players.map((p) => p.id)])
  const sourceStats = source.playerStats(game)
  const playerStats = (sourceStats ?? []).filter((stat) => playerIds.has(stat.player_id))

  step(0.7, 'fetching tournament details')
  const details = await readTournamentDetails(db, source, game, schedule, { force: options.force, now })

  step(0.8, 'mapping')
  // Every match of the schedule is written (the matches page shows them all), with its tournament and event.
  const data = buildEsportsDataSet(
    {
      teams,
      players,
      matches: schedule.matches,
      tournaments: schedule.tournaments,
      playerStats,
      tournamentDetails: details.records,
    },
    { now },
  )
  errors.push(...data.errors)
  await keepUnreadState(db, data, details)
  const played = importable.filter((match) => match.opponents.some((o) => teamIds.has(o.opponent.id)))
  await derivePlayerStats(db, game, data, played, players, !sourceStats)

  step(0.85, 'saving')
  const { written, changes } = await upsertWithRosterChanges(db, game, data, teams, {
    force: options.force,
    seenAt: now,
  })
  return {
    teams: data.teams.length,
    players: data.players.length,
    belowBar,
    overCap,
    fresh,
    written,
    deferredTournaments: details.deferred.size,
    syncedTeamIds: data.teams.map((row) => row.pandascoreId as number),
    rosterChanges: changes,
  }
}

function addOutcome(totals: RunTotals, outcome: GameOutcome): void {
  totals.teams += outcome.teams
  totals.players += outcome.players
  totals.belowBar += outcome.belowBar
  totals.overCap += outcome.overCap
  totals.fresh += outcome.fresh
  totals.added += outcome.written.teams.inserted
  totals.updated += outcome.written.teams.updated
  totals.matchesAdded += outcome.written.matches.counts.inserted
  totals.matchesChanged += outcome.written.matches.counts.updated
  totals.deferred += outcome.deferredTournaments
  totals.rosterChanges += outcome.rosterChanges.length
}

/**
 * sync-pandascore-data: {game?, forceRefresh} → the §3 Sync result (+ the synced team ids). A game that
 * fails (PandaScore refuses, times out) fails alone; bad records are listed in errors and skipped.
 */
export async function syncEsportsData(
  ctx: EsportsSyncContext,
  options: SyncOptions,
  onProgress: SyncProgress = () => {},
): Promise<SyncRunResult> {
  const now = ctx.now?.() ?? new Date()
  const games: GameSlug[] = options.game ? [options.game] : [...GAME_SLUGS]
  const errors: string[] = []
  onProgress(0, 'starting')
  const freshHours = options.freshHours ?? SYNC_FRESH_HOURS
  const fresh = options.forceRefresh
    ? new Set<number>()
    : await listRecentlySyncedTeamIds(ctx.db, new Date(now.getTime() - freshHours * 3_600_000))
  const source = ctx.pandascore
    ? pandaScoreSource(ctx.pandascore, now, errors)
    : bundledSource(ctx.bundledDir ?? BUNDLED_PANDASCORE_DIR, now, errors)
  onProgress(2, 'reading the schedule')

  const requestsBefore = ctx.pandascore?.stats().requests ?? 0
  const totals = noTotals()
  const syncedTeamIds: number[] = []
  const failed: string[] = []
  for (const [index, game] of games.entries()) {
    const step = (fraction: number, stage: string) =>
      onProgress(Math.min(99, Math.round(2 + ((index + fraction) / games.length) * 96)), `${game}: ${stage}`)
    try {
      const outcome = await syncGame(
        ctx,
        source,
        game,
        { force: options.forceRefresh, fresh, now },
        errors,
        step,
      )
      addOutcome(totals, outcome)
      // The rows are stored by now: a draft that cannot be written does not fail the game.
      await draftRosterMoves(ctx.db, ctx.logger, outcome.rosterChanges).catch((err: unknown) =>
        ctx.logger.warn({ game, err }, 'esports sync: roster move drafts not written'),
      )
      syncedTeamIds.push(...outcome.syncedTeamIds)
      const { teams, players, deferredTournaments, written } = outcome
      ctx.logger.info(
        { game, teams, players, deferredTournaments, matches: written.matches.counts },
        'esports sync: game done',
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      ctx.logger.warn({ game, err: message }, 'esports sync: game failed')
      failed.push(game)
      errors.push(`${game}: ${message}`)
      // A refused token fails every game the same way: no point spending requests on the others.
      if (error instanceof PandaScoreError && error.code === 'UNAUTHORIZED') {
        failed.push(...games.slice(index + 1))
        break
      }
    }
    step(1, 'done')
  }

  if (ctx.pandascore) totals.requests = ctx.pandascore.stats().requests - requestsBefore
  const message = runMessage(totals, failed, source.label, freshHours)
  ctx.logger.info({ requests: totals.requests, matchesAdded: totals.matchesAdded }, 'esports sync: done')
  const listed =
    errors.length > MAX_LISTED_ERRORS
      ? [...errors.slice(0, MAX_LISTED_ERRORS), `${errors.length - MAX_LISTED_ERRORS} more errors not listed`]
      : errors
  onProgress(100, 'done')
  return {
    success: failed.length === 0,
    message,
    teams: totals.teams,
    players: totals.players,
    errors: listed,
    syncedTeamIds,
  }
}

/** The §3 Sync result of a run, without what only the run log needs. */
export function toSyncResult(result: SyncRunResult): SyncResult {
  return {
    success: result.success,
    message: result.message,
    teams: result.teams,
    players: result.players,
    errors: result.errors,
  }
}

/**
 * Runs a queued sync_runs row: marks it running, keeps its progress current, stores the result. The
 * background job and the admin's waiting call both come here. Null when the run was not queued (another
 * worker took it, or it does not exist).
 */
export async function executeSyncRun(
  ctx: EsportsSyncContext,
  runId: string,
  options: SyncOptions,
): Promise<SyncRunResult | null> {
  const clock = () => ctx.now?.() ?? new Date()
  if (!(await startSyncRun(ctx.db, runId, clock()))) {
    ctx.logger.warn({ runId }, 'esports sync: run is not queued; skipped')
    return null
  }
  let writes: Promise<void> = Promise.resolve()
  let last = ''
  const onProgress: SyncProgress = (percent, stage) => {
    const key = `${percent}|${stage}`
    if (key === last) return
    last = key
    writes = writes
      .then(() => updateSyncRunProgress(ctx.db, runId, percent, stage))
      .catch((error) => ctx.logger.warn({ runId, err: error }, 'esports sync: progress not saved'))
  }
  let result: SyncRunResult
  try {
    result = await syncEsportsData(ctx, options, onProgress)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    ctx.logger.error({ runId, err: error }, 'esports sync failed')
    result = {
      success: false,
      message: syncFailedMessage(message),
      teams: 0,
      players: 0,
      errors: [message],
      syncedTeamIds: [],
    }
  }
  await writes
  await finishSyncRun(ctx.db, runId, { status: result.success ? 'done' : 'failed', result, at: clock() })
  return result
}

/** A new run waiting for the worker (or for the request that will run it). */
export async function queueSyncRun(db: Db, options: SyncOptions): Promise<string> {
  const run = await createSyncRun(db, { game: options.game ?? null, forceRefresh: options.forceRefresh })
  return run.id
}

/** A run that could not be handed to the worker ends failed, so nobody waits for it. */
export async function failSyncRun(
  db: Db,
  runId: string,
  message: string,
  at: Date = new Date(),
): Promise<void> {
  await finishSyncRun(db, runId, {
    status: 'failed',
    result: { success: false, message, teams: 0, players: 0, errors: [message], syncedTeamIds: [] },
    at,
  })
}

/** What the admin page polls while a background run goes on. */
export async function getSyncRunStatus(db: Db, runId: string): Promise<SyncRun | null> {
  const run = await getSyncRun(db, runId)
  if (!run) return null
  return {
    id: run.id,
    game: run.game,
    forceRefresh: run.forceRefresh,
    status: run.status as SyncRun['status'],
    progress: run.progress,
    stage: run.stage,
    result: run.result ? toSyncResult(run.result) : null,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }
}
