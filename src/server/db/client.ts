import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Logger } from '../logger'
import { fromRoot } from '../root'
import { waitForServer } from './connect'
import { lockDataDir } from './data-dir-lock'
import { defaultPoolMax } from './pool-size'
import { type ListenerTiming, type NotificationHandler, PgListener } from './listener'
import { tallied } from './query-tally'
import * as schema from './schema/index'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface RawResult {
  rows: Record<string, unknown>[]
}

/** One database, whichever driver: drizzle for queries, plus the few raw needs (LISTEN, pg-boss, health). */
export interface Database {
  driver: 'pglite' | 'pg'
  db: Db
  /** Raw SQL with $n parameters; used by pg-boss and health checks only. */
  execute(text: string, params?: unknown[]): Promise<RawResult>
  /**
   * Subscribe to NOTIFY on a channel; resolves to an unsubscribe function. The payload is null when notifications
   * may have been missed (PostgreSQL restarted or failed over and the LISTEN is back): assume everything changed.
   */
  listen(channel: string, onPayload: NotificationHandler): Promise<() => Promise<void>>
  /** False while a LISTEN is wanted but its connection is lost and being re-established (/healthz "notify"). */
  isListening(): boolean
  /**
   * Runs fn while no other instance on this database runs work under the same lock (PostgreSQL advisory lock;
   * PGlite has one process per data directory, so fn just runs).
   */
  exclusive<T>(lock: StartupLock, fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite in dataDir. */
  url?: string
  /** Directory for PGlite, or "memory://" for an in-memory database. */
  dataDir: string
  /** Where the loss and recovery of the LISTEN connection are logged (PostgreSQL only). */
  logger?: Logger
  /** Backoff, heartbeat and timeout of the LISTEN connection; tests of recovery pick their own. */
  listenTiming?: ListenerTiming
  /** Who holds a PGlite data directory, as a refused second process names it ("the server", "npm run migrate"). */
  holder?: string
  /**
   * PostgreSQL: how long to retry an unreachable server before giving up with one line naming DATABASE_URL;
   * undefined: no check at open (the first query fails instead).
   */
  connectTimeoutMs?: number
  /**
   * In-memory PGlite: the data directory to start from (a `dumpDataDir` tarball), instead of an empty cluster. The
   * tests start each database from one migrated once (tests/support/global-setup.ts).
   */
  loadDataDir?: Blob
  /** PostgreSQL: the most connections the pool opens (DATABASE_POOL_MAX; `defaultPoolMax()` when unset). */
  poolMax?: number
}

/** Advisory lock keys of the work two instances starting at once must not do together. */
const STARTUP_LOCKS = { migrate: 727274, prepare: 727275 } as const
export type StartupLock = keyof typeof STARTUP_LOCKS

/** Where the migrations are (storage/migrations.ts applies them and reads their state). */
export const MIGRATIONS_FOLDER = fromRoot('src/server/db/migrations')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir, options.holder, options.loadDataDir)
}

/**
 * How the server opens PGlite (bench/memory.ts opens it alone the same way, to measure its share). Site search
 * needs pg_trgm and unaccent (migration 0013), which PGlite loads only when named here. shared_buffers: PostgreSQL's
 * default 128 MB is resident in PGlite's WebAssembly memory from the start, and the demo database is about 13 MB;
 * 32 MB holds it with room to grow, and pages beyond it are read from DATA_DIR through the OS's cache (decision 039).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
}

async function openPglite(
  dataDir: string,
  holder = 'another process',
  loadDataDir?: Blob,
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://')
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const unlock = inMemory ? () => {} : lockDataDir(dataDir, holder)
  let client: PGlite
  try {
    client = await PGlite.create(
      inMemory ? undefined : dataDir,
      inMemory && loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS,
    )
  } catch (error) {
    unlock()
    throw error
  }
  client.query = tallied(client.query.bind(client))
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  let closed = false
  return {
    driver: 'pglite',
    db,
    async execute(text, params) {
      if (!params?.length) {
        try {
          const results = await client.exec(text)
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] }
        } catch (error) {
          // A script that failed inside its own BEGIN (a pg-boss migration) leaves the one connection in an
          // aborted transaction, and every later query of the site would fail: end it.
          if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => {})
          throw error
        }
      }
      const result = await client.query(text, params)
      return { rows: result.rows as Record<string, unknown>[] }
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload)
      return async () => {
        if (!closed) await unsubscribe()
      }
    },
    // In-process: its notifications cannot be lost.
    isListening: () => true,
    // One connection, one process: nothing to race with.
    exclusive: (_lock, fn) => fn(),
    async close() {
      if (closed) return
      closed = true
      // PGlite writes its pages to DATA_DIR as it closes; the lock goes only after.
      await client.close()
      unlock()
    },
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  if (options.connectTimeoutMs !== undefined)
    await waitForServer(url, options.connectTimeoutMs, options.logger)
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? defaultPoolMax(),
    idleTimeoutMillis: 30_000,
  })
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {})
  pool.query = tallied(pool.query.bind(pool))
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  const listener = new PgListener({ url, logger: options.logger, ...options.listenTiming })
  const exclusive: Database['exclusive'] = async (lock, fn) => {
    // Session advisory locks belong to a connection: lock and unlock on one client held for the whole run, never
    // through the pool, or the unlock lands elsewhere and the lock stays held (blocking every later start).
    const client = await pool.connect()
    let clean = false
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCKS[lock]])
      try {
        return await fn()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCKS[lock]])
        clean = true
      }
    } finally {
      // After a failure the connection is closed rather than pooled: closing it frees any lock it may still hold.
      client.release(!clean)
    }
  }
  return {
    driver: 'pg',
    db,
    async execute(text, params) {
      // No parameters: the simple protocol, which also runs multi-statement scripts (pg-boss migrations).
      if (params?.length) return { rows: (await pool.query(text, params as unknown[])).rows }
      // A script failing inside its own BEGIN leaves its connection in an aborted transaction: that connection
      // is closed rather than handed to the next query.
      const connection = await pool.connect()
      let failure: Error | undefined
      try {
        const result = (await connection.query(text)) as pg.QueryResult | pg.QueryResult[]
        const last = Array.isArray(result) ? result.at(-1) : result
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] }
      } catch (error) {
        failure = error as Error
        throw error
      } finally {
        connection.release(failure)
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    isListening: () => listener.listening,
    exclusive,
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
