import { and, asc, between, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type MatchStatus, matches, matchGames, type PreviousMatch } from '../db/schema/index'
import {
  changeSet,
  chunks,
  columnByPandascoreId,
  type UpsertCounts,
  type UpsertOptions,
  tally,
  wasInserted,
  zero,
} from './upsert'

// The match write path (docs/decisions/027-matches-and-events.md). Matches are keyed by PandaScore id and
// follow the upsert rules of ./upsert.ts: a match whose data columns are unchanged writes nothing, not even
// updated_at; its games are replaced only when they changed. The caller learns which matches changed in
// what a fan sees (status, score, winner, games), so live updates can be announced.

export type NewMatch = typeof matches.$inferInsert
export type NewMatchGame = Omit<typeof matchGames.$inferInsert, 'matchId'>

export interface MatchWrite {
  match: NewMatch
  games: NewMatchGame[]
}

/** A match whose status, scores, winner or games changed (or that is new). */
export interface ChangedMatch {
  pandascoreId: number
  game: string
  slug: string
  status: MatchStatus
}

export interface MatchUpsertResult {
  counts: UpsertCounts
  /** Games replaced, in matches. */
  gamesReplaced: number
  changed: ChangedMatch[]
}

const dataColumns = {
  game: matches.game,
  slug: matches.slug,
  name: matches.name,
  status: matches.status,
  tournamentId: matches.tournamentId,
  tournamentPandascoreId: matches.tournamentPandascoreId,
  eventId: matches.eventId,
  scheduledAt: matches.scheduledAt,
  beginAt: matches.beginAt,
  endAt: matches.endAt,
  originalScheduledAt: matches.originalScheduledAt,
  rescheduled: matches.rescheduled,
  matchType: matches.matchType,
  numberOfGames: matches.numberOfGames,
  team1PandascoreId: matches.team1PandascoreId,
  team1Name: matches.team1Name,
  team1Acronym: matches.team1Acronym,
  team1ImageUrl: matches.team1ImageUrl,
  team1Score: matches.team1Score,
  team2PandascoreId: matches.team2PandascoreId,
  team2Name: matches.team2Name,
  team2Acronym: matches.team2Acronym,
  team2ImageUrl: matches.team2ImageUrl,
  team2Score: matches.team2Score,
  winnerPandascoreId: matches.winnerPandascoreId,
  forfeit: matches.forfeit,
  draw: matches.draw,
  streams: matches.streams,
  previousMatches: matches.previousMatches,
  modifiedAt: matches.modifiedAt,
}

const time = (value: Date | null | undefined) => value?.getTime() ?? null

/** What a fan sees of the games, as one comparable string. */
function gamesKey(games: readonly NewMatchGame[]): string {
  return JSON.stringify(
    [...games]
      .sort((a, b) => a.position - b.position)
      .map((g) => [
        g.position,
        g.pandascoreId ?? null,
        g.status,
        g.winnerPandascoreId ?? null,
        g.lengthSeconds ?? null,
        time(g.beginAt),
        time(g.endAt),
        g.forfeit ?? false,
        g.mapName ?? null,
      ]),
  )
}

/** What a fan sees of the match itself (its games aside). */
function scoreKey(row: Pick<NewMatch, 'status' | 'team1Score' | 'team2Score' | 'winnerPandascoreId'>) {
  return JSON.stringify([
    row.status,
    row.team1Score ?? null,
    row.team2Score ?? null,
    row.winnerPandascoreId ?? null,
  ])
}

async function storedMatches(db: Db, pandascoreIds: number[]) {
  const rows = await db
    .select({
      id: matches.id,
      pandascoreId: matches.pandascoreId,
      status: matches.status,
      team1Score: matches.team1Score,
      team2Score: matches.team2Score,
      winnerPandascoreId: matches.winnerPandascoreId,
    })
    .from(matches)
    .where(inArray(matches.pandascoreId, pandascoreIds))
  const ids = rows.map((row) => row.id)
  const games = ids.length ? await db.select().from(matchGames).where(inArray(matchGames.matchId, ids)) : []
  const gamesByMatch = new Map<string, NewMatchGame[]>()
  for (const { matchId, ...game } of games) {
    const list = gamesByMatch.get(matchId) ?? []
    list.push(game)
    gamesByMatch.set(matchId, list)
  }
  return new Map(
    rows.map((row) => [row.pandascoreId, { ...row, gamesKey: gamesKey(gamesByMatch.get(row.id) ?? []) }]),
  )
}

