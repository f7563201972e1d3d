import { randomUUID } from 'node:crypto'
import { desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import { firstFreeSlug } from '#shared/domain/slug'
import type { Db } from '../db/client'
import { articles, feedSources, teams, trash } from '../db/schema/index'
import type { TrashData } from '../db/schema/trash'

// The trash (ARCHITECTURE.md: deleted articles and teams kept 30 days, restorable, then purged). A delete moves the
// rows here in one transaction; a restore moves them back in one transaction. Rows are kept as `to_jsonb` wrote
// them and put back with `jsonb_populate_recordset`, so a column added later needs no change here.
// The feed ledger (feed_entries) is left alone: a deleted article is never imported again.

type TrashRow = typeof trash.$inferSelect
type TrashListRow = Omit<TrashRow, 'data'>

type Row = Record<string, unknown>

async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] }
  return result.rows
}

const list = (values: readonly string[], cast?: 'uuid') =>
  sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  )

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Moves the articles with these ids to the trash; returns the ids that were there to move. */
export async function moveArticlesToTrash(
  db: Db,
  ids: readonly string[],
  deletedBy: string | null,
): Promise<string[]> {
  if (!ids.length) return []
  // One statement, so atomic: the rows leave articles and arrive in trash together.
  const rows = await query<{ entity_id: string }>(
    db,
    sql`WITH moved AS (DELETE FROM articles WHERE id IN (${list(ids)}) RETURNING *)
        INSERT INTO trash (kind, entity_id, title, data, deleted_by)
        SELECT 'article', moved.id, moved.title, jsonb_build_object('article', to_jsonb(moved) - 'search'),
               ${deletedBy}
        FROM moved
        RETURNING entity_id`,
  )
  return rows.map((r) => r.entity_id)
}

/**
 * Moves teams to the trash with their players (and their stats), rankings and analyses; the team's match rows
 * (team_matches, a view over matches) go with the team and come back with it. Returns the ids moved.
 */
export async function moveTeamsToTrash(
  db: Db,
  ids: readonly string[],
  deletedBy: string | null,
): Promise<string[]> {
  const uuids = ids.filter((id) => UUID.test(id))
  if (!uuids.length) return []
  return db.transaction(async (tx) => {
    // Locking the teams holds off a sync adding players or matches to them until this commits.
    const locked = await query<{ id: string }>(
      tx,
      sql`SELECT id::text AS id FROM teams WHERE id IN (${list(uuids, 'uuid')}) FOR UPDATE`,
    )
    if (!locked.length) return []
    const found = list(
      locked.map((r) => r.id),
      'uuid',
    )
    const moved = await query<{ entity_id: string }>(
      tx,
      sql`INSERT INTO trash (kind, entity_id, title, data, deleted_by)
          SELECT 'team', t.id::text, t.name, jsonb_build_object(
            'team', to_jsonb(t) - 'search',
            'players', coalesce((SELECT jsonb_agg(to_jsonb(p) - 'search') FROM players p WHERE p.team_id = t.id), '[]'::jsonb),
            'player_stats', coalesce((SELECT jsonb_agg(to_jsonb(s)) FROM player_stats s JOIN players p ON p.id = s.player_id WHERE p.team_id = t.id), '[]'::jsonb),
            'team_rankings', coalesce((SELECT jsonb_agg(to_jsonb(r)) FROM team_rankings r WHERE r.team_id = t.id), '[]'::jsonb),
            'team_analysis', coalesce((SELECT jsonb_agg(to_jsonb(a)) FROM team_analysis a WHERE a.team_id = t.id), '[]'::jsonb)
          ), ${deletedBy}
          FROM teams t WHERE t.id IN (${found})
          RETURNING entity_id`,
    )
    // Players are removed with their team (their stats cascade), rankings and analyses cascade too. Matches stay:
    // they are PandaScore's record of what was played, and team_matches (a view) shows them again on restore.
    await tx.execute(sql`DELETE FROM players WHERE team_id IN (${found})`)
    await tx.execute(sql`DELETE FROM teams WHERE id IN (${found})`)
    return moved.map((r) => r.entity_id)
  })
}

/** The newest items first, without their data. */
export async function listTrash(db: Db, limit: number): Promise<TrashListRow[]> {
  return db
    .select({
      id: trash.id,
      kind: trash.kind,
      entityId: trash.entityId,
      title: trash.title,
      deletedBy: trash.deletedBy,
      deletedAt: trash.deletedAt,
    })
    .from(trash)
    .orderBy(desc(trash.deletedAt))
    .limit(limit)
}

/** Purges items deleted before `before`; returns how many went for good. */
export async function purgeTrashBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(trash).where(lt(trash.deletedAt, before)).returning({ id: trash.id })
  return rows.length
}

