import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { teams } from '../db/schema/index'
import type { FaqItem } from '../db/schema/esports'

export type TeamRow = typeof teams.$inferSelect
export type TeamRowWithCount = TeamRow & { playerCount: number }

// Qualified by hand: inside the subquery an unqualified "id" would mean players.id.
const playerCount = sql<number>`(SELECT count(*)::int FROM players p WHERE p.team_id = "teams"."id")`

/** A team as a player's profile or a roster row names it. */
export const teamRefColumns = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  acronym: teams.acronym,
  imageUrl: teams.imageUrl,
  currentVideogame: teams.currentVideogame,
}

// What a team directory shows, and no more: a list of 100 teams reads, decodes and maps these columns only, not
// the FAQ, the search vector or the timestamps (the teams list is the heaviest esports read; bench/esports.ts).
const summaryColumns = {
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
export type TeamSummaryRow = Pick<TeamRowWithCount, keyof typeof summaryColumns>

// §7 Table teams sort options: quality (quality_score desc, name), tier (tier, quality_score desc, name), name.
const ORDER = {
  quality: [desc(teams.qualityScore), asc(teams.name)],
  tier: [asc(teams.tier), desc(teams.qualityScore), asc(teams.name)],
  name: [asc(teams.name)],
} as const

export async function listTeams(
  db: Db,
  options: { game?: string; sort: keyof typeof ORDER; limit: number },
): Promise<TeamSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(teams)
    .where(options.game ? eq(teams.currentVideogame, options.game) : undefined)
    .orderBy(...ORDER[options.sort])
    .limit(options.limit)
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
    .select({
      better: sql<number>`count(*) FILTER (WHERE ${teams.qualityScore} > ${team.qualityScore} OR (${teams.qualityScore} = ${team.qualityScore} AND ${teams.name} < ${team.name}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(teams)
    .where(eq(teams.currentVideogame, team.currentVideogame))
  return { position: (row?.better ?? 0) + 1, of: row?.total ?? 0 }
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
