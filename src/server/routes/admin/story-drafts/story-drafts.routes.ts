import { Hono } from 'hono'
import type { StoryDraftList } from '#shared/schemas/transfers'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { listStoryDraftsForAdmin } from '#server/services/story-drafts'

/** The admin's cap: drafts come one per detected move, so a few hundred cover months. */
const DRAFTS_SHOWN = 200

// GET /api/admin/story-drafts: the stories drafted for review (a "Roster Move" per detected move; decision 036).
// Mounted behind requireRole.
export function storyDraftsAdminRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json({
      drafts: await listStoryDraftsForAdmin(deps.services.db, DRAFTS_SHOWN),
    } satisfies StoryDraftList),
  )
}
