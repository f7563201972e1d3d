import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { z } from 'zod'
import { ArticleChangeSchema } from '#shared/schemas/article'
import { MatchChangeSchema } from '#shared/schemas/match-changes'
import type { AppEnv } from '#server/app-types'
import type { RealtimeHub } from '#server/realtime/hub'

/** Comments every 25 s keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000

/** What the stream carries: the database channel, the event it becomes, and the shape of its data. */
const CHANNELS: readonly { channel: string; event: string; schema: z.ZodType }[] = [
  { channel: 'articles_changed', event: 'articles', schema: ArticleChangeSchema },
  // Migration 0017: announced after the response cache emptied itself, so a refetch gets the new score.
  { channel: 'matches_changed', event: 'match', schema: MatchChangeSchema },
]

/**
 * GET /api/realtime: Server-Sent Events, one "articles" event per insert, update or delete of an article, one
 * "match" event per change to a live match (its score moved, it started or finished), and a "resync" event when
 * changes may have been missed (the database connection came back after a restart or a failover): the page
 * re-reads everything, as after a reconnect of its own. When the process stops, a "reconnect" event ends the
 * stream: the page opens a new one after a short random delay, on another instance or this one restarted.
 */
export function realtimeRoutes(hub: RealtimeHub) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-cache, no-transform')
    c.header('x-accel-buffering', 'no')
    return streamSSE(c, async (stream) => {
      const queue: { event: string; data: string }[] = []
      let wake: (() => void) | undefined
      let resyncQueued = false
      const unsubscribes = await Promise.all(
        CHANNELS.map(({ channel, event, schema }) =>
          hub.subscribe(channel, (payload) => {
            if (payload === null) {
              // Every channel says so at once after a reconnect: one resync is enough.
              if (resyncQueued) return
              resyncQueued = true
              queue.push({ event: 'resync', data: '{}' })
            } else {
              const change = schema.safeParse(safeJson(payload))
              if (!change.success) return
              queue.push({ event, data: JSON.stringify(change.data) })
            }
            wake?.()
          }),
        ),
      )
      const unsubscribe = () => {
        for (const stop of unsubscribes) stop()
      }
      const stopOnClose = hub.onClose(() => {
        queue.push({ event: 'reconnect', data: '{}' })
        wake?.()
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      await stream.writeSSE({ event: 'ready', data: '{}' })
      while (!stream.aborted) {
        const next = queue.shift()
        if (next) {
          if (next.event === 'resync') resyncQueued = false
          await stream.writeSSE(next)
          if (next.event === 'reconnect') break
          continue
        }
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, HEARTBEAT_MS)
        })
        wake = undefined
        if (!queue.length && !stream.aborted) await stream.write(': keep-alive\n\n')
      }
      stopOnClose()
      unsubscribe()
    })
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
