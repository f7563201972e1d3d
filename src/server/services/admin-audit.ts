import type { AuditEntry } from '#shared/schemas/admin'
import type { Db } from '../db/client'
import { listAuditLog } from '../storage/audit-log'

/** The newest admin actions first. */
export async function listAuditEntries(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await listAuditLog(db, limit)
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }))
}
