import { inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import type { events, matches, players, teams, tournaments } from '../db/schema/index'

// The upsert rules every esports table's writes follow (docs/decisions/009-pandascore-sync.md): rows are keyed
// by their PandaScore ids; a row is rewritten only when one of its data columns differs (… WHERE (cols) IS
// DISTINCT FROM (excluded cols)), so a second sync of the same data changes nothing, not even updated_at.
// Admin-owned columns (priority_sync, faq_content, faq_generated_at) and the slugs of existing rows (their
// URLs) are never overwritten.

export interface UpsertOptions {
  /** Rewrite every row (and bump updated_at) even when nothing changed: the admin's "force refresh". */
  force?: boolean
}

export interface UpsertCounts {
  inserted: number
  updated: number
  unchanged: number
}

// Chunks keep every statement far below PostgreSQL's 65,535 parameters (team_matches: 18 columns a row).
const CHUNK = 500

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** The SQL name of a column key (the schema uses drizzle's snake_case casing). */
function sqlName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/**
 * ON CONFLICT DO UPDATE parts: each data column takes the incoming value, updated_at becomes now(), and
 * (unless forced) only when a data column differs. `alsoSet` columns follow along without counting as a
 * change (players.last_sync).
 */
export function changeSet(columns: Record<string, PgColumn>, force: boolean, alsoSet: string[] = []) {
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
export const wasInserted = sql<boolean>`(xmax = 0)`

export function tally(total: number, returned: { inserted: boolean }[], counts: UpsertCounts): void {
  const inserted = returned.filter((r) => r.inserted).length
  counts.inserted += inserted
  counts.updated += returned.length - inserted
  counts.unchanged += total - returned.length
}

export const zero = (): UpsertCounts => ({ inserted: 0, updated: 0, unchanged: 0 })

/** What one table's upsert writes on a conflict: the key, the data columns, and columns that follow along. */
interface UpsertConflict {
  target: PgColumn | PgColumn[]
  /** The data columns: a row is rewritten only when one of them differs (unless forced). */
  columns: Record<string, PgColumn>
  /** Columns set with the others that do not count as a change (players.last_sync). */
  alsoSet?: string[]
}

/** Inserts `rows` in chunks, updating on `conflict.target` by the rules above; counts what each row did. */
export async function upsertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  conflict: UpsertConflict,
  options: UpsertOptions,
): Promise<UpsertCounts> {
  const counts = zero()
  const { set, setWhere } = changeSet(conflict.columns, options.force ?? false, conflict.alsoSet)
  for (const chunk of chunks(rows)) {
    const returned: { inserted: boolean }[] = await db
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({ target: conflict.target, set, setWhere })
      .returning({ inserted: wasInserted })
    tally(chunk.length, returned, counts)
  }
  return counts
}

/** One column of the stored rows with these PandaScore ids, by PandaScore id (absent: not stored). */
export async function columnByPandascoreId<V>(
  db: Db,
  table: typeof tournaments | typeof matches,
  column: PgColumn,
  pandascoreIds: readonly number[],
): Promise<Map<number, V>> {
  const values = new Map<number, V>()
  for (const chunk of chunks([...new Set(pandascoreIds)], 1000)) {
    const rows = await db
      .select({ pandascoreId: table.pandascoreId, value: column })
      .from(table)
      .where(inArray(table.pandascoreId, chunk))
    for (const row of rows) if (row.pandascoreId != null) values.set(row.pandascoreId, row.value as V)
  }
  return values
}

/** Row id → stored id, for rows whose stored row (same PandaScore id) has another id than the mapped one. */
export type IdMap = Map<string, string>

export async function storedIds(
  db: Db,
  table: typeof teams | typeof players | typeof tournaments | typeof events | typeof matches,
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

/** Slugs of existing rows stay as they are; a new row whose slug is taken gets "-{game}", then "-{id}". */
export async function withFreeSlugs<R extends { slug: string; pandascoreId?: number | null }>(
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

/** JSON with object keys sorted, so a jsonb value read back (keys reordered) compares equal to the one written. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )
}

/**
 * Replaces the rows of one scope (a tournament's standings, its rosters) only when they differ from the
 * stored ones on `keys`, so a re-sync of the same data writes nothing. True when it wrote.
 */
export async function replaceRowsWhenChanged<T extends PgTable>(
  db: Db,
  table: T,
  scope: SQL,
  rows: readonly T['$inferInsert'][],
  keys: readonly string[],
): Promise<boolean> {
  const stored = (await db
    .select()
    .from(table as PgTable)
    .where(scope)) as Record<string, unknown>[]
  const comparable = (list: readonly Record<string, unknown>[]) =>
    list.map((row) => canonicalJson(keys.map((key) => row[key] ?? null))).sort()
  const [before, after] = [comparable(stored), comparable(rows as Record<string, unknown>[])]
  if (before.length === after.length && before.every((row, i) => row === after[i])) return false
  await db.delete(table).where(scope)
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk as never)
  return true
}
