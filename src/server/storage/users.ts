import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userRoles, users } from '../db/schema/index'

export type Role = (typeof userRoles.$inferSelect)['role']

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  return row?.n ?? 0
}

export async function getUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return row ?? null
}

export async function getUserRole(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return row?.role ?? null
}

export async function setUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role } })
}

export async function removeUserRole(db: Db, userId: string): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId))
}
