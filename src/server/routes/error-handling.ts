import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../app-types'
import type { ApiError } from '#shared/schemas/api-error'
import { AppError, errorBody } from '../errors'
import type { Logger } from '../logger'

/** The one place an error becomes an HTTP answer: `{ error: { code, message, fields? } }`, never a stack trace. */
export function handleError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const { status, body } = errorAnswer(error, c.get('logger') ?? fallbackLogger)
    return c.json(body, status)
  }
}

/** An error's status and body, as every answer of the API gives them (also the renderer's direct reads). */
export function errorAnswer(error: unknown, log: Logger): { status: ContentfulStatusCode; body: ApiError } {
  if (error instanceof AppError) {
    if (error.status >= 500) log.error({ err: error }, error.message)
    return { status: error.status, body: errorBody(error.code, error.message, error.fields) }
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'
    return { status, body: errorBody(code, error.message || 'Bad request') }
  }
  log.error({ err: error }, 'unhandled error')
  return { status: 500, body: errorBody('INTERNAL', 'Something went wrong on our side. Please try again.') }
}
