import { type AnyColumn, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { players, playerStats, teams } from '../db/schema/index'
import { formerSlugTargets } from './slug-history'
import { teamRefColumns } from './teams'
import {
  type IdMap,
  storedIds,
  type UpsertCounts,
  type UpsertOptions,
  upsertRows,
  withFreeSlugs,
} from './upsert'

export type PlayerRow = typeof players.$inferSelect
export type NewPlayer = typeof players.$inferInsert
type PlayerStatRow = typeof playerStats.$inferSelect
export type TeamRefRow = Pick<typeof teams.$inferSelect, keyof typeof teamRefColumns>
type PlayerWithTeam = PlayerRow & { team: TeamRefRow | null }

// What a player directory or a roster shows: a list of 100 players reads, decodes and maps these columns only.
const summaryColumns = {
  id: players.id,
  slug: players.slug,
  name: players.name,
  firstName: players.firstName,
  lastName: players.lastName,
  nationality: players.nationality,
  role: players.role,
  imageUrl: players.imageUrl,
  currentVideogame: players.currentVideogame,
  lastSync: players.lastSync,
}
export type PlayerSummaryRow = Pick<PlayerRow, keyof typeof summaryColumns> & { team: TeamRefRow | null }

export function withTeam<P>(
  rows: { player: P; team: TeamRefRow | null }[],
): (P & { team: TeamRefRow | null })[] {
  return rows.map((r) => ({ ...r.player, team: r.team?.id ? r.team : null }))
}

/** §7 Table players: with embedded teams, ordered by name; optionally teams.current_videogame = game. */
export async function listPlayers(
  db: Db,
  options: { game?: string; limit: number },
): Promise<PlayerSummaryRow[]> {
  // Written by hand and mapped here: for 100 rows, Drizzle's per-column mapping of a joined select was the
  // largest cost of this read after the socket writes (bench/esports.ts). tests/esports-api.test.ts checks the
  // answer on both databases.
  const result = (await db.execute(sql`
    SELECT p.id, p.slug, p.name, p.first_name AS "firstName", p.last_name AS "lastName", p.nationality, p.role,
           p.image_url AS "imageUrl", p.current_videogame AS "currentVideogame", p.last_sync AS "lastSync",
           t.id AS "teamId", t.name AS "teamName", t.slug AS "teamSlug", t.acronym AS "teamAcronym",
           t.image_url AS "teamImageUrl", t.current_videogame AS "teamGame"
    FROM players p LEFT JOIN teams t ON t.id = p.team_id
    ${options.game ? sql`WHERE t.current_videogame = ${options.game}` : sql``}
    ORDER BY lower(p.name), p.name -- case-insensitive, as a reader expects: "ashcrown" before "GraySpire"
    LIMIT ${options.limit}`)) as unknown as { rows: JoinedPlayerRow[] }
  // Each field named (no rest spread): an object of one fixed shape, which the summary's reads of every field are
  // fast on; a rest-spread copy is built key by key into a shape of its own.
  return result.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality,
    role: row.role,
    imageUrl: row.imageUrl,
    currentVideogame: row.currentVideogame,
    lastSync: row.lastSync === null ? null : new Date(row.lastSync),
    team:
      row.teamId === null
        ? null
        : {
            id: row.teamId,
            name: row.teamName,
            slug: row.teamSlug,
            acronym: row.teamAcronym,
            imageUrl: row.teamImageUrl,
            currentVideogame: row.teamGame,
          },
  }))
}

type JoinedPlayerRow = Omit<PlayerSummaryRow, 'team' | 'lastSync'> & {
  lastSync: Date | string | null
  teamId: string | null
  teamName: string
  teamSlug: string
  teamAcronym: string | null
  teamImageUrl: string | null
  teamGame: string
}

export async function listTeamPlayers(db: Db, teamId: string): Promise<PlayerSummaryRow[]> {
  return withTeam(await selectTeamPlayers(db, teamId).orderBy(...teamPlayersOrder((field) => field)))
}

/** A team's players with their team (`teamId` a value, or a column of an outer read: the team page's). */
export function selectTeamPlayers(db: Db, teamId: string | SQL) {
  return db
    .select({ player: summaryColumns, team: teamRefColumns })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(eq(players.teamId, teamId))
}

/** A roster's order, by name ignoring case (`column` names a selected field, for rowsAsJson). */
export const teamPlayersOrder = (column: (field: AnyColumn) => SQL | AnyColumn) => [
  sql`lower(${column(players.name)})`,
  sql`${column(players.name)} ASC`,
]

/** One player with their team, found by id or by slug. */
async function getPlayerWhere(db: Db, where: SQL): Promise<PlayerWithTeam | null> {
  const rows = await db
    .select({ player: players, team: teamRefColumns })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(where)
    .limit(1)
  return withTeam(rows)[0] ?? null
}

export function getPlayerById(db: Db, id: string): Promise<PlayerWithTeam | null> {
  return getPlayerWhere(db, eq(players.id, id))
}

export function getPlayerBySlug(db: Db, slug: string): Promise<PlayerWithTeam | null> {
  return getPlayerWhere(db, eq(players.slug, slug))
}

/** §7 player_stats: where player_id = id, optionally game = game. */
export async function listPlayerStats(db: Db, playerId: string, game?: string): Promise<PlayerStatRow[]> {
  return db
    .select()
    .from(playerStats)
    .where(
      game
        ? sql`${playerStats.playerId} = ${playerId} AND ${playerStats.game} = ${game}`
        : eq(playerStats.playerId, playerId),
    )
    .orderBy(asc(playerStats.statType))
}

export async function countPlayers(db: Db, game?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(game ? eq(teams.currentVideogame, game) : undefined)
  return row?.n ?? 0
}

/** Players by PandaScore id; last_sync moves only when something else about the player changed. */
export async function upsertPlayers(
  db: Db,
  rows: NewPlayer[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const columns = {
    name: players.name,
    firstName: players.firstName,
    lastName: players.lastName,
    nationality: players.nationality,
    role: players.role,
    imageUrl: players.imageUrl,
    currentVideogame: players.currentVideogame,
    teamId: players.teamId,
  }
  const slugged = await withFreeSlugs(db, players, rows, (row) => row.currentVideogame)
  const conflict = { target: players.pandascoreId, columns, alsoSet: ['lastSync'] }
  const counts = await upsertRows(db, players, slugged, conflict, options)
  return { counts, ids: await storedIds(db, players, rows) }
}

/**
 * The players with these slugs, current or former (decision 020's slug history), as a followed set names them
 * (issue #18), each with their team and its PandaScore id.
 */
export function listPlayersBySlugs(db: Db, slugs: readonly string[]) {
  if (!slugs.length) return Promise.resolve([])
  return db
    .select({
      slug: players.slug,
      name: players.name,
      imageUrl: players.imageUrl,
      currentVideogame: players.currentVideogame,
      team: {
        name: teams.name,
        slug: teams.slug,
        game: teams.currentVideogame,
        pandascoreId: teams.pandascoreId,
      },
    })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(or(inArray(players.slug, [...slugs]), inArray(players.id, formerSlugTargets(db, 'player', slugs))))
}
