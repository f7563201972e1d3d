import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { players, playerStats, teamMatches, teams, tournaments } from '../db/schema/index'

// Writes of the esports tables: the demo seed and the PandaScore sync both go through the upserts below
// (docs/decisions/009-pandascore-sync.md). Rows are keyed by their PandaScore ids; a row is rewritten only
// when one of its data columns differs (… WHERE (cols) IS DISTINCT FROM (excluded cols)), so a second sync
// of the same data changes nothing, not even updated_at. Admin-owned columns (priority_sync, faq_content,
// faq_generated_at) and the slugs of existing rows (their URLs) are never overwritten.

export type NewTeam = typeof teams.$inferInsert
export type NewPlayer = typeof players.$inferInsert
export type NewPlayerStat = typeof playerStats.$inferInsert
export type NewTournament = typeof tournaments.$inferInsert
export type NewTeamMatch = typeof teamMatches.$inferInsert

export interface EsportsRows {
  tournaments: NewTournament[]
  teams: NewTeam[]
  players: NewPlayer[]
  playerStats: NewPlayerStat[]
  teamMatches: NewTeamMatch[]
}

export interface UpsertOptions {
  /** Rewrite every row (and bump updated_at) even when nothing changed: the admin's "force refresh". */
  force?: boolean
}

export interface UpsertCounts {
  inserted: number
  updated: number
  unchanged: number
}

export interface EsportsUpsertResult {
  tournaments: UpsertCounts
  teams: UpsertCounts
  players: UpsertCounts
  playerStats: UpsertCounts
  teamMatches: UpsertCounts
}

// Chunks keep every statement far below PostgreSQL's 65,535 parameters (team_matches: 18 columns a row).
const CHUNK = 500

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** Inserts in chunks so no statement exceeds PostgreSQL's parameter limit. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (const chunk of chunks(rows, size)) await insert(chunk)
}

/** Plain inserts that skip existing rows; kept for callers that must never touch a stored row. */
export async function insertEsportsRows(db: Db, rows: EsportsRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunked(rows.tournaments, 500, (c) => tx.insert(tournaments).values(c).onConflictDoNothing())
    await insertChunked(rows.teams, 500, (c) => tx.insert(teams).values(c).onConflictDoNothing())
    await insertChunked(rows.players, 500, (c) => tx.insert(players).values(c).onConflictDoNothing())
    await insertChunked(rows.playerStats, 500, (c) => tx.insert(playerStats).values(c).onConflictDoNothing())
    await insertChunked(rows.teamMatches, 500, (c) => tx.insert(teamMatches).values(c).onConflictDoNothing())
  })
}

export async function countEsportsRows(db: Db): Promise<Record<'teams' | 'players' | 'matches', number>> {
  const count = sql<number>`count(*)::int`
  const [[t], [p], [m]] = await Promise.all([
    db.select({ n: count }).from(teams),
    db.select({ n: count }).from(players),
    db.select({ n: count }).from(teamMatches),
  ])
  return { teams: t?.n ?? 0, players: p?.n ?? 0, matches: m?.n ?? 0 }
}

// ---------------------------------------------------------------------------------------------------------
// Upserts.

/** The SQL name of a column key (the schema uses drizzle's snake_case casing). */
function sqlName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/**
 * ON CONFLICT DO UPDATE parts: each data column takes the incoming value, updated_at becomes now(), and
 * (unless forced) only when a data column differs. `alsoSet` columns follow along without counting as a
 * change (players.last_sync).
 */
function changeSet(columns: Record<string, PgColumn>, force: boolean, alsoSet: string[] = []) {
  const keys = Object.keys(columns)
  const set: Record<string, SQL> = { updatedAt: sql`now()` }
  for (const key of [...keys, ...alsoSet]) set[key] = sql.raw(`excluded.${sqlName(key)}`)
  const current = sql.join(
    Object.values(columns).map((column) => sql`${column}`),
    sql`, `,
  )
  const incoming = sql.raw(keys.map((key) => `excluded.${sqlName(key)}`).join(', '))
  return {
    set: set as never,
    setWhere: force ? undefined : sql`(${current}) IS DISTINCT FROM (${incoming})`,
  }
}

/** (xmax = 0) is true for a freshly inserted row and false for an updated one. */
const wasInserted = sql<boolean>`(xmax = 0)`

function tally(total: number, returned: { inserted: boolean }[], counts: UpsertCounts): void {
  const inserted = returned.filter((r) => r.inserted).length
  counts.inserted += inserted
  counts.updated += returned.length - inserted
  counts.unchanged += total - returned.length
}

