import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events, matches, matchGames, matchTexts, tournaments } from '../db/schema/index'
import { currentPlayersJson, rostersJson, withPlayerPages } from './event-reads'
import {
  JOINS,
  type MatchListRow,
  type MatchSummaryRow,
  selectListRows,
  selectSummaries,
  summaryFields,
  team1Page,
  team2Page,
} from './match-summaries'
import { limitStep, literalLimit, preparedOnce, rowsAsJson, runPrepared } from './prepared'
import { storiesNamingBothJson } from './story-teams'

// The matches API's reads (issue #14): the matches page's sections, a match page, a team's form and the
// head-to-head of two teams. The sync writes these tables (storage/matches.ts); nothing here writes. Lists page by
// keyset on (starts_at, pandascore_id), served by the partial indexes of migration 0018 (one per section), so a
// page costs the same on the first day of results as on the thousandth.

export type MatchSection = 'live' | 'upcoming' | 'results'

// Written as literals, as the partial indexes of each section spell them (a parameter would not match them).
const SECTION_STATUSES: Record<MatchSection, SQL> = {
  live: sql`${matches.status} = 'running'`,
  upcoming: sql`${matches.status} IN ('not_started', 'postponed')`,
  results: sql`${matches.status} IN ('finished', 'canceled')`,
}

export interface MatchListFilter {
  section: MatchSection
  game?: string | undefined
  /** Our tier of the match's tournament (tier-1 …). */
  tier?: string | undefined
  /** Matches a side of which is one of these teams (PandaScore ids): a reader's followed set (issue #18). */
  teams?: readonly number[] | undefined
  from?: Date | undefined
  to?: Date | undefined
  /** The last row of the previous page: rows strictly after it in the section's order. */
  after?: { startsAt: Date; pandascoreId: number } | undefined
  limit: number
}

/**
 * One section of the matches page: live and upcoming soonest first, results newest first; `limit` rows at most.
 * Matches with no time at all are left out of lists (they still have their page). Each shape of the read (which
 * filters it has) is built once and run with the filters' values; a followed set's ids are written in the text.
 */
export async function listMatchSection(db: Db, filter: MatchListFilter): Promise<MatchListRow[]> {
  if (filter.teams?.length === 0) return []
  // PostgreSQL keeps a generic plan only when it looks no dearer than planning anew. With both ends of the time
  // range bound it guesses few rows and a parameter limit is fine; an open range (results by cursor, live, upcoming
  // from now on) needs the limit in the text for that, or it is planned at every call (decision 042).
  const step = filter.from && filter.to ? undefined : limitStep(filter.limit)
  const values = {
    game: filter.game,
    tier: filter.tier,
    from: filter.from?.toISOString(),
    to: filter.to?.toISOString(),
    afterAt: filter.after?.startsAt.toISOString(),
    afterId: filter.after?.pandascoreId,
    limit: filter.limit,
  }
  const build = () => sectionAsJson(db, filter, step)
  const has = (key: keyof typeof values) => (values[key] === undefined ? '-' : key)
  const shape = [filter.section, ...(['game', 'tier', 'from', 'to', 'afterAt'] as const).map(has)]
  const [read] = filter.teams
    ? await runPrepared(build(), values)
    : await preparedOnce(db, `matches:${shape.join(':')}:${step ?? 'limit'}`, build).execute(values)
  const rows = read?.rows ?? []
  return step ? rows.slice(0, filter.limit) : rows
}

/**
 * listMatchSection's rows as one JSON column (rowsAsJson): the server parses one JSON text natively instead of each
 * of a hundred rows' 37 fields, which made the server's thread, not the database, the bound of a list's throughput
 * (decision 042, round 7).
 */
function sectionAsJson(db: Db, filter: MatchListFilter, step: number | undefined) {
  const direction = filter.section === 'results' ? sql`DESC` : sql`ASC`
  return db
    .select({
      rows: rowsAsJson<MatchListRow[]>(sectionQuery(db, filter, step), (column) => [
        sql`${column(matches.startsAt)} ${direction}`,
        sql`${column(matches.pandascoreId)} ${direction}`,
      ]),
    })
    .from(sql`(SELECT 1) AS one`)
}

/**
 * listMatchSection's statement, its values as placeholders named after the filter's fields; with a `step`, that
 * limit is written in the text.
 */
