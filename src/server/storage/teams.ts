import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { teams } from '../db/schema/index'
import type { FaqItem } from '../db/schema/esports'
import { preparedOnce } from './prepared'
import { formerSlugTargets } from './slug-history'
import {
  chunks,
  type IdMap,
  storedIds,
  type UpsertCounts,
  type UpsertOptions,
  upsertRows,
  withFreeSlugs,
} from './upsert'

export type TeamRow = typeof teams.$inferSelect
export type NewTeam = typeof teams.$inferInsert
export type TeamRowWithCount = TeamRow & { playerCount: number }

/**
 * How many players a team has (`teamId` its id, qualified by hand: drizzle writes a one-table select's columns
 * unqualified, and inside the subquery "id" would mean players.id).
 */
export const playerCountOf = (teamId: SQL) =>
  sql<number>`(SELECT count(*)::int FROM players p WHERE p.team_id = ${teamId})`
const playerCount = playerCountOf(sql`"teams"."id"`)

/** A team as a player's profile or a roster row names it. */
export const teamRefColumns = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  acronym: teams.acronym,
  imageUrl: teams.imageUrl,
  currentVideogame: teams.currentVideogame,
}

/** What a team directory shows, and no more: not the FAQ, the search vector or the timestamps. */
export type TeamSummaryRow = Pick<
  TeamRowWithCount,
  | keyof typeof teamRefColumns
  | 'location'
  | 'tier'
  | 'qualityScore'
  | 'pandascoreId'
  | 'tournamentCount'
  | 'matchesCount'
  | 'prioritySync'
  | 'playerCount'
>

// §7 Table teams sort options: quality (quality_score desc, name), tier (tier, quality_score desc, name), name.
const ORDER = {
  quality: [desc(teams.qualityScore), asc(teams.name)],
  tier: [asc(teams.tier), desc(teams.qualityScore), asc(teams.name)],
  name: [asc(teams.name)],
} as const

const teamSummaryFields = {
  ...teamRefColumns,
  location: teams.location,
  tier: teams.tier,
  qualityScore: teams.qualityScore,
  pandascoreId: teams.pandascoreId,
  tournamentCount: teams.tournamentCount,
  matchesCount: teams.matchesCount,
  prioritySync: teams.prioritySync,
  playerCount,
}

/**
 * A page of the team directory: one named statement per sort and filter, mapped by a mapper decided once
 * (decision 042; drizzle's own per-column mapping was the largest cost of this read for 100 rows). A game's first
 * page by quality is read off teams_game_quality_idx (game, quality, name) in order.
 */
export async function listTeams(
  db: Db,
  options: { game?: string; sort: keyof typeof ORDER; limit: number },
): Promise<TeamSummaryRow[]> {
  const key = `teams:${options.sort}:${options.game ? 'game' : '-'}`
  return preparedOnce(db, key, () =>
    db
      .select(teamSummaryFields)
      .from(teams)
      .where(options.game ? eq(teams.currentVideogame, sql.placeholder('game')) : undefined)
      .orderBy(...ORDER[options.sort])
      .limit(sql.placeholder('limit')),
  ).execute({ game: options.game, limit: options.limit })
}

export async function getTeamBySlug(db: Db, slug: string): Promise<TeamRowWithCount | null> {
  const [row] = await db.select({ team: teams, playerCount }).from(teams).where(eq(teams.slug, slug)).limit(1)
  return row ? { ...row.team, playerCount: row.playerCount } : null
}

export async function getTeamById(db: Db, id: string): Promise<TeamRowWithCount | null> {
  const [row] = await db.select({ team: teams, playerCount }).from(teams).where(eq(teams.id, id)).limit(1)
  return row ? { ...row.team, playerCount: row.playerCount } : null
}

/** The team's place within its game by quality score (1 = best), and how many teams that game has. */
export async function getTeamRank(db: Db, team: Pick<TeamRow, 'currentVideogame' | 'qualityScore' | 'name'>) {
  const [row] = await db
    .select(rankCounts(team))
    .from(teams)
    .where(eq(teams.currentVideogame, team.currentVideogame))
  return rankOf(row)
}

