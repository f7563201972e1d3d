import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articleTsquery } from './article-tsquery'
import { countTeams, getTeamRank } from './teams'
import { articles, events, matches, players, teamMatches, teams, tournaments } from '../db/schema/index'

// The chat's reads (ARCHITECTURE.md "The AI layer": retrieval is PostgreSQL full-text search over articles, teams,
// players and matches). Every query here is bounded and served by an index, because the chat answers within
// 200 ms at p99 on 100,000 articles: articles by the `search` GIN index (or the tags GIN index and the
// published_at index), teams and players by their `search` GIN indexes, matches by (team_id, match_date) or
// (tournament_id, match_date).

/** Words that can go into a tsquery as they are: letters and digits only, so no tsquery operator gets through. */
export function safeWords(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean))]
}

/** to_tsquery('simple', 'a | b | c'): any of the words. */
function anyWordQuery(words: readonly string[]): SQL {
  return sql`to_tsquery('simple', ${words.join(' | ')})`
}

// ---------------------------------------------------------------------------------------------------------
// Articles.

export interface ChatArticleRow {
  id: string
  slug: string
  title: string
  summary: string
  game: string
  tags: string[]
  publishedAt: Date
  /** The story's text (HTML), for the sentence that answers the question. */
  content: string
  /** ts_rank of the question's terms; 0 for reads that do not rank. */
  rank: number
  /** How many of the terms the story holds (all of them unless `match: 'most'`). */
  matched: number
}

const articleFields = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  game: articles.game,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  content: articles.content,
}

/** Between the ways a term may be written: "contract | deal | extension" is found by any of them. */
export const TERM_OR = ' | '

interface ArticleSearchOptions {
  /**
   * Every one must appear: each a word, a version number ("7.42") or a phrase of plain words (kept together), or
   * several of them joined by TERM_OR, any of which will do.
   */
  terms: readonly string[]
  /** Only articles with this tag (a game slug such as "cs2"). */
  tag?: string
  /** rank: best ts_rank first, newest on a tie; newest: newest first. */
  order: 'rank' | 'newest'
  /**
   * all (default): every term must appear. most: any term may, and the stories holding the most terms come first
   * (then by `order`); `matched` says how many each holds, so the caller decides how many are enough.
   */
  match?: 'all' | 'most'
  /** With `match: 'most'`: terms every story must hold all the same (a question's numbers). */
  required?: readonly string[]
  limit: number
  /**
   * How many of the newest matching articles are ranked (default 200). A common word can match a large share of
   * a big archive; ranking only the newest few hundred keeps the cost bounded, and for news the newest are the
   * ones worth citing.
   */
  pool?: number
}

/** websearch_to_tsquery input for one term: a phrase is quoted so it must appear as a phrase. */
function termText(term: string): string {
  // Letters, digits, and a dot between digits ("7.42", which the english parser keeps whole).
  const words = term
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return words.includes(' ') ? `"${words}"` : words
}

/** A term's ways of being written ("contract | deal": either will do), each as websearch_to_tsquery input. */
function termAlternatives(term: string): string[] {
  return [...new Set(term.split(TERM_OR).map(termText).filter(Boolean))]
}

/** One term's query: any of its alternatives. */
function termQuery(alternatives: readonly string[]) {
  const each = alternatives.map((a) => articleTsquery(a))
  return each.length === 1 ? each[0] : sql`(${sql.join(each, sql` || `)})`
}

/**
 * Full-text search over articles (english configuration, weighted title A, summary B, content C): the newest
 * `pool` articles containing every term (or any, `match: 'most'`), by the GIN index, then ranked with ts_rank.
 */
