import { parseArgs } from 'node:util'
import { openDatabase } from '#server/db/client'
import { readEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { migrateDatabase, migrationStatus } from '#server/storage/migrations'
import { runCommand } from './cli/command'

// npm run migrate [-- --dry-run]: the database's migrations and nothing else (no seed, no jobs), for an upgrade
// that migrates before it starts the new version; the server also migrates at start.
const usage = 'Usage: npm run migrate [-- --dry-run (list the pending migrations without applying them)]'

runCommand(usage, async () => {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } })
  const env = readEnv()
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger: createLogger('warn'),
    holder: 'npm run migrate',
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  })
  try {
    const before = await migrationStatus(database)
    const pending = before.pending.join(', ')
    if (!before.pending.length) {
      console.log(`No pending migrations: ${before.applied.length} applied`)
    } else if (values['dry-run']) {
      console.log(`${before.pending.length} pending migrations (not applied): ${pending}`)
    } else {
      await migrateDatabase(database)
      const after = await migrationStatus(database)
      if (after.pending.length)
        throw new Error(`Migrations still pending after migrating: ${after.pending.join(', ')}`)
      console.log(
        `Applied ${before.pending.length} pending migrations: ${pending} (${after.applied.length} applied)`,
      )
    }
  } finally {
    await database.close()
  }
})
