import type { Database } from '../db/client'
import type { NotificationHandler } from '../db/listener'
import type { Logger } from '../logger'

/** A change's payload, or null when changes may have been missed (the database connection came back). */
type Listener = NotificationHandler

interface Channel {
  listeners: Set<Listener>
  /** The LISTEN in force (resolves to its unlisten), while anyone is connected. */
  listening?: Promise<() => Promise<void>>
}

/**
 * One LISTEN per process and channel, fanned out to every connected reader: a thousand open pages cost one
 * database connection, not a thousand. The LISTEN ends when the last reader leaves. Each instance behind a load
 * balancer runs its own hub. When PostgreSQL restarts, the database layer listens again by itself and every
 * listener gets null: "assume everything changed" (the cache empties, readers refetch).
 */
export class RealtimeHub {
  private readonly channels = new Map<string, Channel>()
  private readonly closers = new Set<() => void>()
  private closed = false

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async subscribe(name: string, listener: Listener): Promise<() => void> {
    let channel = this.channels.get(name)
    if (!channel) {
      channel = { listeners: new Set() }
      this.channels.set(name, channel)
    }
    channel.listeners.add(listener)
    if (!channel.listening) {
      const current = channel
      current.listening = this.database.listen(name, (payload) => this.dispatch(current, payload))
      current.listening.catch((error: unknown) => {
        this.logger.error({ err: error, channel: name }, 'realtime listen failed')
        current.listening = undefined
      })
    }
    await channel.listening
    const current = channel
    return () => {
      current.listeners.delete(listener)
      if (current.listeners.size === 0 && current.listening) {
        const listening = current.listening
        current.listening = undefined
        listening.then((unlisten) => unlisten()).catch(() => {})
      }
    }
  }

  /**
   * Calls `closer` when the process stops (at once if it already is): an open stream tells its reader to reconnect
   * elsewhere and ends. Returns the unregister function.
   */
  onClose(closer: () => void): () => void {
    if (this.closed) {
      closer()
      return () => {}
    }
    this.closers.add(closer)
    return () => this.closers.delete(closer)
  }

  /** The process is stopping (decision 029): every open stream ends, telling its reader to reconnect. */
  close(): number {
    this.closed = true
    const open = this.closers.size
    for (const closer of this.closers) closer()
    this.closers.clear()
    return open
  }

  /** Readers connected right now, for logs and tests. */
  count(name: string): number {
    return this.channels.get(name)?.listeners.size ?? 0
  }

  private dispatch(channel: Channel, payload: string | null) {
    for (const listener of channel.listeners) {
      try {
        listener(payload)
      } catch (error) {
        this.logger.warn({ err: error }, 'realtime listener failed')
      }
    }
  }
}
