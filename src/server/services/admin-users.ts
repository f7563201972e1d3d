import type { AdminUser, Role, UserCreateBody } from '#shared/schemas/admin'
import type { Auth } from '../auth/auth'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { listLastSignIns } from '../storage/sessions'
import {
  changeUserRole,
  deleteUser,
  getUserRole,
  getUserWithRole,
  listUsersWithRoles,
  type UserChangeOutcome,
} from '../storage/users'
import { createAdminUser } from './users'
import { MESSAGES } from '../messages'

type UserRow = NonNullable<Awaited<ReturnType<typeof getUserWithRole>>>

function toAdminUser(row: UserRow, lastSignIn: Date | undefined): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: lastSignIn?.toISOString() ?? null,
  }
}

/** The role of a signed-in user, for the §2.17 gate (null: none, never admitted). */
export async function roleOf(db: Db, userId: string): Promise<Role | null> {
  return getUserRole(db, userId)
}

/** §2.23 Admin Users, with real addresses and the last sign-in from the sessions table. */
export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const [rows, lastSignIns] = await Promise.all([listUsersWithRoles(db), listLastSignIns(db)])
  return rows.map((row) => toAdminUser(row, lastSignIns.get(row.id)))
}

/** §5 create user; a taken email is 409 "A user with the email … already exists". */
export async function createUserAsSuperAdmin(
  auth: Auth,
  db: Db,
  body: Required<UserCreateBody>,
): Promise<AdminUser> {
  const { id } = await createAdminUser(auth, db, body)
  const row = await getUserWithRole(db, id)
  if (!row) throw new AppError('INTERNAL', 'The new user could not be read back')
  return toAdminUser(row, undefined)
}

function refuse(outcome: UserChangeOutcome): void {
  if (outcome === 'not-found') throw new AppError('NOT_FOUND', MESSAGES.userNotFound)
  if (outcome === 'last-super-admin')
    throw new AppError('CONFLICT', 'There must be at least one super admin.')
}

/** Nobody changes their own role; the last super_admin is never demoted. */
export async function changeRoleAsSuperAdmin(
  db: Db,
  actor: { id: string },
  userId: string,
  role: Role,
): Promise<{ email: string; from: Role | null; to: Role }> {
  if (userId === actor.id) throw new AppError('FORBIDDEN', "You can't change your own role.")
  const user = await getUserWithRole(db, userId)
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound)
  refuse(await changeUserRole(db, userId, role))
  return { email: user.email, from: user.role ?? null, to: role }
}

/** Nobody deletes their own account; the last super_admin is never deleted. Returns who was deleted. */
export async function deleteUserAsSuperAdmin(
  db: Db,
  actor: { id: string },
  userId: string,
): Promise<{ email: string; role: Role | null }> {
  if (userId === actor.id) throw new AppError('FORBIDDEN', "You can't delete your own account.")
  const user = await getUserWithRole(db, userId)
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound)
  refuse(await deleteUser(db, userId))
  return { email: user.email, role: user.role ?? null }
}