function sectionQuery(db: Db, filter: MatchListFilter, step: number | undefined) {
  const value = (name: string) => sql.placeholder(name)
  const newestFirst = filter.section === 'results'
  const conditions: (SQL | undefined)[] = [
    SECTION_STATUSES[filter.section],
    isNotNull(matches.startsAt),
    filter.game ? eq(matches.game, value('game')) : undefined,
    filter.tier ? eq(tournaments.tier, value('tier')) : undefined,
    filter.teams
      ? or(
          inArray(matches.team1PandascoreId, [...filter.teams]),
          inArray(matches.team2PandascoreId, [...filter.teams]),
        )
      : undefined,
    filter.from ? sql`${matches.startsAt} >= ${value('from')}::timestamptz` : undefined,
    filter.to ? sql`${matches.startsAt} <= ${value('to')}::timestamptz` : undefined,
  ]
  if (filter.after) {
    // A row comparison, so the keyset is an index bound rather than a filter.
    const key = sql`(${matches.startsAt}, ${matches.pandascoreId})`
    const after = sql`(${value('afterAt')}::timestamptz, ${value('afterId')}::int)`
    conditions.push(newestFirst ? sql`${key} < ${after}` : sql`${key} > ${after}`)
  }
  const order = newestFirst
    ? [desc(matches.startsAt), desc(matches.pandascoreId)]
    : [asc(matches.startsAt), asc(matches.pandascoreId)]
  return selectListRows(db, and(...conditions))
    .orderBy(...order)
    .limit(step ? literalLimit(step) : value('limit'))
}

/** A match by its PandaScore id (the number its slug ends in), or null. */
export async function getMatchSummary(db: Db, pandascoreId: number): Promise<MatchSummaryRow | null> {
  const [row] = await selectSummaries(db, eq(matches.pandascoreId, pandascoreId)).limit(1)
  return row ?? null
}

/** A match's game and its preview or recap, as the match page's row carries them (read as JSON). */
export interface MatchGameRow {
  position: number
  status: (typeof matchGames.$inferSelect)['status']
  winnerPandascoreId: number | null
  lengthSeconds: number | null
  forfeit: boolean
  mapName: string | null
}
export interface MatchTextRow {
  kind: string
  content: string
  engine: string
  /** As PostgreSQL writes a timestamptz in JSON. */
  createdAt: string
}

/** Outer-row references of the match page's read: the match's two sides. */
const SIDES = sql`(${matches.team1PandascoreId}, ${matches.team2PandascoreId})`

/**
 * Wins of each side and draws over the two teams' finished meetings (both orders), this match aside, going into
 * it: before it for a played match, all of them for one not played yet.
 */
const headToHeadJson = sql<{ aWins: number; bWins: number; draws: number }>`(SELECT json_build_object(
    'aWins', count(*) FILTER (WHERE h.winner_pandascore_id = ${matches.team1PandascoreId}),
    'bWins', count(*) FILTER (WHERE h.winner_pandascore_id = ${matches.team2PandascoreId}),
    'draws', count(*) FILTER (WHERE h.draw))
  FROM ${matches} h
  WHERE ((h.team1_pandascore_id = ${matches.team1PandascoreId} AND h.team2_pandascore_id = ${matches.team2PandascoreId})
      OR (h.team1_pandascore_id = ${matches.team2PandascoreId} AND h.team2_pandascore_id = ${matches.team1PandascoreId}))
    AND h.status = 'finished' AND h.pandascore_id <> ${matches.pandascoreId}
    AND (${matches.status} NOT IN ('finished', 'canceled') OR ${matches.startsAt} IS NULL
      OR h.starts_at < ${matches.startsAt}))`

/**
 * A match by its PandaScore id (the number its slug ends in) with, in one statement, its games and texts, its
 * sides' rosters of its stage and current players (with our pages), their head-to-head counts, and the recent
 * matches of its sides (`recentMatchesJson`: `form` each, `meetings` of the two), and the newest `news` stories
 * naming both (when we hold both teams: `[]` otherwise); or null.
 */
export async function getMatchPageRow(
  db: Db,
  pandascoreId: number,
  counts: { form: number; meetings: number; news: number },
) {
  const [row] = await preparedOnce(db, 'match-page', () => matchPageQuery(db)).execute({
    id: pandascoreId,
    ...counts,
  })
  return row ? { ...row, stageRosters: withPlayerPages(row.stageRosters) } : null
}