const zero = (): UpsertCounts => ({ inserted: 0, updated: 0, unchanged: 0 })

/** Row id → stored id, for rows whose stored row (same PandaScore id) has another id than the mapped one. */
type IdMap = Map<string, string>

async function storedIds(
  db: Db,
  table: typeof teams | typeof players | typeof tournaments,
  rows: readonly { id?: string; pandascoreId?: number | null }[],
): Promise<IdMap> {
  const ids: IdMap = new Map()
  const byPandascoreId = new Map<number, string>()
  const wanted = [...new Set(rows.map((r) => r.pandascoreId).filter((id): id is number => id != null))]
  for (const chunk of chunks(wanted, 1000)) {
    const found = await db
      .select({ id: table.id, pandascoreId: table.pandascoreId })
      .from(table)
      .where(inArray(table.pandascoreId, chunk))
    for (const row of found) if (row.pandascoreId != null) byPandascoreId.set(row.pandascoreId, row.id)
  }
  for (const row of rows) {
    const stored = row.pandascoreId == null ? undefined : byPandascoreId.get(row.pandascoreId)
    if (row.id && stored && stored !== row.id) ids.set(row.id, stored)
  }
  return ids
}

const remap = (ids: IdMap, id: string | null | undefined) => (id ? (ids.get(id) ?? id) : id)

/** Slugs of existing rows stay as they are; a new row whose slug is taken gets "-{game}", then "-{id}". */
async function withFreeSlugs<R extends { slug: string; pandascoreId?: number | null }>(
  db: Db,
  table: typeof teams | typeof players,
  rows: readonly R[],
  gameOf: (row: R) => string | null | undefined,
): Promise<R[]> {
  const candidates = (row: R) => [
    row.slug,
    `${row.slug}-${gameOf(row) ?? 'esports'}`,
    `${row.slug}-${row.pandascoreId ?? 'x'}`,
  ]
  const storedSlug = new Map<number, string>()
  const taken = new Set<string>()
  const ids = rows.map((r) => r.pandascoreId).filter((id): id is number => id != null)
  for (const chunk of chunks(ids, 1000)) {
    const found = await db
      .select({ pandascoreId: table.pandascoreId, slug: table.slug })
      .from(table)
      .where(inArray(table.pandascoreId, chunk))
    for (const row of found) if (row.pandascoreId != null) storedSlug.set(row.pandascoreId, row.slug)
  }
  for (const chunk of chunks([...new Set(rows.flatMap(candidates))], 1000)) {
    const found = await db.select({ slug: table.slug }).from(table).where(inArray(table.slug, chunk))
    for (const row of found) taken.add(row.slug)
  }
  return rows.map((row) => {
    const stored = row.pandascoreId == null ? undefined : storedSlug.get(row.pandascoreId)
    if (stored) return stored === row.slug ? row : { ...row, slug: stored }
    let slug = candidates(row).find((candidate) => !taken.has(candidate))
    for (let n = 2; !slug; n++) {
      const next = `${row.slug}-${row.pandascoreId ?? 'x'}-${n}`
      if (!taken.has(next)) slug = next
    }
    taken.add(slug)
    return slug === row.slug ? row : { ...row, slug }
  })
}

export async function upsertTournaments(
  db: Db,
  rows: NewTournament[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      name: tournaments.name,
      tier: tournaments.tier,
      imageUrl: tournaments.imageUrl,
      game: tournaments.game,
      leagueName: tournaments.leagueName,
      serieName: tournaments.serieName,
      beginAt: tournaments.beginAt,
      endAt: tournaments.endAt,
    },
    options.force ?? false,
  )
  for (const chunk of chunks(rows)) {
    const returned = await db
      .insert(tournaments)
      .values(chunk)
      .onConflictDoUpdate({ target: tournaments.pandascoreId, set, setWhere })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return { counts, ids: await storedIds(db, tournaments, rows) }
}

/** Teams by PandaScore id; priority_sync, faq_content, faq_generated_at and stored slugs are left alone. */
export async function upsertTeams(
  db: Db,
  rows: NewTeam[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      name: teams.name,
      acronym: teams.acronym,
      location: teams.location,
      imageUrl: teams.imageUrl,
      currentVideogame: teams.currentVideogame,
      tier: teams.tier,
      qualityScore: teams.qualityScore,
      tournamentCount: teams.tournamentCount,
      matchesCount: teams.matchesCount,
    },
    options.force ?? false,
  )
  const slugged = await withFreeSlugs(db, teams, rows, (row) => row.currentVideogame)
  for (const chunk of chunks(slugged)) {
    const returned = await db
      .insert(teams)
      .values(chunk)
      .onConflictDoUpdate({ target: teams.pandascoreId, set, setWhere })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return { counts, ids: await storedIds(db, teams, rows) }
}

