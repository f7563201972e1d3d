import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-types'
import { pingDatabase } from '../storage/health'

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    try {
      await pingDatabase(deps.database)
      return c.json({ status: 'ok', db: 'ok' })
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable')
      return c.json({ status: 'error', db: 'unreachable' }, 503)
    }
  })
}