/** getMatchPageRow's statement; the match's id is the placeholder `id`, the counts `form`, `meetings` and `news`. */
function matchPageQuery(db: Db) {
  const fields = {
    ...summaryFields,
    streams: matches.streams,
    games: sql<MatchGameRow[]>`(SELECT coalesce(json_agg(json_build_object('position', g.position,
        'status', g.status, 'winnerPandascoreId', g.winner_pandascore_id, 'lengthSeconds', g.length_seconds,
        'forfeit', g.forfeit, 'mapName', g.map_name) ORDER BY g.position), '[]')
      FROM ${matchGames} g WHERE g.match_id = ${matches.id})`,
    texts: sql<MatchTextRow[]>`(SELECT coalesce(json_agg(json_build_object('kind', t.kind,
        'content', t.content, 'engine', t.engine, 'createdAt', t.created_at)), '[]')
      FROM ${matchTexts} t WHERE t.match_id = ${matches.id})`,
    stageRosters: rostersJson(
      sql`r.tournament_id = ${matches.tournamentId} AND r.team_pandascore_id IN ${SIDES}`,
    ),
    currentPlayers: currentPlayersJson(SIDES),
    headToHead: headToHeadJson,
    recent: recentMatchesJson(db),
    news: storiesNamingBothJson(db, team1Page.id, team2Page.id, sql.placeholder('news')),
  }
  return db
    .select(fields)
    .from(matches)
    .leftJoin(tournaments, JOINS.tournament)
    .leftJoin(events, JOINS.event)
    .leftJoin(team1Page, JOINS.team1Page)
    .leftJoin(team2Page, JOINS.team2Page)
    .where(eq(matches.pandascoreId, sql.placeholder('id')))
    .limit(1)
}

/**
 * The matches of some stages (tournaments: ids, or a subquery of them), in time order: an event's schedule, results
 * and brackets.
 */
export function listStageMatches(db: Db, tournamentIds: string[] | SQL): Promise<MatchSummaryRow[]> {
  if (Array.isArray(tournamentIds) && !tournamentIds.length) return Promise.resolve([])
  return runPrepared(
    selectSummaries(db, inArray(matches.tournamentId, tournamentIds)).orderBy(
      asc(matches.startsAt),
      asc(matches.pandascoreId),
    ),
  )
}

/**
 * The last finished matches of the match's two sides (`form` each) and of their meetings (`meetings`), newest first,
 * going into the match (before it for a played match, all of them for one not played yet) and without it; the
 * caller splits them by team. Each list is a bounded read of a (team, starts_at) index, one per side the team can be
 * on, and the union of their ids is read whole. The match is the placeholder `id`: this is a column of its page's
 * statement.
 */
function recentMatchesJson(db: Db) {
  const value = (name: string) => sql.placeholder(name)
  const current = sql`(SELECT team1_pandascore_id AS a, team2_pandascore_id AS b, pandascore_id AS id,
      CASE WHEN status IN ('finished', 'canceled') THEN starts_at END AS before
    FROM ${matches} WHERE pandascore_id = ${value('id')}) this`
  const pick = (where: string, limit: string) =>
    sql`(SELECT p.pandascore_id FROM ${matches} p WHERE ${sql.raw(where)} AND p.status = 'finished'
        AND p.pandascore_id <> this.id AND (this.before IS NULL OR p.starts_at < this.before)
        ORDER BY p.starts_at DESC NULLS LAST, p.pandascore_id DESC LIMIT ${value(limit)})`
  const picks = [
    pick('p.team1_pandascore_id = this.a', 'form'),
    pick('p.team2_pandascore_id = this.a', 'form'),
    pick('p.team1_pandascore_id = this.b', 'form'),
    pick('p.team2_pandascore_id = this.b', 'form'),
    pick('p.team1_pandascore_id = this.a AND p.team2_pandascore_id = this.b', 'meetings'),
    pick('p.team1_pandascore_id = this.b AND p.team2_pandascore_id = this.a', 'meetings'),
  ]
  const picked = sql`${matches.pandascoreId} IN (SELECT picked.id FROM ${current}
    CROSS JOIN LATERAL (${sql.join(picks, sql` UNION ALL `)}) AS picked(id))`
  return rowsAsJson<MatchSummaryRow[]>(selectSummaries(db, picked), (column) => [
    sql`${column(matches.startsAt)} DESC NULLS LAST`,
    sql`${column(matches.pandascoreId)} DESC`,
  ])
}