async function writeChunk(db: Db, chunk: MatchWrite[], force: boolean, result: MatchUpsertResult) {
  const stored = await storedMatches(
    db,
    chunk.map((row) => row.match.pandascoreId),
  )
  const { set, setWhere } = changeSet(dataColumns, force)
  const returned = await db
    .insert(matches)
    .values(chunk.map((row) => row.match))
    .onConflictDoUpdate({ target: matches.pandascoreId, set, setWhere })
    .returning({ id: matches.id, pandascoreId: matches.pandascoreId, inserted: wasInserted })
  tally(chunk.length, returned, result.counts)
  const newIds = new Map(returned.map((row) => [row.pandascoreId, row.id]))

  const replace: { matchId: string; games: NewMatchGame[] }[] = []
  for (const { match, games } of chunk) {
    const before = stored.get(match.pandascoreId)
    const matchId = before?.id ?? newIds.get(match.pandascoreId)
    if (!matchId) continue
    const gamesChanged = (before?.gamesKey ?? '[]') !== gamesKey(games)
    if (gamesChanged || (force && games.length)) replace.push({ matchId, games })
    if (!before || gamesChanged || scoreKey(before) !== scoreKey(match)) {
      const { pandascoreId, game, slug, status } = match
      result.changed.push({ pandascoreId, game, slug, status })
    }
  }
  if (!replace.length) return
  await db.delete(matchGames).where(
    inArray(
      matchGames.matchId,
      replace.map((r) => r.matchId),
    ),
  )
  const gameRows = replace.flatMap(({ matchId, games }) => games.map((game) => ({ ...game, matchId })))
  for (const gameChunk of chunks(gameRows)) await db.insert(matchGames).values(gameChunk)
  result.gamesReplaced += replace.length
}

/**
 * Matches with their games, idempotent (see above). Rows repeating a PandaScore id keep the last one. Returns the
 * counts and the matches whose status, scores, winner or games changed, new ones included.
 */
export async function upsertMatches(
  db: Db,
  rows: readonly MatchWrite[],
  options: UpsertOptions = {},
): Promise<MatchUpsertResult> {
  const unique = [...new Map(rows.map((row) => [row.match.pandascoreId, row])).values()]
  const result: MatchUpsertResult = { counts: zero(), gamesReplaced: 0, changed: [] }
  if (!unique.length) return result
  await db.transaction(async (tx) => {
    // 35 columns a match: 200 rows keep a statement far below PostgreSQL's parameter limit.
    for (const chunk of chunks(unique, 200)) await writeChunk(tx, chunk, options.force ?? false, result)
  })
  return result
}

/** The stored bracket links of these matches, by PandaScore id. */
export function listPreviousMatches(
  db: Db,
  pandascoreIds: readonly number[],
): Promise<Map<number, PreviousMatch[]>> {
  return columnByPandascoreId(db, matches, matches.previousMatches, pandascoreIds)
}

// ---------------------------------------------------------------------------------------------------------
// The live poller's questions (services/live-poll.ts).

/** The matches stored as running, with the instant each started. */
export async function listRunningMatches(db: Db): Promise<{ pandascoreId: number; startsAt: Date | null }[]> {
  return db
    .select({ pandascoreId: matches.pandascoreId, startsAt: matches.startsAt })
    .from(matches)
    .where(eq(matches.status, 'running'))
}

/** Whether a match not yet started is due between these instants (its begin, else scheduled time). */
export async function hasMatchStartingBetween(db: Db, from: Date, to: Date): Promise<boolean> {
  const [row] = await db
    .select({ pandascoreId: matches.pandascoreId })
    .from(matches)
    .where(and(eq(matches.status, 'not_started'), between(matches.startsAt, from, to)))
    .limit(1)
  return row !== undefined
}

/**
 * The PandaScore ids of a game's stored matches still to be played (not started or postponed), soonest first: the
 * sync asks again about those its lists no longer hold.
 */
export async function listUnplayedMatchIds(db: Db, game: string): Promise<number[]> {
  const rows = await db
    .select({ pandascoreId: matches.pandascoreId })
    .from(matches)
    .where(and(eq(matches.game, game), inArray(matches.status, ['not_started', 'postponed'])))
    .orderBy(asc(matches.startsAt), asc(matches.pandascoreId))
  return rows.map((row) => row.pandascoreId)
}
