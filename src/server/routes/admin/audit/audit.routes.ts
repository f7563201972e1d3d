import { Hono } from 'hono'
import { AuditQuerySchema } from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { listAuditEntries } from '#server/services/admin-audit'
import { validate } from '../../validate'
import { requireSuperAdmin } from '../require-role'

// Who changed what, newest first; super_admin only. Mounted at /api/admin/audit, behind requireRole.
export function auditAdminRoutes(deps: RouteDeps) {
  const db = deps.services.db
  return new Hono<AppEnv>()
    .use(requireSuperAdmin('Only a super admin can read the audit log.'))
    .get('/', validate('query', AuditQuerySchema), async (c) => {
      return c.json({ entries: await listAuditEntries(db, c.req.valid('query').limit) })
    })
}
