import type { MiddlewareHandler } from 'hono'
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  SIGN_IN_WINDOW_MINUTES,
} from '#shared/schemas/admin'
import type { AppEnv, RouteDeps } from '../../app-types'
import { errorBody } from '../../errors'
import {
  deleteSignInAttemptsBefore,
  reserveSignInAttempt,
  type SignInLockRule,
  settleSignInAttempt,
} from '../../services/sign-in-attempts'
import { clientAddress } from '../client-address'

/** Rows this old hold nothing that still counts; they are deleted now and then. */
const KEEP_MS = 24 * 60 * 60 * 1000
/** How often one instance deletes old rows, at most. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000

/**
 * The media types better-auth 1.7's sign-in/email endpoint accepts (its `allowedMediaTypes`; better-call answers
 * 415 to any other) and how better-call's getBody reads each: JSON for a JSON type, form fields (the last of a
 * repeated name wins) for a form. The lock reads the body the same way, so no encoding escapes the count.
 */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded']

/**
 * Guards better-auth's POST /api/auth/sign-in/email (decision 015): 5 failed attempts, counted per account (the
 * lowercased email) and per client address, lock it for 15 minutes from the last failure; then 429
 * RATE_LIMITED with Retry-After. Each attempt is reserved in the database before its password is checked, so
 * parallel attempts cannot get more than 5 evaluated; a success gives its reservation back, so an admin who
 * signs in often is never locked out by it. A body the endpoint would refuse anyway is refused here first, so
 * nothing reaches the password check without being counted.
 */
export function signInRateLimit(
  deps: Pick<RouteDeps, 'services'>,
  options: { now?: () => Date } = {},
): MiddlewareHandler<AppEnv> {
  const { db, env } = deps.services
  let lastCleanup = 0
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!ACCEPTED_TYPES.includes(mediaType)) {
      return c.json(
        errorBody('UNSUPPORTED_MEDIA_TYPE', `Send the sign-in as ${ACCEPTED_TYPES.join(' or ')}.`),
        415,
      )
    }
    const email = await emailOf(c.req.raw, mediaType)
    const keys = [`sign-in:address:${clientAddress(c, env.TRUST_PROXY)}`]
    if (email) keys.push(`sign-in:email:${email}`)
    const rule = (): SignInLockRule => ({
      limit: SIGN_IN_FAILURE_LIMIT,
      lockMs: SIGN_IN_WINDOW_MINUTES * 60_000,
      now: options.now?.() ?? new Date(),
    })

    const reserved: string[] = []
    for (const key of keys) {
      const reservation = await reserveSignInAttempt(db, key, rule())
      if (!reservation.reserved) {
        await Promise.all(reserved.map((k) => settleSignInAttempt(db, k, 'released', rule())))
        c.get('logger')?.warn(
          { keys: keys.length, retryAfter: reservation.retryAfterSeconds },
          'sign-in locked',
        )
        return c.json(errorBody('RATE_LIMITED', SIGN_IN_RATE_LIMITED_MESSAGE), 429, {
          'retry-after': String(reservation.retryAfterSeconds),
        })
      }
      reserved.push(key)
    }

    let outcome: 'failed' | 'released' = 'failed'
    try {
      await next()
      // better-auth answers 401 to a wrong email or password: only that counts (as the reservation made it).
      if (c.res.status !== 401) outcome = 'released'
    } finally {
      await Promise.all(reserved.map((key) => settleSignInAttempt(db, key, outcome, rule())))
    }

    const now = rule().now.getTime()
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now
      // Off the answer's path: a failed delete is retried later.
      deleteSignInAttemptsBefore(db, new Date(now - KEEP_MS)).catch((error: unknown) => {
        c.get('logger')?.warn({ err: error }, 'sign-in limit: cleanup of old rows failed')
      })
    }
  }
}

/** The email the endpoint will check, keyed as better-auth looks it up (lowercased); null when there is none. */
async function emailOf(request: Request, mediaType: string): Promise<string | null> {
  let value: unknown
  try {
    if (JSON_TYPE.test(mediaType)) {
      value = ((await request.clone().json()) as { email?: unknown } | null)?.email
    } else {
      value = (await request.clone().formData()).getAll('email').at(-1)
    }
  } catch {
    return null
  }
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return email ? email.slice(0, 254) : null
}
