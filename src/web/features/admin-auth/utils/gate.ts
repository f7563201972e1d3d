// §2.17/§4 Admin session: what the gate shows for the session and role the server reported.

import type { Me, Role } from '#shared/schemas/admin'

export type { Me }
export type AdminRole = Role

/** What an admitted screen knows about who is signed in. */
export interface AdminSession {
  user: { id: string; email: string }
  role: AdminRole
}

type GateState = 'loading' | 'error' | 'signed-out' | 'checking' | 'denied' | 'admitted'

function isAdminRole(role: unknown): role is AdminRole {
  return role === 'admin' || role === 'super_admin'
}

/**
 * §2.17: "Loading..." until the session is known; the login card when signed out; "Checking permissions..."
 * only while the role of a signed-in user is still being read; Access Denied for any other role, none included
 * (ARCHITECTURE: a user with no role row is never admitted); else admitted.
 */
export function gateState(
  me: { user: Me['user']; role: string | null } | undefined,
  { fetching, failed }: { fetching: boolean; failed: boolean },
): GateState {
  if (!me) return failed && !fetching ? 'error' : 'loading'
  if (!me.user) return 'signed-out'
  if (isAdminRole(me.role)) return 'admitted'
  return fetching ? 'checking' : 'denied'
}

/** §2.17 "Role: {role, underscore shown as a space}". */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ')
}

/** The text of a failed better-auth call: its own `{message}` or our `{error: {message}}` (rate limit). */
export function authErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const record = body as { message?: unknown; error?: unknown }
  if (typeof record.message === 'string' && record.message) return record.message
  const error = record.error as { message?: unknown } | undefined
  if (error && typeof error.message === 'string' && error.message) return error.message
  return undefined
}