type RestoreOutcome =
  | { status: 'not-found' }
  | { status: 'restored'; kind: 'article' | 'team'; entityId: string; slug: string; title: string }
  /** A team whose slug or PandaScore id another team took since it was deleted. */
  | { status: 'conflict'; reason: 'slug' | 'synced-again'; title: string; slug: string }

/** Puts a trash item back where it came from, in one transaction, and removes it from the trash. */
export async function restoreFromTrash(db: Db, trashId: string): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(trash).where(eq(trash.id, trashId)).for('update')
    if (!item) return { status: 'not-found' }
    const outcome =
      'article' in item.data ? await restoreArticle(tx, item.data.article) : await restoreTeam(tx, item.data)
    if (outcome.status === 'restored') await tx.delete(trash).where(eq(trash.id, trashId))
    return outcome
  })
}

async function restoreArticle(db: Db, saved: Row): Promise<RestoreOutcome> {
  const article = { ...saved }
  const title = String(article.title)
  let slug = String(article.slug)
  let id = String(article.id)
  // Another article may have taken the slug (or the id, which is the slug for imported ones) meanwhile.
  const [slugTaken] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug))
  if (slugTaken) {
    const base = slug.slice(0, 46)
    const taken = await query<{ slug: string }>(
      db,
      sql`SELECT slug FROM articles WHERE slug LIKE ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`,
    )
    slug = firstFreeSlug(slug, new Set(taken.map((r) => r.slug)))
  }
  const [idTaken] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id))
  if (idTaken) {
    const [slugAsIdTaken] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, slug))
    id = slugAsIdTaken ? randomUUID() : slug
  }
  if (typeof article.source_feed_id === 'string') {
    const [feed] = await db
      .select({ id: feedSources.id })
      .from(feedSources)
      .where(eq(feedSources.id, article.source_feed_id))
    if (!feed) article.source_feed_id = null
  }
  await insertRows(db, 'articles', [{ ...article, id, slug }])
  return { status: 'restored', kind: 'article', entityId: id, slug, title }
}

async function restoreTeam(db: Db, data: Extract<TrashData, { team: Row }>): Promise<RestoreOutcome> {
  const team = data.team
  const id = String(team.id)
  const slug = String(team.slug)
  const title = String(team.name)
  const [slugTaken] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug))
  if (slugTaken) return { status: 'conflict', reason: 'slug', title, slug }
  if (typeof team.pandascore_id === 'number') {
    const [synced] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.pandascoreId, team.pandascore_id))
    if (synced) return { status: 'conflict', reason: 'synced-again', title, slug }
  }
  await insertRows(db, 'teams', [team])
  // A player synced onto another team since keeps that place; the others come back with their stats.
  const players = await insertRows(db, 'players', data.players, { skipConflicts: true })
  const restoredPlayers = new Set(players)
  await insertRows(
    db,
    'player_stats',
    data.player_stats.filter((s) => restoredPlayers.has(String(s.player_id))),
    { skipConflicts: true },
  )
  await insertRows(db, 'team_rankings', data.team_rankings, { skipConflicts: true })
  await insertRows(db, 'team_analysis', data.team_analysis, { skipConflicts: true })
  // An entry written before team_matches became a view holds the team's match rows: they become matches
  // (those synced again since are kept as they are).
  if (data.team_matches?.length) {
    await db.execute(sql`SELECT insert_legacy_team_matches(${JSON.stringify(data.team_matches)}::jsonb)`)
  }
  return { status: 'restored', kind: 'team', entityId: id, slug, title }
}

/** Columns a row can be inserted with: generated columns (the search vectors) are left to the database. */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await query<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  )
  return rows.map((r) => r.column_name)
}

/**
 * Inserts saved rows back into `table`; columns the rows lack (added since) take their defaults. Returns the ids
 * inserted (with `skipConflicts`, rows that clash with a unique key are skipped).
 */
async function insertRows(
  db: Db,
  table: string,
  rows: readonly Row[],
  options: { skipConflicts?: boolean; replace?: Record<string, SQL> } = {},
): Promise<string[]> {
  if (!rows.length) return []
  const keys = new Set(Object.keys(rows[0]!))
  const columns = (await insertableColumns(db, table)).filter((c) => keys.has(c))
  const t = sql.identifier(table)
  const values = columns.map((c) => options.replace?.[c] ?? sql`r.${sql.identifier(c)}`)
  const inserted = await query<{ id: string }>(
    db,
    sql`INSERT INTO ${t} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        SELECT ${sql.join(values, sql`, `)} FROM jsonb_populate_recordset(null::${t}, ${JSON.stringify(rows)}::jsonb) AS r
        ${options.skipConflicts ? sql`ON CONFLICT DO NOTHING` : sql``}
        RETURNING id::text AS id`,
  )
  return inserted.map((r) => r.id)
}
