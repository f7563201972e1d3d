import type { MiddlewareHandler } from 'hono'
import type { Role } from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '../../app-types'
import { AppError } from '../../errors'
import { roleOf } from '../../services/admin-users'

/**
 * The server decides (STYLE.md habit 5): every admin route is mounted behind this. No session → 401; a role
 * outside `roles` (including none) → 403 with the §2.17 text.
 */
export function requireRole(
  deps: Pick<RouteDeps, 'auth' | 'services'>,
  roles: Role[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to use the admin panel.')
    const role = await roleOf(deps.services.db, session.user.id)
    if (!role || !roles.includes(role)) {
      throw new AppError('FORBIDDEN', "You don't have permission to access the admin panel.")
    }
    c.set('user', { id: session.user.id, email: session.user.email, role })
    await next()
  }
}

/**
 * A second guard inside /api/admin, after requireRole: only a super_admin passes (ARCHITECTURE.md: user
 * management is super_admin only). `message` is the 403 text, e.g. "Only a super admin can manage users."
 */
export function requireSuperAdmin(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user')
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to use the admin panel.')
    if (user.role !== 'super_admin') throw new AppError('FORBIDDEN', message)
    await next()
  }
}
