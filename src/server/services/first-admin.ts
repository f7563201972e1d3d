import type { Auth } from '../auth/auth'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { countUsers } from '../storage/users'
import { createAdminUser } from './users'

/** ADMIN_EMAIL + ADMIN_PASSWORD make the first super_admin, only while no user exists. */
export async function ensureFirstAdmin(auth: Auth, db: Db, env: Env, logger: Logger): Promise<boolean> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false
  if ((await countUsers(db)) > 0) return false
  await createAdminUser(auth, db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    role: 'super_admin',
  })
  logger.info({ email: env.ADMIN_EMAIL }, 'created the first super_admin')
  return true
}
