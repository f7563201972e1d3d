import { Hono } from 'hono'
import { type TransferList, type TransferListQuery, TransferListQuerySchema } from '#shared/schemas/transfers'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { listTransfers } from '#server/services/transfers'
import { validate } from '../../validate'

/** The read the route and the renderer's direct reads (page-reads.ts, decision 045) both call. */
export async function readTransfers(
  deps: Pick<RouteDeps, 'services'>,
  query: TransferListQuery,
): Promise<TransferList> {
  return listTransfers(deps.services.db, query)
}

/** GET /api/transfers: the roster changes the syncs saw (docs/decisions/036-transfers-from-roster-diffs.md). */
export function transfersRoutes(deps: Pick<RouteDeps, 'services'>) {
  return new Hono<AppEnv>().get('/', validate('query', TransferListQuerySchema), async (c) =>
    c.json(await readTransfers(deps, c.req.valid('query'))),
  )
}
