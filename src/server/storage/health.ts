import type { Database } from '../db/client'

/** Fails when the database does not answer within the timeout. */
export async function pingDatabase(database: Database, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([database.execute('SELECT 1'), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The journal time (`folderMillis`) of the newest migration drizzle's migrator recorded as applied; 0 when none
 * was (its table does not exist yet).
 */
export async function lastAppliedMigrationMillis(database: Database): Promise<number> {
  const { rows } = await database.execute(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN 0
       ELSE (SELECT coalesce(max(created_at), 0) FROM drizzle.__drizzle_migrations) END AS last`,
  )
  return Number(rows[0]?.last ?? 0)
}
