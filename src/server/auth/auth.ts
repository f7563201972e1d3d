import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '../db/client'
import { accounts, sessions, users, verifications } from '../db/schema/index'
import type { Env } from '../env'
import type { Logger } from '../logger'
import { currentRequestId } from '../request-id'

interface AuthOptions {
  db: Db
  env: Env
  secret: string
  /** Extra origins allowed to POST with the session cookie (the Vite dev server). */
  extraTrustedOrigins?: string[]
  /** Where better-auth's own messages go; without it they go to the console. */
  logger?: Logger
}

/**
 * better-auth with email + password and sessions in the database. There is no public sign-up: accounts are
 * made by an administrator (ADMIN_EMAIL on first start, `npm run admin:create`, or the users screen).
 */
export function createAuth({ db, env, secret, extraTrustedOrigins = [], logger }: AuthOptions) {
  return betterAuth({
    ...(logger ? { logger: authLogger(logger) } : {}),
    appName: env.site.brand,
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 128 },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    trustedOrigins: [env.SITE_URL, ...extraTrustedOrigins],
    advanced: { useSecureCookies: env.SITE_URL.startsWith('https:') },
    // Our own limiter (routes/public/auth-rate-limit.ts) counts failed sign-ins per account and per address in
    // PostgreSQL; better-auth's would fall back to one bucket shared by every reader, since requests reach it
    // without a client address.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * better-auth's messages as JSON lines of the app's logger (decision 032). Of their extra arguments only errors
 * are kept: the others may hold a user's details.
 */
function authLogger(logger: Logger) {
  const auth = logger.child({ component: 'better-auth' })
  return {
    level: 'debug' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error)
      auth[level]({ requestId: currentRequestId(), ...(err ? { err } : {}) }, message)
    },
  }
}
