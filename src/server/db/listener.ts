import pg from 'pg'
import type { Logger } from '../logger'

/**
 * A notification's payload, or null when notifications may have been missed (the LISTEN connection was lost and
 * has just been re-established): whoever relies on them must assume everything changed.
 */
export type NotificationHandler = (payload: string | null) => void

export interface ListenerOptions {
  url: string
  logger?: Logger
  /** First reconnect delay; it doubles on each failure up to maxDelayMs, with jitter (decision 014). */
  minDelayMs?: number
  maxDelayMs?: number
  /** How often the open connection is checked with a query, to notice a connection that died silently. */
  heartbeatMs?: number
  /** A connection attempt or heartbeat query slower than this counts as a failure. */
  timeoutMs?: number
}

/** The tunable part of ListenerOptions (tests of recovery shorten them). */
export type ListenerTiming = Omit<ListenerOptions, 'url' | 'logger'>

const DEFAULTS = { minDelayMs: 250, maxDelayMs: 5_000, heartbeatMs: 15_000, timeoutMs: 5_000 }
export const LISTENER_APPLICATION_NAME = 'bo5-listen'

/**
 * One dedicated PostgreSQL connection that LISTENs on every channel anyone subscribed to, and comes back by itself
 * when PostgreSQL restarts or fails over: the lost connection is logged (warn), replaced with exponential backoff
 * and jitter, every channel is LISTENed again, the recovery is logged (info), and every handler gets a null
 * payload, since what was announced while nobody listened is gone.
 *
 * Outside the query pool on purpose: a pool exhausted by slow queries must not keep the LISTEN from coming back.
 */
export class PgListener {
  private readonly channels = new Map<string, Set<NotificationHandler>>()
  private readonly options: Required<Omit<ListenerOptions, 'logger'>>
  private readonly logger?: Logger
  private client?: pg.Client
  /** The connection attempt under way, which subscribers arriving meanwhile wait for. */
  private connecting?: Promise<boolean>
  private retryTimer?: NodeJS.Timeout
  private heartbeatTimer?: NodeJS.Timeout
  private failures = 0
  private downSince?: number
  private closed = false

  constructor(options: ListenerOptions) {
    const { logger, ...rest } = options
    this.logger = logger
    this.options = { ...DEFAULTS, ...rest }
  }

  /**
   * False while some channel is wanted and the connection is down: invalidations cannot be trusted then.
   * Resolves the subscription even when the database is unreachable; the handler is LISTENed on recovery.
   */
  get listening(): boolean {
    return this.channels.size === 0 || this.client !== undefined
  }

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('the database is closed')
    let handlers = this.channels.get(channel)
    const first = !handlers
    if (!handlers) {
      handlers = new Set()
      this.channels.set(channel, handlers)
    }
    handlers.add(handler)
    if (first) {
      if (!this.client && !this.connecting && !this.retryTimer) await this.attempt()
      else if (this.connecting) await this.connecting
      // A connection made before this channel was wanted has not LISTENed on it yet (LISTEN twice is harmless).
      await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
    }
    const current = handlers
    return async () => {
      if (!current.delete(handler) || current.size > 0 || this.channels.get(channel) !== current) return
      this.channels.delete(channel)
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retryTimer)
    clearInterval(this.heartbeatTimer)
    this.channels.clear()
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }

  /** One connection attempt; on failure the connection is marked down and the next attempt scheduled. */
  private attempt(): Promise<boolean> {
    this.connecting = this.connect()
      .then(
        (client) => {
          if (this.closed) {
            client.end().catch(() => {})
            return false
          }
          this.up(client)
          return true
        },
        (error: unknown) => {
          this.down(error)
          return false
        },
      )
      .finally(() => {
        this.connecting = undefined
      })
    return this.connecting
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      connectionTimeoutMillis: this.options.timeoutMs,
      // Names the connection in pg_stat_activity, for operators (and the tests that cut it).
      application_name: LISTENER_APPLICATION_NAME,
    })
    // Errors of a connection being set up reject connect() or the LISTEN below; later ones mean it is lost.
    client.on('error', (error) => this.lost(client, error))
    client.on('end', () => this.lost(client, new Error('connection ended')))
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? [])
        this.dispatch(handler, message.payload ?? '')
    })
    try {
      await client.connect()
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      return client
    } catch (error) {
      client.end().catch(() => {})
      throw error
    }
  }

  private up(client: pg.Client): void {
    this.client = client
    this.heartbeatTimer = setInterval(() => this.heartbeat(client), this.options.heartbeatMs)
    this.heartbeatTimer.unref()
    if (this.downSince === undefined) return
    this.logger?.info(
      { downMs: Date.now() - this.downSince, attempts: this.failures, channels: [...this.channels.keys()] },
      'database notifications restored: listening again',
    )
    this.downSince = undefined
    this.failures = 0
    // Changes made while nobody listened were not announced: tell everyone to assume everything changed.
    for (const handlers of this.channels.values())
      for (const handler of handlers) this.dispatch(handler, null)
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return
    this.client = undefined
    clearInterval(this.heartbeatTimer)
    client.end().catch(() => {})
    if (!this.closed) this.down(error)
  }

  private down(error: unknown): void {
    if (this.downSince === undefined) {
      this.downSince = Date.now()
      this.logger?.warn(
        { err: error, channels: [...this.channels.keys()] },
        'database notifications lost: caches and live updates cannot hear changes; reconnecting',
      )
    } else {
      this.logger?.debug({ err: error, attempts: this.failures }, 'database notifications: reconnect failed')
    }
    if (this.closed || this.retryTimer) return
    const ceiling = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** this.failures++)
    // Jitter: instances that lost the same server do not all come back in the same millisecond.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      if (!this.closed && !this.client) void this.attempt()
    }, delay)
    this.retryTimer.unref()
  }

  /** A connection can die without a word (a failover that drops packets): a query that fails or hangs tells. */
  private heartbeat(client: pg.Client): void {
    let timer: NodeJS.Timeout | undefined
    const ms = this.options.timeoutMs
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the heartbeat query got no answer within ${ms} ms`)), ms)
    })
    Promise.race([client.query('SELECT 1'), timeout])
      .catch((error: unknown) => this.lost(client, error))
      .finally(() => clearTimeout(timer))
  }

  private dispatch(handler: NotificationHandler, payload: string | null): void {
    try {
      handler(payload)
    } catch (error) {
      this.logger?.warn({ err: error }, 'notification handler failed')
    }
  }
}
