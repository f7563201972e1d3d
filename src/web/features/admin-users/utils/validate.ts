import type { UserCreateBody } from '#shared/schemas/admin'

const MIN_PASSWORD_LENGTH = 6

// A practical check (something@something.tld, no spaces); the server validates again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type NewUserErrors = Partial<Record<'email' | 'password', string>>

/** §5 Create user: email required and in email format; password required, at least 6 characters. */
export function validateNewUser(input: Pick<UserCreateBody, 'email' | 'password'>): NewUserErrors {
  const errors: NewUserErrors = {}
  const email = input.email.trim()
  if (!email) errors.email = 'Email is required'
  else if (!EMAIL.test(email)) errors.email = 'Enter a valid email address'
  if (!input.password) errors.password = 'Password is required'
  else if (input.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`
  return errors
}

/** §6 Role badge styles: super_admin destructive, admin default. */
export function roleBadgeVariant(role: string): 'destructive' | 'default' {
  return role === 'super_admin' ? 'destructive' : 'default'
}

export function roleName(role: string): string {
  if (role === 'super_admin') return 'Super Admin'
  if (role === 'admin') return 'Admin'
  return role.replace(/_/g, ' ')
}
