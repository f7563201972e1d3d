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
