import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events, matches, matchGames, tournaments } from '../db/schema/index'
import { safeWords } from './chat-search'
import { type MatchSummaryRow, selectSummaries } from './match-summaries'

// The chat's own reads of matches and events (issue #14 item 7; live matches and event schedules are the pages'
// reads, match-reads.ts and event-reads.ts): the meetings of two teams, and full-text search over both. Every read
// is bounded and served by an index: matches by (team1, team2, starts_at) or their `search` GIN index, events by
// primary key or their `search` GIN index. Matches come as the match pages' summary rows (selectSummaries).

/** One side of a meeting: by PandaScore id when we know it, else by the name the match rows carry. */
export interface ChatSide {
  pandascoreId: number | null
  name: string
}

function sideIs(column: 'team1' | 'team2', side: ChatSide): SQL | undefined {
  const id = column === 'team1' ? matches.team1PandascoreId : matches.team2PandascoreId
  const name = column === 'team1' ? matches.team1Name : matches.team2Name
  return side.pandascoreId !== null ? eq(id, side.pandascoreId) : eq(name, side.name)
}

/** The matches between two sides (in some events), newest start first (matches_team1/team2_starts_idx). */
export async function listMatchesBetween(
  db: Db,
  options: { a: ChatSide; b: ChatSide; eventIds?: readonly string[]; limit: number },
): Promise<MatchSummaryRow[]> {
  const { a, b, eventIds } = options
  return selectSummaries(
    db,
    and(
      or(and(sideIs('team1', a), sideIs('team2', b)), and(sideIs('team1', b), sideIs('team2', a))),
      eventIds?.length ? inArray(matches.eventId, [...eventIds]) : undefined,
    ),
  )
    .orderBy(desc(matches.startsAt), desc(matches.pandascoreId))
    .limit(options.limit)
}

/**
 * How many matching rows a full-text search reads at most before ordering them: words every match name holds
 * ("final", a common team word) match a large share of 500,000 matches, and reading them all costs 150 ms.
 */
const SEARCH_POOL = 300

/** Full-text search over matches ('simple' `search` vector, GIN): every word must appear; newest of the pool first. */
export async function searchMatches(
  db: Db,
  options: { words: readonly string[]; limit: number },
): Promise<MatchSummaryRow[]> {
  const words = safeWords(options.words)
  if (!words.length) return []
  const pool = db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${matches.search} @@ to_tsquery('simple', ${words.join(' & ')})`)
    .limit(SEARCH_POOL)
  return selectSummaries(db, inArray(matches.id, pool))
    .orderBy(desc(matches.startsAt), desc(matches.pandascoreId))
    .limit(options.limit)
}

export interface ChatEventRow {
  id: string
  slug: string
  game: string
  name: string
  tier: string
  beginAt: Date | null
  endAt: Date | null
  winnerPandascoreId: number | null
}

const eventFields = {
  id: events.id,
  slug: events.slug,
  game: events.game,
  name: events.name,
  tier: events.tier,
  beginAt: events.beginAt,
  endAt: events.endAt,
  winnerPandascoreId: events.winnerPandascoreId,
}

/** Events by id (primary key). */
export async function listEventsById(db: Db, ids: readonly string[]): Promise<ChatEventRow[]> {
  if (!ids.length) return []
  return db
    .select(eventFields)
    .from(events)
    .where(inArray(events.id, [...ids]))
}

/** Full-text search over events ('simple' `search` vector, GIN): every word must appear; latest start of the pool first. */
export async function searchEvents(
  db: Db,
  options: { words: readonly string[]; limit: number },
): Promise<ChatEventRow[]> {
  const words = safeWords(options.words)
  if (!words.length) return []
  const pool = db
    .select({ id: events.id })
    .from(events)
    .where(sql`${events.search} @@ to_tsquery('simple', ${words.join(' & ')})`)
    .limit(SEARCH_POOL)
  return db
    .select(eventFields)
    .from(events)
    .where(inArray(events.id, pool))
    .orderBy(sql`${events.beginAt} desc nulls last`, asc(events.name))
    .limit(options.limit)
}

/** Where and for what an event's stage is played, as PandaScore gives it (null when it does not say). */
export interface ChatStageSettingRow {
  stageName: string | null
  prizepool: string | null
  eventType: string | null
  region: string | null
  country: string | null
}

/** The prize pool, format (online, LAN), region and country of an event's stages, in order of play (tournaments_event_begin_idx). */
export async function listEventSettings(db: Db, eventId: string): Promise<ChatStageSettingRow[]> {
  return db
    .select({
      stageName: tournaments.stageName,
      prizepool: tournaments.prizepool,
      eventType: tournaments.eventType,
      region: tournaments.region,
      country: tournaments.country,
    })
    .from(tournaments)
    .where(eq(tournaments.eventId, eventId))
    .orderBy(sql`${tournaments.beginAt} asc nulls last`, asc(tournaments.pandascoreId))
}

/** A game of a match: its map, when the source names one, and who won it (by the match's side names). */
export interface ChatMapRow {
  position: number
  mapName: string
  winnerName: string | null
}

/** The named maps of a match by its PandaScore id (the number its slug ends in), in the order played. */
export async function listMatchMaps(db: Db, pandascoreId: number): Promise<ChatMapRow[]> {
  const rows = await db
    .select({
      position: matchGames.position,
      mapName: matchGames.mapName,
      winnerName: sql<string | null>`CASE ${matchGames.winnerPandascoreId}
        WHEN ${matches.team1PandascoreId} THEN ${matches.team1Name}
        WHEN ${matches.team2PandascoreId} THEN ${matches.team2Name} END`,
    })
    .from(matchGames)
    .innerJoin(matches, eq(matchGames.matchId, matches.id))
    .where(and(eq(matches.pandascoreId, pandascoreId), sql`${matchGames.mapName} IS NOT NULL`))
    .orderBy(asc(matchGames.position))
  return rows.flatMap((r) => (r.mapName?.trim() ? [{ ...r, mapName: r.mapName.trim() }] : []))
}
