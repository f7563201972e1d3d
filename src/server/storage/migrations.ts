import { readFileSync } from 'node:fs'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { type Database, MIGRATIONS_FOLDER } from '../db/client'

// The one way the schema is migrated and its state read: the server at start, `npm run migrate`, the readiness
// check (decision 032), tests and benchmarks all come here. drizzle's migrator applies what is newer than the
// last migration recorded in drizzle.__drizzle_migrations (its `created_at` is the journal's `when`).

interface JournalEntry {
  tag: string
  /** The journal's time of the migration: what drizzle records as applied. */
  when: number
}

let journal: JournalEntry[] | undefined
/** The migrations this build carries, oldest first, read once (the files do not change under a running process). */
function migrationJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }
  ).entries.map(({ tag, when }) => ({ tag, when }))
  return journal
}

/** The journal time of the newest migration drizzle recorded as applied; 0 when none was (no table yet). */
async function lastAppliedMigration(database: Database): Promise<number> {
  try {
    const { rows } = await database.execute(
      'SELECT coalesce(max(created_at), 0) AS last FROM drizzle.__drizzle_migrations',
    )
    return Number(rows[0]?.last ?? 0)
  } catch (error) {
    // No migration table yet (undefined schema or table): a new database, everything is pending. (A statement
    // naming the table fails as it is planned, whatever a CASE around it says.)
    if (['3F000', '42P01'].includes((error as { code?: string }).code ?? '')) return 0
    throw error
  }
}

export interface MigrationStatus {
  applied: string[]
  pending: string[]
}

/** The migrations (their tags, 0000_init…) this database has and has not applied, as drizzle's migrator decides. */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const last = await lastAppliedMigration(database)
  const tags = (applied: boolean) =>
    migrationJournal()
      .filter((entry) => entry.when <= last === applied)
      .map((entry) => entry.tag)
  return { applied: tags(true), pending: tags(false) }
}

/** Applies pending migrations. On PostgreSQL an advisory lock keeps instances starting together from racing. */
export function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  return database.exclusive('migrate', () =>
    database.driver === 'pg'
      ? migratePg(database.db as never, config)
      : migratePglite(database.db as never, config),
  )
}
