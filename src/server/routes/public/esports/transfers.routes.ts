import { Hono } from 'hono'
import { type TransferList, TransferListQuerySchema } from '#shared/schemas/transfers'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { listTransfers } from '#server/services/transfers'
import { validate } from '../../validate'

/** GET /api/transfers: the roster changes the syncs saw (docs/decisions/036-transfers-from-roster-diffs.md). */
export function transfersRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/', validate('query', TransferListQuerySchema), async (c) => {
    const list = (await listTransfers(deps.services.db, c.req.valid('query'))) satisfies TransferList
    return c.json(list)
  })
}
