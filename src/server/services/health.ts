import type { Database } from '../db/client'
import { pingDatabase } from '../storage/health'

type DatabaseHealth = 'ok' | 'not-listening' | 'unreachable'

/**
 * Whether the database answers, and whether this instance hears its changes (decision 014). Not hearing them
 * (the LISTEN connection is being re-established) leaves every request answered, pages perhaps briefly outdated.
 */
export async function databaseHealth(
  database: Database,
  onError: (error: unknown) => void,
): Promise<DatabaseHealth> {
  try {
    await pingDatabase(database)
  } catch (error) {
    onError(error)
    return 'unreachable'
  }
  return database.isListening() ? 'ok' : 'not-listening'
}
