import type { Auth } from '../auth/auth'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { getUserByEmail, type Role, setUserRole } from '../storage/users'

interface NewAdminUser {
  email: string
  password: string
  role: Role
}

/** Creates a user with a password and a role; sign-up is closed, so this is the only way in. */
export async function createAdminUser(auth: Auth, db: Db, input: NewAdminUser): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase()
  if (await getUserByEmail(db, email)) {
    throw new AppError('CONFLICT', `A user with the email ${email} already exists`)
  }
  const ctx = await auth.$context
  const hash = await hashPassword(ctx, input.password)
  const user = await ctx.internalAdapter.createUser(
    { email, name: email.split('@')[0] ?? email, emailVerified: true },
    { method: 'admin' },
  )
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  })
  await setUserRole(db, user.id, input.role)
  return { id: user.id }
}

type AuthContext = Awaited<Auth['$context']>

/** better-auth's own length rules and hashing: a password set here signs in like one set through better-auth. */
async function hashPassword(ctx: AuthContext, password: string): Promise<string> {
  const { minPasswordLength, maxPasswordLength } = ctx.password.config
  if (password.length < minPasswordLength || password.length > maxPasswordLength) {
    throw new AppError('VALIDATION_FAILED', `Password must be at least ${minPasswordLength} characters`)
  }
  return ctx.password.hash(password)
}

/**
 * `npm run admin:reset-password`: a new password for an existing user. Every session the user had is ended, so a
 * browser signed in with the old password (perhaps someone else's) is signed out.
 */
export async function resetUserPassword(
  auth: Auth,
  db: Db,
  input: { email: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase()
  const user = await getUserByEmail(db, email)
  if (!user) throw new AppError('NOT_FOUND', `No user has the email ${email}`)
  const ctx = await auth.$context
  const hash = await hashPassword(ctx, input.password)
  const accounts = await ctx.internalAdapter.findAccounts(user.id)
  if (accounts.some((account) => account.providerId === 'credential'))
    await ctx.internalAdapter.updatePassword(user.id, hash)
  else
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    })
  await ctx.internalAdapter.deleteUserSessions(user.id)
  return { id: user.id, email }
}
