import { inArray, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { players, rosterChanges, teams } from '../db/schema/index'
import type { RosterChangeKind } from '../db/schema/transfers'
import { chunks } from './upsert'

// roster_changes (docs/decisions/036-transfers-from-roster-diffs.md): what the sync's roster diff found, and the
// transfers list of /transfers, a team's roster history and a player's teams.

/** "(1, 2, 3)", or "(NULL)" for none (matches nothing). */
const idList = (ids: readonly number[]) =>
  ids.length
    ? sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(NULL)`

export interface StoredRosterPlayer {
  pandascoreId: number
  name: string
  team: { pandascoreId: number; name: string } | null
}

/**
 * The sync's "before": the stored players with these PandaScore ids or on these teams, each with their team,
 * and which of these teams are stored at all.
 */
export async function readStoredRosters(
  db: Db,
  playerIds: readonly number[],
  teamIds: readonly number[],
): Promise<{ players: Map<number, StoredRosterPlayer>; knownTeams: Set<number> }> {
  const found = new Map<number, StoredRosterPlayer>()
  const knownTeams = new Set<number>()
  for (const chunk of chunks([...new Set(teamIds)], 1000)) {
    const rows = await db
      .select({ pandascoreId: teams.pandascoreId })
      .from(teams)
      .where(inArray(teams.pandascoreId, chunk))
    for (const row of rows) if (row.pandascoreId != null) knownTeams.add(row.pandascoreId)
  }
  const teamList = [...knownTeams]
  const playerChunks = chunks([...new Set(playerIds)], 1000)
  for (const chunk of playerChunks.length ? playerChunks : [[]]) {
    const result = (await db.execute(sql`
      SELECT p.pandascore_id AS "pandascoreId", p.name, t.pandascore_id AS "teamId", t.name AS "teamName"
      FROM players p LEFT JOIN teams t ON t.id = p.team_id
      WHERE p.pandascore_id IS NOT NULL AND (
        p.pandascore_id IN ${idList(chunk)} OR t.pandascore_id IN ${idList(teamList)})`)) as unknown as {
      rows: { pandascoreId: number; name: string; teamId: number | null; teamName: string | null }[]
    }
    for (const row of result.rows)
      found.set(row.pandascoreId, {
        pandascoreId: row.pandascoreId,
        name: row.name,
        team: row.teamId == null ? null : { pandascoreId: row.teamId, name: row.teamName ?? '' },
      })
  }
  return { players: found, knownTeams }
}

export interface NewRosterChange {
  game: string
  kind: RosterChangeKind
  playerPandascoreId: number
  playerName: string
  fromTeamPandascoreId: number | null
  fromTeamName: string | null
  toTeamPandascoreId: number | null
  toTeamName: string | null
  seenAt: Date
}

export type StoredRosterChange = typeof rosterChanges.$inferSelect

/** Writes the changes; one already stored (same player, same sync time) is skipped. Those written, as stored. */
export async function insertRosterChanges(
  db: Db,
  rows: readonly NewRosterChange[],
): Promise<StoredRosterChange[]> {
  const written: StoredRosterChange[] = []
  for (const chunk of chunks(rows, 500))
    written.push(...(await db.insert(rosterChanges).values(chunk).onConflictDoNothing().returning()))
  return written
}

export async function countRosterChanges(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rosterChanges)
  return row?.n ?? 0
}

/** Players who left with no new team read: on no team from now on. */
export async function clearPlayerTeams(db: Db, pandascoreIds: readonly number[]): Promise<void> {
  for (const chunk of chunks(pandascoreIds, 1000))
    await db
      .update(players)
      .set({ teamId: null, updatedAt: sql`now()` })
      .where(inArray(players.pandascoreId, chunk))
}

export interface RosterChangeFilter {
  game?: string
  /** A team's PandaScore id: changes to or from it (the from and to team indexes). */
  teamPandascoreId?: number
  /** A player's PandaScore id (the (player, seen_at) index). */
  playerPandascoreId?: number
  from?: Date
  /** Exclusive. */
  to?: Date
  /** Rows older than this (seenAt, id) key. */
  after?: { seenAt: Date; id: string }
  limit: number
}

/** A change with our rows' slugs where we hold them (null: a team or player we hold no page for). */
export interface RosterChangeRow {
  id: string
  game: string
  kind: RosterChangeKind
  seenAt: Date
  player: { name: string; slug: string | null }
  fromTeam: { name: string; slug: string | null; game: string | null } | null
  toTeam: { name: string; slug: string | null; game: string | null } | null
}

interface JoinedRow {
  id: string
  game: string
  kind: RosterChangeKind
  seenAt: Date | string
  playerName: string
  playerSlug: string | null
  fromName: string | null
  fromSlug: string | null
  fromGame: string | null
  toName: string | null
  toSlug: string | null
  toGame: string | null
}

function teamOf(name: string | null, slug: string | null, game: string | null) {
  return name === null ? null : { name, slug, game }
}

/** Newest first, by seen_at then id; `limit` rows at most. */
export function listRosterChanges(db: Db, filter: RosterChangeFilter): Promise<RosterChangeRow[]> {
  return readRosterChanges(db, rosterChangesQuery(filter))
}

/** A player's changes (by our player id), newest first: the chat's "wasn't X on another team before?". */
export function listPlayerRosterChanges(
  db: Db,
  options: { playerId: string; limit: number },
): Promise<RosterChangeRow[]> {
  const playerPandascoreId = sql`(SELECT pandascore_id FROM players WHERE id = ${options.playerId})`
  return readRosterChanges(db, rosterChangesQuery({ playerPandascoreId, limit: options.limit }))
}

async function readRosterChanges(db: Db, query: SQL): Promise<RosterChangeRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: JoinedRow[] }
  return result.rows.map(toRosterChange)
}

/**
 * The changes of a team (its PandaScore id a column of an outer read: the team page's), newest first, `limit` (a
 * placeholder) at most, as one JSON column; decoded as listRosterChanges decodes its rows.
 */
export function rosterChangesOfTeamJson(teamPandascoreId: SQL, limit: Placeholder) {
  const changes = rosterChangesQuery({ teamPandascoreId, limit })
  return sql`(SELECT coalesce(json_agg(c ORDER BY c."seenAt" DESC, c.id DESC), '[]') FROM (${changes}) c)`.mapWith(
    (rows: JoinedRow[]) => rows.map(toRosterChange),
  )
}

function rosterChangesQuery(
  filter: Omit<RosterChangeFilter, 'teamPandascoreId' | 'playerPandascoreId' | 'limit'> & {
    teamPandascoreId?: number | SQL | undefined
    playerPandascoreId?: number | SQL | undefined
    limit: number | Placeholder
  },
): SQL {
  const where = [
    filter.game ? sql`rc.game = ${filter.game}` : null,
    filter.teamPandascoreId === undefined
      ? null
      : sql`(rc.from_team_pandascore_id = ${filter.teamPandascoreId} OR rc.to_team_pandascore_id = ${filter.teamPandascoreId})`,
    filter.playerPandascoreId === undefined
      ? null
      : sql`rc.player_pandascore_id = ${filter.playerPandascoreId}`,
    filter.from ? sql`rc.seen_at >= ${filter.from.toISOString()}` : null,
    filter.to ? sql`rc.seen_at < ${filter.to.toISOString()}` : null,
    filter.after
      ? sql`(rc.seen_at, rc.id) < (${filter.after.seenAt.toISOString()}::timestamptz, ${filter.after.id}::uuid)`
      : null,
  ].filter((part) => part !== null)
  return sql`
    SELECT rc.id, rc.game, rc.kind, rc.seen_at AS "seenAt", rc.player_name AS "playerName",
           p.slug AS "playerSlug",
           rc.from_team_name AS "fromName", ft.slug AS "fromSlug", ft.current_videogame AS "fromGame",
           rc.to_team_name AS "toName", tt.slug AS "toSlug", tt.current_videogame AS "toGame"
    FROM roster_changes rc
    LEFT JOIN players p ON p.pandascore_id = rc.player_pandascore_id
    LEFT JOIN teams ft ON ft.pandascore_id = rc.from_team_pandascore_id
    LEFT JOIN teams tt ON tt.pandascore_id = rc.to_team_pandascore_id
    ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY rc.seen_at DESC, rc.id DESC
    LIMIT ${filter.limit}`
}

function toRosterChange(row: JoinedRow): RosterChangeRow {
  return {
    id: row.id,
    game: row.game,
    kind: row.kind,
    seenAt: new Date(row.seenAt),
    player: { name: row.playerName, slug: row.playerSlug },
    fromTeam: teamOf(row.fromName, row.fromSlug, row.fromGame),
    toTeam: teamOf(row.toName, row.toSlug, row.toGame),
  }
}