export async function searchArticles(db: Db, options: ArticleSearchOptions): Promise<ChatArticleRow[]> {
  const terms = options.terms.map(termAlternatives).filter((t) => t.length)
  if (!terms.length) return []
  const most = options.match === 'most' && terms.length > 1
  const each = terms.map(termQuery)
  const query = sql.join(each, most ? sql` || ` : sql` && `)
  const filters = [sql`${articles.search} @@ (${query})`]
  const required = (options.required ?? []).map(termAlternatives).filter((t) => t.length)
  if (most && required.length) {
    filters.push(sql`${articles.search} @@ (${sql.join(required.map(termQuery), sql` && `)})`)
  }
  if (options.tag) filters.push(arrayContains(articles.tags, [options.tag]))
  const candidates = db
    .select({ id: articles.id, publishedAt: articles.publishedAt, search: articles.search })
    .from(articles)
    .where(and(...filters))
    .orderBy(desc(articles.publishedAt))
    .limit(options.pool ?? 200)
    .as('candidates')

  const rank = sql<number>`ts_rank(${candidates.search}, (${query}))`.mapWith(Number)
  const matched = most
    ? sql<number>`(${sql.join(
        each.map((q) => sql`(${candidates.search} @@ ${q})::int`),
        sql` + `,
      )})`.mapWith(Number)
    : sql<number>`${terms.length}`.mapWith(Number)
  return db
    .select({ ...articleFields, rank, matched })
    .from(candidates)
    .innerJoin(articles, eq(articles.id, candidates.id))
    .orderBy(
      ...(most ? [desc(matched)] : []),
      ...(options.order === 'rank'
        ? [desc(rank), desc(candidates.publishedAt)]
        : [desc(candidates.publishedAt)]),
    )
    .limit(options.limit)
}

/** Articles by their slugs (articles_slug unique index), in no order. */
export async function listArticlesBySlug(db: Db, slugs: readonly string[]): Promise<ChatArticleRow[]> {
  if (!slugs.length) return []
  const rows = await db
    .select(articleFields)
    .from(articles)
    .where(inArray(articles.slug, [...slugs]))
    .limit(slugs.length)
  return rows.map((row) => ({ ...row, rank: 0, matched: 0 }))
}

/** The newest articles, optionally only those with a tag (a game slug, or a league's tag): tags GIN index. */
export async function listLatestArticles(
  db: Db,
  options: { tag?: string; limit: number },
): Promise<ChatArticleRow[]> {
  const rows = await db
    .select(articleFields)
    .from(articles)
    .where(options.tag ? arrayContains(articles.tags, [options.tag]) : undefined)
    .orderBy(desc(articles.publishedAt))
    .limit(options.limit)
  return rows.map((row) => ({ ...row, rank: 0, matched: 0 }))
}

// ---------------------------------------------------------------------------------------------------------
// Teams and players.

export interface ChatTeamRow {
  id: string
  pandascoreId: number | null
  name: string
  slug: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  tier: string
}

const teamFields = {
  id: teams.id,
  pandascoreId: teams.pandascoreId,
  name: teams.name,
  slug: teams.slug,
  acronym: teams.acronym,
  location: teams.location,
  currentVideogame: teams.currentVideogame,
  tier: teams.tier,
}

/**
 * Teams that might be named in a question: any of the words in the name or acronym (the 'simple' `search`
 * vector, GIN), an acronym equal to a word, a slug equal to one of the slug candidates, or a name containing one
 * of the fragments ("condor" in "Andes Condors": the teams table is small, a few thousand rows at most). The
 * chat decides afterwards which of them the question really names.
 */
export async function findTeamCandidates(
  db: Db,
  options: {
    words: readonly string[]
    fragments?: readonly string[]
    slugs?: readonly string[]
    limit: number
  },
): Promise<ChatTeamRow[]> {
  const words = safeWords(options.words)
  if (!words.length) return []
  const query = anyWordQuery(words)
  const fragments = safeWords(options.fragments ?? []).filter((f) => f.length >= 4)
  return db
    .select(teamFields)
    .from(teams)
    .where(
      or(
        sql`${teams.search} @@ ${query}`,
        inArray(sql`lower(${teams.acronym})`, words),
        options.slugs?.length ? inArray(teams.slug, [...options.slugs]) : undefined,
        ...fragments.map((fragment) => ilike(teams.name, `%${fragment}%`)),
      ),
    )
    .orderBy(desc(sql`ts_rank(${teams.search}, ${query})`), desc(teams.qualityScore), asc(teams.name))
    .limit(options.limit)
}

