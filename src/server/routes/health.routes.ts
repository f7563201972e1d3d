import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-types'
import { checkReadiness, liveness } from '../services/health'

/** /healthz: liveness, answered without a database call; 200 while the process answers (decision 032). */
export function livenessRoutes(deps: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'no-store')
    return c.json(liveness(deps.database))
  })
}

/** /readyz: readiness; 503 naming each failing check, for load balancers and deploy scripts. */
export function readinessRoutes(deps: Pick<AppDeps, 'database' | 'queue'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', 'no-store')
    const readiness = await checkReadiness(deps, (error) =>
      c.get('logger').error({ err: error }, 'readiness check: database unreachable'),
    )
    return c.json(readiness, readiness.status === 'ready' ? 200 : 503)
  })
}
