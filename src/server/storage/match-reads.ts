import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { events, matches, matchGames, matchTexts, teams, tournaments } from '../db/schema/index'
import { currentPlayersJson, rostersJson, stageIdsOfEvent } from './event-reads'
import { limitStep, literalLimit, preparedOnce, runPrepared } from './prepared'

// The matches API's reads (issue #14): the matches page's sections, a match page, a team's form and the
// head-to-head of two teams. The sync writes these tables (storage/matches.ts); nothing here writes. Lists page by
// keyset on (starts_at, pandascore_id), served by the partial indexes of migration 0018 (one per section), so a
// page costs the same on the first day of results as on the thousandth.

const team1Page = alias(teams, 'team1_page')
const team2Page = alias(teams, 'team2_page')

/** What a match summary is built from: the match, its stage and event, and the team pages of its sides. */
const summaryFields = {
  id: matches.id,
  pandascoreId: matches.pandascoreId,
  slug: matches.slug,
  game: matches.game,
  name: matches.name,
  status: matches.status,
  startsAt: matches.startsAt,
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
  previousMatches: matches.previousMatches,
  streams: matches.streams,
  tournamentId: matches.tournamentId,
  eventId: matches.eventId,
  tournament: { name: tournaments.name, stageName: tournaments.stageName, tier: tournaments.tier },
  event: { name: events.name, slug: events.slug, game: events.game },
  team1Page: { id: team1Page.id, slug: team1Page.slug, game: team1Page.currentVideogame },
  team2Page: { id: team2Page.id, slug: team2Page.slug, game: team2Page.currentVideogame },
}

/** How a summary's joins meet the match (the match page's read joins the same). */
const JOINS = {
  tournament: eq(tournaments.id, matches.tournamentId),
  event: eq(events.id, matches.eventId),
  team1Page: eq(team1Page.pandascoreId, matches.team1PandascoreId),
  team2Page: eq(team2Page.pandascoreId, matches.team2PandascoreId),
}

export type MatchSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

/** Summaries of the matches `where` selects, with their joins; the caller orders and limits. */
export function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryFields)
    .from(matches)
    .leftJoin(tournaments, JOINS.tournament)
    .leftJoin(events, JOINS.event)
    .leftJoin(team1Page, JOINS.team1Page)
    .leftJoin(team2Page, JOINS.team2Page)
    .where(where)
    .$dynamic()
}

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
export async function listMatchSection(db: Db, filter: MatchListFilter): Promise<MatchSummaryRow[]> {
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
  const build = () => sectionQuery(db, filter, step)
  const has = (key: keyof typeof values) => (values[key] === undefined ? '-' : key)
  const shape = [filter.section, ...(['game', 'tier', 'from', 'to', 'afterAt'] as const).map(has)]
  const rows = filter.teams
    ? await runPrepared(build(), values)
    : await preparedOnce(db, `matches:${shape.join(':')}:${step ?? 'limit'}`, build).execute(values)
  return step ? rows.slice(0, filter.limit) : rows
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
  return selectSummaries(db, and(...conditions))
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
 * A match by its PandaScore id (the number its slug ends in) with, in one read, its games and texts, its sides'
 * rosters of its stage and current players (with our pages) and their head-to-head counts; or null.
 */
export async function getMatchPageRow(db: Db, pandascoreId: number) {
  const [row] = await preparedOnce(db, 'match-page', () => matchPageQuery(db)).execute({ id: pandascoreId })
  return row ?? null
}

/** getMatchPageRow's statement; the match's id is the placeholder `id`. */
function matchPageQuery(db: Db) {
  const fields = {
    ...summaryFields,
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

/** The matches of every stage of the event with a PandaScore serie id, in time order: its page's schedule and brackets. */
export function listEventMatches(db: Db, eventPandascoreId: number): Promise<MatchSummaryRow[]> {
  return preparedOnce(db, 'event-matches', () =>
    selectSummaries(db, inArray(matches.tournamentId, stageIdsOfEvent(sql.placeholder('id')))).orderBy(
      asc(matches.startsAt),
      asc(matches.pandascoreId),
    ),
  ).execute({ id: eventPandascoreId })
}

/**
 * The last finished matches of two teams (`form` each) and of their meetings (`meetings`), newest first, but one
 * match, in one read: each list is a bounded read of a (team, starts_at) index, one per side the team can be on,
 * and the union of their ids is read whole. The caller splits it by team. Only matches before `before` count.
 */
export function listRecentMatchesOfTeams(
  db: Db,
  teams: { a: number | null; b: number | null },
  options: { form: number; meetings: number; excludeMatch: number; before: Date | null },
): Promise<MatchSummaryRow[]> {
  if (teams.a == null && teams.b == null) return Promise.resolve([])
  const shape = `recent:${teams.a == null ? '-' : 'a'}:${teams.b == null ? '-' : 'b'}:${options.before ? 'before' : '-'}`
  return preparedOnce(db, shape, () => recentMatchesQuery(db, teams, options.before !== null)).execute({
    a: teams.a,
    b: teams.b,
    exclude: options.excludeMatch,
    before: options.before?.toISOString(),
    form: options.form,
    meetings: options.meetings,
  })
}

/** listRecentMatchesOfTeams's statement for the sides it is given; the values are placeholders. */
function recentMatchesQuery(db: Db, teams: { a: number | null; b: number | null }, hasBefore: boolean) {
  const value = (name: string) => sql.placeholder(name)
  const newestFirst = sql`${matches.startsAt} DESC NULLS LAST, ${matches.pandascoreId} DESC`
  const earlier = hasBefore ? sql`${matches.startsAt} < ${value('before')}::timestamptz` : sql`true`
  const pick = (where: SQL, limit: string) =>
    sql`(SELECT ${matches.pandascoreId} FROM ${matches} WHERE ${where} AND ${matches.status} = 'finished'
        AND ${matches.pandascoreId} <> ${value('exclude')} AND ${earlier}
        ORDER BY ${newestFirst} LIMIT ${value(limit)})`
  const picks: SQL[] = []
  for (const team of (['a', 'b'] as const).filter((side) => teams[side] != null))
    picks.push(
      pick(eq(matches.team1PandascoreId, value(team)), 'form'),
      pick(eq(matches.team2PandascoreId, value(team)), 'form'),
    )
  if (teams.a != null && teams.b != null)
    for (const [x, y] of [
      ['a', 'b'],
      ['b', 'a'],
    ] as const)
      picks.push(
        pick(
          and(eq(matches.team1PandascoreId, value(x)), eq(matches.team2PandascoreId, value(y)))!,
          'meetings',
        ),
      )
  return selectSummaries(db, sql`${matches.pandascoreId} IN (${sql.join(picks, sql` UNION ALL `)})`).orderBy(
    newestFirst,
  )
}
