import { Hono } from 'hono'
import { z } from 'zod'
import { type ActionResult, BulkDeleteBodySchema } from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { bulkDeleteTeams, deleteTeamAsAdmin, listAdminTeams } from '#server/services/admin-teams'
import { recordAdminAction } from '#server/services/audit'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

const IdParam = z.object({ id: z.uuid({ message: 'id must be a team id' }) })

// §2.22 teams management. Mounted at /api/admin/teams, behind requireRole. A deleted team goes to the trash
// with its players and matches.
export function teamsAdminRoutes(deps: RouteDeps) {
  const db = deps.services.db
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ teams: await listAdminTeams(db) }))
    .post('/bulk-delete', validate('json', BulkDeleteBodySchema), async (c) => {
      const user = c.get('user')
      const { deletedIds, ...result } = await bulkDeleteTeams(db, c.req.valid('json').ids, user)
      await recordAdminAction(
        db,
        user,
        'teams.bulk-delete',
        { type: 'teams' },
        {
          requested: result.requestedCount,
          deleted: result.deletedCount,
          ids: deletedIds,
        },
      )
      return c.json(result)
    })
    .delete('/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param')
      const user = c.get('user')
      await deleteTeamAsAdmin(db, id, user)
      await recordAdminAction(db, user, 'team.delete', { type: 'team', id })
      return c.json({ success: true, message: MESSAGES.teamDeleted } satisfies ActionResult)
    })
}