/** The best-rated teams of a game (teams_game_quality_idx). */
export async function listTopTeams(db: Db, options: { game: string; limit: number }): Promise<ChatTeamRow[]> {
  return db
    .select(teamFields)
    .from(teams)
    .where(eq(teams.currentVideogame, options.game))
    .orderBy(desc(teams.qualityScore), asc(teams.name))
    .limit(options.limit)
}

/**
 * A place of a game's team ranking, as the team pages show it ("#4 of 6": quality score, then name): the team at
 * that place (1 = the best, 'last' = the bottom) and how many teams the game has.
 */
export async function getTeamAtRank(
  db: Db,
  options: { game: string; position: number | 'last' },
): Promise<{ team: ChatTeamRow; position: number; of: number } | undefined> {
  const of = await countTeams(db, options.game)
  const position = options.position === 'last' ? of : options.position
  if (position < 1 || position > of) return undefined
  const [team] = await db
    .select(teamFields)
    .from(teams)
    .where(eq(teams.currentVideogame, options.game))
    .orderBy(desc(teams.qualityScore), asc(teams.name))
    .offset(position - 1)
    .limit(1)
  return team ? { team, position, of } : undefined
}

/** A team's place in its game's ranking, as its page shows it. */
export async function getChatTeamRank(
  db: Db,
  teamId: string,
): Promise<{ position: number; of: number } | undefined> {
  const [team] = await db
    .select({ currentVideogame: teams.currentVideogame, qualityScore: teams.qualityScore, name: teams.name })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1)
  return team ? getTeamRank(db, team) : undefined
}

export interface ChatPlayerRow {
  id: string
  name: string
  slug: string
  firstName: string | null
  lastName: string | null
  nationality: string | null
  role: string | null
  currentVideogame: string | null
  team: { id: string; name: string; slug: string; currentVideogame: string } | null
}

const playerFields = {
  id: players.id,
  name: players.name,
  slug: players.slug,
  firstName: players.firstName,
  lastName: players.lastName,
  nationality: players.nationality,
  role: players.role,
  currentVideogame: players.currentVideogame,
}

const playerTeamFields = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  currentVideogame: teams.currentVideogame,
}

function withPlayerTeam(
  rows: { player: Omit<ChatPlayerRow, 'team'>; team: ChatPlayerRow['team'] }[],
): ChatPlayerRow[] {
  return rows.map((r) => ({ ...r.player, team: r.team?.id ? r.team : null }))
}

/** Players whose in-game name or real name contains one of the words (players_search_gin, players_name_idx). */
export async function findPlayerCandidates(
  db: Db,
  options: { words: readonly string[]; limit: number },
): Promise<ChatPlayerRow[]> {
  const words = safeWords(options.words)
  if (!words.length) return []
  const query = anyWordQuery(words)
  const rows = await db
    .select({ player: playerFields, team: playerTeamFields })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(or(sql`${players.search} @@ ${query}`, inArray(sql`lower(${players.name})`, words)))
    .orderBy(desc(sql`ts_rank(${players.search}, ${query})`), asc(players.name))
    .limit(options.limit)
  return withPlayerTeam(rows)
}

/** A team's active roster, by in-game name (players_team_idx). */
export async function listTeamRoster(db: Db, teamId: string): Promise<ChatPlayerRow[]> {
  const rows = await db
    .select({ player: playerFields, team: playerTeamFields })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(eq(players.teamId, teamId))
    .orderBy(sql`lower(${players.name})`, asc(players.name))
  return withPlayerTeam(rows)
}

// ---------------------------------------------------------------------------------------------------------
// Matches and tournaments.

interface ChatMatchRow {
  teamId: string
  opponentTeamId: string | null
  opponentName: string | null
  tournamentName: string | null
  matchDate: Date
  isFinished: boolean
  result: string | null
  scoreTeam: number | null
  scoreOpponent: number | null
  /** The match page's game and slug, when the match is in `matches` (issue #14). */
  matchGame: string | null
  matchSlug: string | null
}

