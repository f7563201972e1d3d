import type { Handler } from 'hono'
import type { AppEnv } from '../../app-types'
import type { Auth } from '../../auth/auth'
import { ERROR_STATUS, type ErrorCode, errorBody } from '../../errors'

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
)

/**
 * better-auth's routes, with its refusals in our error shape: `{ error: { code, message } }` like every other
 * /api answer. Its status and its message (the spec's sign-in strings, e.g. "Invalid email or password") stay.
 */
export function authRoutes(auth: Auth): Handler<AppEnv> {
  return async (c) => withErrorShape(await auth.handler(c.req.raw), `${c.req.method} ${c.req.path}`)
}

async function withErrorShape(response: Response, route: string): Promise<Response> {
  if (response.status < 400) return response
  const text = await response.text()
  let body: { message?: unknown; error?: unknown } | undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const ours = body?.error as { code?: unknown; message?: unknown } | undefined
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  if (typeof ours?.code === 'string' && typeof ours.message === 'string') {
    return new Response(text, { status: response.status, headers })
  }
  const status = response.status
  const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST')
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : status === 404
        ? `No API route for ${route}`
        : status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : 'The request was refused.'
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers })
}
