import type { MiddlewareHandler } from 'hono'
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  SIGN_IN_WINDOW_MINUTES,
} from '../../../shared/schemas/admin'
import type { AppDeps, AppEnv } from '../../app-types'
import { errorBody } from '../../errors'
import { hitRateLimit, peekRateLimit } from '../../storage/rate-limits'
import { clientAddress } from '../client-address'

/**
 * Guards better-auth's POST /api/auth/sign-in/email: 5 failed attempts per 15 minutes, counted per account
 * (the lowercased email) and per client address, then 429 RATE_LIMITED with Retry-After until the window ends.
 * Only failures count: the attempt runs, and a 401 answer is recorded afterwards.
 */
export function signInRateLimit(deps: Pick<AppDeps, 'database' | 'env'>): MiddlewareHandler<AppEnv> {
  const db = deps.database.db
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const email = await emailOf(c.req.raw)
    const keys = [`sign-in:address:${clientAddress(c, deps.env.TRUST_PROXY)}`]
    if (email) keys.push(`sign-in:email:${email}`)
    const rule = () => ({
      limit: SIGN_IN_FAILURE_LIMIT,
      windowMs: SIGN_IN_WINDOW_MINUTES * 60_000,
      now: new Date(),
    })
    const standings = await Promise.all(keys.map((key) => peekRateLimit(db, key, rule())))
    const refused = standings.filter((s) => !s.allowed)
    if (refused.length) {
      const retryAfter = Math.max(...refused.map((s) => s.retryAfterSeconds))
      c.get('logger')?.warn({ keys: keys.length, retryAfter }, 'sign-in rate limited')
      return c.json(errorBody('RATE_LIMITED', SIGN_IN_RATE_LIMITED_MESSAGE), 429, {
        'retry-after': String(retryAfter),
      })
    }
    await next()
    if (c.res.status === 401) await Promise.all(keys.map((key) => hitRateLimit(db, key, rule())))
  }
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    if (typeof body?.email !== 'string') return null
    const email = body.email.trim().toLowerCase()
    return email ? email.slice(0, 254) : null
  } catch {
    return null
  }
}
