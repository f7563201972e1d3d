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
  const { minPasswordLength, maxPasswordLength } = ctx.password.config
  if (input.password.length < minPasswordLength || input.password.length > maxPasswordLength) {
    throw new AppError('VALIDATION_FAILED', `Password must be at least ${minPasswordLength} characters`)
  }
  const hash = await ctx.password.hash(input.password)
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
