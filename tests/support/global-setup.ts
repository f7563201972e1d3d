import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/storage/migrations'
import { createPostgresDatabase, postgresUrl } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (`dumpDataDir` tarball) every test database starts from. */
    pgliteTemplate: string
    /** A migrated database on the TEST_DATABASE_URL server every test database is copied from; '' without one. */
    postgresTemplate: string
  }
}

/**
 * Migrates once per run what every test database starts from: creating and migrating an in-memory PGlite took
 * 1.8-3.4 s and a PostgreSQL database 0.6-0.8 s, for each of the suite's few hundred databases; loading the
 * migrated PGlite takes about 0.45 s (measured in session 11).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bo5-test-templates-'))
  const pglite = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(pglite)
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await pglite.close()
  const pgliteTemplate = join(dir, 'pglite-migrated.tar')
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', pgliteTemplate)

  const template = postgresUrl ? await createPostgresDatabase('bo5_template') : undefined
  if (template) {
    const database = await openDatabase({ url: template.url, dataDir: 'unused' })
    await migrateDatabase(database)
    await database.close()
  }
  project.provide('postgresTemplate', template ? new URL(template.url).pathname.slice(1) : '')

  return async () => {
    rmSync(dir, { recursive: true, force: true })
    await template?.drop()
  }
}
