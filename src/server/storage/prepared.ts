import { createHash } from 'node:crypto'

// Named prepared statements for the hot public reads (issue #14's benchmark). PostgreSQL plans an unnamed
// statement at every call; a named one is planned once per connection and, after five calls, runs a cached
// generic plan. Planning the matches pages' five-table joins costs more than running them (1.1 ms of a live
// list's 1.7 ms), so the pages' reads go through here. PGlite runs them as it runs any query.

interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T>; getQuery(): { sql: string } }
}

/** What node-postgres's drizzle statement sends: the name goes with each execution. */
interface NamedConfigs {
  rawQueryConfig?: { name?: string }
  queryConfig?: { name?: string }
}

/**
 * Runs a drizzle query as a prepared statement named after its SQL text (a hash): one text, one name, so two
 * shapes of a query (another filter, another count of ids) never collide on a connection. The query is built
 * once (building a summary select costs 0.24 ms): drizzle's statement is named after it knows its text.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const prepared = query.prepare('')
  const configs = prepared as NamedConfigs
  if (configs.rawQueryConfig && configs.queryConfig) {
    const name = `q_${createHash('sha1').update(prepared.getQuery().sql).digest('base64url')}`
    configs.rawQueryConfig.name = name
    configs.queryConfig.name = name
  }
  return prepared.execute()
}
