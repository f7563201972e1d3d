import type { SignedInUser } from '../app-types'
import type { Db } from '../db/client'
import { recordAudit } from '../storage/audit-log'

/** Every change an admin makes is written down: who, what, on what, when. */
export async function recordAdminAction(
  db: Db,
  user: SignedInUser,
  action: string,
  target: { type: string; id?: string | null },
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    actorUserId: user.id,
    actorEmail: user.email,
    action,
    targetType: target.type,
    targetId: target.id ?? null,
    details,
  })
}
