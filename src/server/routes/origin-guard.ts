import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-types'
import { AppError } from '../errors'
import { SAFE_METHODS } from './bad-bytes'

/**
 * A write that carries a cookie must come from one of our own origins: a page elsewhere cannot make a
 * signed-in admin's browser change anything (CSRF). Writes without a cookie carry no authority and pass.
 */
export function originGuard(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin))
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next()
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'))
    if (!origin || !trusted.has(origin)) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.')
    }
    return next()
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}
