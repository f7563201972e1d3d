import type { BulkDeleteResult } from '#shared/schemas/admin'
import type { TeamSummary } from '#shared/schemas/esports'
import type { SignedInUser } from '../app-types'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { listTeams } from '../storage/teams'
import { moveTeamsToTrash } from '../storage/trash'
import { toTeamSummary } from './esports'
import { MESSAGES, teamsDeletedMessage } from '../messages'

/** Far above any real league count: §2.22 lists every team. */
const ALL_TEAMS = 100_000

/** §2.22: every team, by quality (§7 'quality' order). */
export async function listAdminTeams(db: Db): Promise<TeamSummary[]> {
  return (await listTeams(db, { sort: 'quality', limit: ALL_TEAMS })).map(toTeamSummary)
}

/** Moves a team, its players and its matches to the trash (§8: "This will also delete all associated players…"). */
export async function deleteTeamAsAdmin(db: Db, id: string, user: SignedInUser): Promise<void> {
  const moved = await moveTeamsToTrash(db, [id], user.email)
  if (!moved.length) throw new AppError('NOT_FOUND', MESSAGES.teamNotFoundOrDeleted)
}

export async function bulkDeleteTeams(
  db: Db,
  ids: string[],
  user: SignedInUser,
): Promise<BulkDeleteResult & { deletedIds: string[] }> {
  const requested = [...new Set(ids)]
  const deletedIds = await moveTeamsToTrash(db, requested, user.email)
  return {
    success: deletedIds.length > 0,
    message: teamsDeletedMessage(deletedIds.length, requested.length),
    deletedCount: deletedIds.length,
    requestedCount: requested.length,
    deletedIds,
  }
}
