import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'

export interface TestDriver {
  name: 'pglite' | 'postgres'
}

/** The PostgreSQL server the tests make their databases on (CI sets it). */
export const postgresUrl = process.env.TEST_DATABASE_URL

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDrivers: TestDriver[] = [
  { name: 'pglite' },
  ...(postgresUrl ? [{ name: 'postgres' as const }] : []),
]

export interface TestDatabase {
  database: Database
  url?: string
  drop(): Promise<void>
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new throwaway database on the PostgreSQL server. Migrated
 * ones start from the run's migrated templates (tests/support/global-setup.ts), as if migrated here.
 */
export async function createTestDatabase(
  driver: TestDriver,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true
  if (driver.name === 'pglite') {
    const template = migrate ? pgliteTemplate() : undefined
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template })
    if (migrate && !template) await migrateDatabase(database)
    return { database, drop: () => database.close() }
  }
  const template = migrate ? inject('postgresTemplate') : ''
  const created = await createPostgresDatabase('bo5_test', template)
  const database = await openDatabase({ url: created.url, dataDir: 'unused' })
  if (migrate && !template) await migrateDatabase(database)
  return {
    database,
    url: created.url,
    async drop() {
      await database.close()
      await created.drop()
    },
  }
}

/** The migrated PGlite data directory, read once per test file. */
let pgliteDump: Blob | undefined
function pgliteTemplate(): Blob | undefined {
  const path = inject('pgliteTemplate')
  if (path && !pgliteDump) pgliteDump = new Blob([readFileSync(path)])
  return pgliteDump
}

/**
 * A new database on the TEST_DATABASE_URL server, named prefix_random, empty or a copy of `template`; drop()
 * removes it.
 */
export async function createPostgresDatabase(
  prefix: string,
  template = '',
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
