import { asc, eq, sql } from 'drizzle-orm'
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

/** Every account with its role (null: none), oldest first: the §2.23 Admin Users table. */
export async function listUsersWithRoles(db: Db) {
  return db
    .select({ id: users.id, email: users.email, role: userRoles.role, createdAt: users.createdAt })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.email))
}

export async function getUserWithRole(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: userRoles.role, createdAt: users.createdAt })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, id))
  return row ?? null
}

/** What a role change or a user delete did; 'last-super-admin' means it was refused to keep one. */
export type UserChangeOutcome = 'done' | 'not-found' | 'last-super-admin'

/**
 * Changes one user while no other change to super admins can run (their role rows are locked), refusing it when
 * it would leave no super_admin: two super admins demoting each other at once cannot both win.
 */
async function keepingASuperAdmin(
  db: Db,
  userId: string,
  roleAfter: Role | null,
  apply: (tx: Db) => Promise<void>,
): Promise<UserChangeOutcome> {
  return db.transaction(async (tx) => {
    const supers = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'super_admin'))
      .for('update')
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!user) return 'not-found'
    const isLastSuperAdmin = supers.length <= 1 && supers.some((s) => s.userId === userId)
    if (isLastSuperAdmin && roleAfter !== 'super_admin') return 'last-super-admin'
    await apply(tx)
    return 'done'
  })
}

/** Sets a user's role, unless that demotes the last super_admin. */
export async function changeUserRole(db: Db, userId: string, role: Role): Promise<UserChangeOutcome> {
  return keepingASuperAdmin(db, userId, role, (tx) => setUserRole(tx, userId, role))
}

/** Deletes an account (its sessions, credentials and role go with it), unless it is the last super_admin. */
export async function deleteUser(db: Db, userId: string): Promise<UserChangeOutcome> {
  return keepingASuperAdmin(db, userId, null, async (tx) => {
    await tx.delete(users).where(eq(users.id, userId))
  })
}
