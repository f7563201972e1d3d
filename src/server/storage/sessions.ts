import { max } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions } from '../db/schema/index'

/** §3 Admin user row last_sign_in_at: the newest session each user opened (sessions end at sign-out). */
export async function listLastSignIns(db: Db): Promise<Map<string, Date>> {
  const rows = await db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .groupBy(sessions.userId)
  return new Map(rows.filter((r) => r.at).map((r) => [r.userId, r.at!]))
}
