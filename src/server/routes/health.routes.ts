import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-types'
import { pingDatabase } from '../storage/health'

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    try {
      await pingDatabase(deps.database)
      // Not hearing changes (the LISTEN connection is being re-established): pages may be briefly outdated and
      // live updates paused, but every request is still answered. 200 keeps the instance in a load balancer's
      // rotation; the body tells monitoring (decision 014).
      if (!deps.database.isListening()) return c.json({ status: 'degraded', db: 'ok', notify: 'down' })
      return c.json({ status: 'ok', db: 'ok' })
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable')
      return c.json({ status: 'error', db: 'unreachable' }, 503)
    }
  })
}
