import { Hono } from 'hono'
import type { Me } from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { roleOf } from '#server/services/admin-users'
import { PRIVATE_NO_STORE } from '../../caching'

/**
 * GET /api/me: who is signed in, and their role (§2.17 gate, §4 Admin session). Public: anyone may ask, and an
 * anonymous caller gets nulls. Never cached, not even by the browser: the answer changes at sign-in.
 */
export function meRoutes(deps: Pick<RouteDeps, 'auth' | 'services'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('cache-control', PRIVATE_NO_STORE)
    c.header('vary', 'cookie')
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) return c.json({ user: null, role: null } satisfies Me)
    const role = await roleOf(deps.services.db, session.user.id)
    return c.json({ user: { id: session.user.id, email: session.user.email }, role } satisfies Me)
  })
}
