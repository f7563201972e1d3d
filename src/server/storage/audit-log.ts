import { desc } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema/index'

type NewAuditEntry = typeof auditLog.$inferInsert

export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry)
}

export async function listAuditLog(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit)
}
