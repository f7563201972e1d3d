import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { listTrashItems, restoreTrashItem } from '#server/services/admin-trash'
import { recordAdminAction } from '#server/services/audit'
import { validate } from '../../validate'

const IdParam = z.object({ id: z.uuid({ message: 'id must be a trash item id' }) })

// The trash (ARCHITECTURE.md): deleted articles and teams, restorable by admins for 30 days.
// Mounted at /api/admin/trash, behind requireRole.
export function trashAdminRoutes(deps: RouteDeps) {
  const db = deps.services.db
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ items: await listTrashItems(db) }))
    .post('/:id/restore', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param')
      const result = await restoreTrashItem(db, id)
      await recordAdminAction(
        db,
        c.get('user'),
        `${result.kind}.restore`,
        { type: result.kind, id: result.entityId },
        { trashId: id, slug: result.slug },
      )
      return c.json(result)
    })
}
