import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { ArticleChangeSchema } from '#shared/schemas/article'
import type { AppEnv } from '#server/app-types'
import type { RealtimeHub } from '#server/realtime/hub'

/** Comments every 25 s keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000

/**
 * GET /api/realtime: Server-Sent Events, one "articles" event per insert, update or delete of an article, and a
 * "resync" event when changes may have been missed (the database connection came back after a restart or a
 * failover): the page re-reads everything, as after a reconnect of its own.
 */
export function realtimeRoutes(hub: RealtimeHub) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-cache, no-transform')
    c.header('x-accel-buffering', 'no')
    return streamSSE(c, async (stream) => {
      const queue: { event: string; data: string }[] = []
      let wake: (() => void) | undefined
      const unsubscribe = await hub.subscribe('articles_changed', (payload) => {
        if (payload === null) {
          queue.push({ event: 'resync', data: '{}' })
          wake?.()
          return
        }
        const change = ArticleChangeSchema.safeParse(safeJson(payload))
        if (!change.success) return
        queue.push({ event: 'articles', data: JSON.stringify(change.data) })
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
          await stream.writeSSE(next)
          continue
        }
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, HEARTBEAT_MS)
        })
        wake = undefined
        if (!queue.length && !stream.aborted) await stream.write(': keep-alive\n\n')
      }
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
