import type { Hono } from 'hono'
import type { Auth } from '#server/auth/auth'
import type { Db } from '#server/db/client'
import { createAdminUser } from '#server/services/users'
import type { Role } from '#server/storage/users'
import { removeUserRole, setUserRole } from '#server/storage/users'

// biome-ignore lint/suspicious/noExplicitAny: any Hono app of ours
type AnyApp = Hono<any>

/** Makes a user with the given role (or none) and signs them in; returns the headers an admin call needs. */
export async function signedInHeaders(
  app: AnyApp,
  auth: Auth,
  db: Db,
  origin: string,
  user: { email: string; role: Role | null },
): Promise<Record<string, string>> {
  const password = 'test-password-1'
  const { id } = await createAdminUser(auth, db, { email: user.email, password, role: user.role ?? 'admin' })
  if (user.role === null) await removeUserRole(db, id)
  else await setUserRole(db, id, user.role)
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: user.email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!
  return { cookie, origin, 'content-type': 'application/json' }
}

/** signedInHeaders for the app of createTestApp, at its own SITE_URL. */
export function signInAs(
  t: { app: AnyApp; auth: Auth; env: { SITE_URL: string } },
  database: { db: Db },
  email: string,
  role: Role | null,
): Promise<Record<string, string>> {
  return signedInHeaders(t.app, t.auth, database.db, t.env.SITE_URL, { email, role })
}