const matchFields = {
  teamId: teamMatches.teamId,
  opponentTeamId: teamMatches.opponentTeamId,
  opponentName: teamMatches.opponentName,
  tournamentName: teamMatches.tournamentName,
  matchDate: teamMatches.matchDate,
  isFinished: teamMatches.isFinished,
  result: teamMatches.result,
  scoreTeam: teamMatches.scoreTeam,
  scoreOpponent: teamMatches.scoreOpponent,
  matchGame: matches.game,
  matchSlug: matches.slug,
}

/** team_matches with the match page of each row (matches.pandascore_id is unique). */
function selectTeamMatches(db: Db) {
  return db
    .select(matchFields)
    .from(teamMatches)
    .leftJoin(matches, eq(matches.pandascoreId, teamMatches.pandascoreMatchId))
}

/** The team's scheduled matches from `from` on, soonest first (team_matches_team_date_idx). */
export async function listNextTeamMatches(
  db: Db,
  options: { teamId: string; from: Date; limit: number },
): Promise<ChatMatchRow[]> {
  return selectTeamMatches(db)
    .where(
      and(
        eq(teamMatches.teamId, options.teamId),
        eq(teamMatches.isFinished, false),
        gte(teamMatches.matchDate, options.from),
      ),
    )
    .orderBy(asc(teamMatches.matchDate))
    .limit(options.limit)
}

/** The team's last finished matches, newest first (team_matches_team_date_idx). */
export async function listLastTeamMatches(
  db: Db,
  options: { teamId: string; limit: number },
): Promise<ChatMatchRow[]> {
  return selectTeamMatches(db)
    .where(and(eq(teamMatches.teamId, options.teamId), eq(teamMatches.isFinished, true)))
    .orderBy(desc(teamMatches.matchDate))
    .limit(options.limit)
}

export interface ChatTournamentRow {
  id: string
  /** The event (PandaScore serie) the tournament is a stage of, and its page's slug. */
  eventId: string | null
  eventSlug: string | null
  name: string
  tier: string
  game: string
  leagueName: string | null
  serieName: string | null
  beginAt: Date | null
  endAt: Date | null
}

/** Tournaments whose name or league contains one of the words (a small table: PandaScore's tournaments). */
export async function findTournamentCandidates(
  db: Db,
  options: { words: readonly string[]; game?: string; limit: number },
): Promise<ChatTournamentRow[]> {
  const words = safeWords(options.words)
  if (!words.length) return []
  return db
    .select({
      id: tournaments.id,
      eventId: tournaments.eventId,
      eventSlug: events.slug,
      name: tournaments.name,
      tier: tournaments.tier,
      game: tournaments.game,
      leagueName: tournaments.leagueName,
      serieName: tournaments.serieName,
      beginAt: tournaments.beginAt,
      endAt: tournaments.endAt,
    })
    .from(tournaments)
    .leftJoin(events, eq(events.id, tournaments.eventId))
    .where(
      and(
        or(...words.map((word) => ilike(tournaments.name, `%${word}%`))),
        options.game ? eq(tournaments.game, options.game) : undefined,
      ),
    )
    .orderBy(desc(tournaments.beginAt), asc(tournaments.name))
    .limit(options.limit)
}

interface ChatTournamentTeamRow {
  id: string
  name: string
  slug: string
  currentVideogame: string
  /** The team's first match in the tournament. */
  firstMatch: Date
}

/** The teams with matches in a tournament, by their first match there (team_matches_tournament_date_idx). */
export async function listTournamentTeams(
  db: Db,
  options: { tournamentId: string; limit: number },
): Promise<ChatTournamentTeamRow[]> {
  const firstMatch = sql<Date>`min(${teamMatches.matchDate})`.mapWith(teamMatches.matchDate)
  return db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      currentVideogame: teams.currentVideogame,
      firstMatch,
    })
    .from(teamMatches)
    .innerJoin(teams, eq(teamMatches.teamId, teams.id))
    .where(eq(teamMatches.tournamentId, options.tournamentId))
    .groupBy(teams.id)
    .orderBy(firstMatch, asc(teams.name))
    .limit(options.limit)
}