/** Players by PandaScore id; last_sync moves only when something else about the player changed. */
export async function upsertPlayers(
  db: Db,
  rows: NewPlayer[],
  options: UpsertOptions = {},
): Promise<{ counts: UpsertCounts; ids: IdMap }> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      name: players.name,
      firstName: players.firstName,
      lastName: players.lastName,
      nationality: players.nationality,
      role: players.role,
      imageUrl: players.imageUrl,
      currentVideogame: players.currentVideogame,
      teamId: players.teamId,
    },
    options.force ?? false,
    ['lastSync'],
  )
  const slugged = await withFreeSlugs(db, players, rows, (row) => row.currentVideogame)
  for (const chunk of chunks(slugged)) {
    const returned = await db
      .insert(players)
      .values(chunk)
      .onConflictDoUpdate({ target: players.pandascoreId, set, setWhere })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return { counts, ids: await storedIds(db, players, rows) }
}

export async function upsertPlayerStats(
  db: Db,
  rows: NewPlayerStat[],
  options: UpsertOptions = {},
): Promise<UpsertCounts> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      statValue: playerStats.statValue,
      matchesPlayed: playerStats.matchesPlayed,
      wins: playerStats.wins,
      losses: playerStats.losses,
    },
    options.force ?? false,
  )
  for (const chunk of chunks(rows)) {
    const returned = await db
      .insert(playerStats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [playerStats.playerId, playerStats.game, playerStats.statType],
        set,
        setWhere,
      })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return counts
}

/** Team matches by (pandascore_match_id, team_id): one row per side of a match. */
export async function upsertTeamMatches(
  db: Db,
  rows: NewTeamMatch[],
  options: UpsertOptions = {},
): Promise<UpsertCounts> {
  const counts = zero()
  const { set, setWhere } = changeSet(
    {
      opponentTeamId: teamMatches.opponentTeamId,
      tournamentId: teamMatches.tournamentId,
      game: teamMatches.game,
      matchDate: teamMatches.matchDate,
      result: teamMatches.result,
      scoreTeam: teamMatches.scoreTeam,
      scoreOpponent: teamMatches.scoreOpponent,
      opponentName: teamMatches.opponentName,
      opponentAcronym: teamMatches.opponentAcronym,
      mapsPlayed: teamMatches.mapsPlayed,
      matchType: teamMatches.matchType,
      isFinished: teamMatches.isFinished,
      tournamentName: teamMatches.tournamentName,
    },
    options.force ?? false,
  )
  for (const chunk of chunks(rows)) {
    const returned = await db
      .insert(teamMatches)
      .values(chunk)
      .onConflictDoUpdate({
        target: [teamMatches.pandascoreMatchId, teamMatches.teamId],
        set,
        setWhere,
      })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return counts
}

/**
 * A whole mapped data set in one transaction, parents first. Foreign keys that name a mapped row id are
 * pointed at the stored row of the same PandaScore id when that row has another id (a team an admin
 * created before it was linked to PandaScore).
 */
export async function upsertEsportsRows(
  db: Db,
  rows: EsportsRows,
  options: UpsertOptions = {},
): Promise<EsportsUpsertResult> {
  return db.transaction(async (tx) => {
    const tournamentResult = await upsertTournaments(tx, rows.tournaments, options)
    const teamResult = await upsertTeams(tx, rows.teams, options)
    const playerRows = rows.players.map((p) => ({ ...p, teamId: remap(teamResult.ids, p.teamId) }))
    const playerResult = await upsertPlayers(tx, playerRows, options)
    const statRows = rows.playerStats.map((s) => ({ ...s, playerId: remap(playerResult.ids, s.playerId)! }))
    const matchRows = rows.teamMatches.map((m) => ({
      ...m,
      teamId: remap(teamResult.ids, m.teamId)!,
      opponentTeamId: remap(teamResult.ids, m.opponentTeamId),
      tournamentId: remap(tournamentResult.ids, m.tournamentId),
    }))
    return {
      tournaments: tournamentResult.counts,
      teams: teamResult.counts,
      players: playerResult.counts,
      playerStats: await upsertPlayerStats(tx, statRows, options),
      teamMatches: await upsertTeamMatches(tx, matchRows, options),
    }
  })
}

// ---------------------------------------------------------------------------------------------------------
// Reads the sync and the live-matches lookup need.

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
