import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-types'
import { databaseHealth } from '../services/health'

export function healthRoutes(deps: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    const health = await databaseHealth(deps.database, (error) =>
      c.get('logger').error({ err: error }, 'health check: database unreachable'),
    )
    if (health === 'unreachable') return c.json({ status: 'error', db: 'unreachable' }, 503)
    // Not hearing changes: 200 keeps the instance in a load balancer's rotation; the body tells monitoring.
    if (health === 'not-listening') return c.json({ status: 'degraded', db: 'ok', notify: 'down' })
    return c.json({ status: 'ok', db: 'ok' })
  })
}
