import { Hono } from 'hono'
import { z } from 'zod'
import { UserCreateBodySchema, UserRoleBodySchema } from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import {
  changeRoleAsSuperAdmin,
  createUserAsSuperAdmin,
  deleteUserAsSuperAdmin,
  listAdminUsers,
} from '#server/services/admin-users'
import { recordAdminAction } from '#server/services/audit'
import { validate } from '../../validate'
import { requireSuperAdmin } from '../require-role'
import { MESSAGES, userCreatedMessage } from '#server/messages'

const IdParam = z.object({ id: z.string().min(1).max(200) })

// §2.23 user management, super_admin only on the server (ARCHITECTURE.md). Mounted at /api/admin/users, behind
// requireRole; this router adds the super_admin check for every route in it.
export function usersAdminRoutes(deps: RouteDeps) {
  const db = deps.services.db
  return new Hono<AppEnv>()
    .use(requireSuperAdmin('Only a super admin can manage users.'))
    .get('/', async (c) => c.json({ users: await listAdminUsers(db) }))
    .post('/', validate('json', UserCreateBodySchema), async (c) => {
      const body = c.req.valid('json')
      const user = await createUserAsSuperAdmin(deps.auth, db, body)
      await recordAdminAction(
        db,
        c.get('user'),
        'user.create',
        { type: 'user', id: user.id },
        { email: user.email, role: user.role },
      )
      return c.json({ success: true, message: userCreatedMessage(user.email), user }, 201)
    })
    .patch('/:id', validate('param', IdParam), validate('json', UserRoleBodySchema), async (c) => {
      const { id } = c.req.valid('param')
      const { role } = c.req.valid('json')
      const actor = c.get('user')
      const change = await changeRoleAsSuperAdmin(db, actor, id, role)
      await recordAdminAction(db, actor, 'user.role', { type: 'user', id }, change)
      return c.json({ success: true, message: MESSAGES.userRoleUpdated })
    })
    .delete('/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param')
      const actor = c.get('user')
      const deleted = await deleteUserAsSuperAdmin(db, actor, id)
      await recordAdminAction(db, actor, 'user.delete', { type: 'user', id }, deleted)
      return c.json({ success: true, message: MESSAGES.userDeleted })
    })
}