/** getTeamRank's counts for a team given by values, or by the columns of an outer read. */
function rankCounts(team: { qualityScore: unknown; name: unknown }) {
  return {
    better: sql<number>`count(*) FILTER (WHERE ${teams.qualityScore} > ${team.qualityScore} OR (${teams.qualityScore} = ${team.qualityScore} AND ${teams.name} < ${team.name}))::int`,
    total: sql<number>`count(*)::int`,
  }
}

export function rankOf(counts: { better: number; total: number } | undefined) {
  return { position: (counts?.better ?? 0) + 1, of: counts?.total ?? 0 }
}

/** getTeamRank's counts as a JSON column of an outer read of the team (`team` that read's table or alias). */
export function teamRankJson(team: { currentVideogame: SQL; qualityScore: SQL; name: SQL }) {
  const counts = rankCounts(team)
  return sql<{ better: number; total: number }>`(SELECT json_build_object('better', ${counts.better},
    'total', ${counts.total}) FROM ${teams} WHERE ${teams.currentVideogame} = ${team.currentVideogame})`
}

export async function countTeams(db: Db, game?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .where(game ? eq(teams.currentVideogame, game) : undefined)
  return row?.n ?? 0
}

export async function updateTeamFaq(db: Db, id: string, items: FaqItem[], generatedAt: Date): Promise<void> {
  await db
    .update(teams)
    .set({ faqContent: items, faqGeneratedAt: generatedAt, updatedAt: generatedAt })
    .where(eq(teams.id, id))
}

/** Teams by PandaScore id; priority_sync, faq_content, faq_generated_at and stored slugs are left alone. */
export async function upsertTeams(
  db: Db,
  rows: NewTeam[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const columns = {
    name: teams.name,
    acronym: teams.acronym,
    location: teams.location,
    imageUrl: teams.imageUrl,
    currentVideogame: teams.currentVideogame,
    tier: teams.tier,
    qualityScore: teams.qualityScore,
    tournamentCount: teams.tournamentCount,
    matchesCount: teams.matchesCount,
  }
  const slugged = await withFreeSlugs(db, teams, rows, (row) => row.currentVideogame)
  const counts = await upsertRows(db, teams, slugged, { target: teams.pandascoreId, columns }, options)
  return { counts, ids: await storedIds(db, teams, rows) }
}

/** Stored team ids by PandaScore id, for the ids asked. */
export async function teamIdsByPandascoreId(
  db: Db,
  pandascoreIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = new Map<number, string>()
  for (const chunk of chunks([...new Set(pandascoreIds)], 1000)) {
    const rows = await db
      .select({ id: teams.id, pandascoreId: teams.pandascoreId })
      .from(teams)
      .where(inArray(teams.pandascoreId, chunk))
    for (const row of rows) if (row.pandascoreId != null) ids.set(row.pandascoreId, row.id)
  }
  return ids
}

/** Teams an admin marked priority_sync in a game: synced first and never left out by the quality filter. */
export async function listPrioritySyncTeams(
  db: Db,
  game: string,
): Promise<{ id: string; pandascoreId: number; name: string }[]> {
  const rows = await db
    .select({ id: teams.id, pandascoreId: teams.pandascoreId, name: teams.name })
    .from(teams)
    .where(and(eq(teams.prioritySync, true), eq(teams.currentVideogame, game), isNotNull(teams.pandascoreId)))
  return rows.filter((r): r is { id: string; pandascoreId: number; name: string } => r.pandascoreId != null)
}

/**
 * The teams with these slugs, current or former (decision 020's slug history), as a followed set names them (issue
 * #18), with what a followed team shows: one read however many slugs. Slugs no team ever had are left out.
 */
export async function listTeamsBySlugs(db: Db, slugs: readonly string[]) {
  if (!slugs.length) return []
  return db
    .select({ ...teamRefColumns, pandascoreId: teams.pandascoreId })
    .from(teams)
    .where(or(inArray(teams.slug, [...slugs]), inArray(teams.id, formerSlugTargets(db, 'team', slugs))))
}
